import { handoff } from '@/platform/first-paint-handoff';
import { takeArrivedFirstFeed } from './prefetched-feed';

const answer = [
  {
    document: {
      name: 'projects/p/databases/(default)/documents/posts/p1',
      fields: {
        userId: { stringValue: 'u1' },
        content: { stringValue: 'Risotto' },
        image: { stringValue: 'https://example.test/p1.jpg' },
        likeCount: { integerValue: '3' },
        commentCount: { integerValue: '1' },
        createdAt: { timestampValue: '2026-11-22T12:00:00Z' },
      },
    },
  },
  { readTime: '2026-11-22T12:00:01Z' },
];

describe('takeArrivedFirstFeed', () => {
  afterEach(() => {
    handoff().feedAnswer = undefined;
  });

  it('gives the early script’s answer as posts, once', () => {
    handoff().feedAnswer = answer;
    expect(takeArrivedFirstFeed()).toEqual([
      {
        id: 'p1',
        userId: 'u1',
        content: 'Risotto',
        image: 'https://example.test/p1.jpg',
        imageSmall: null,
        location: null,
        likeCount: 3,
        commentCount: 1,
        createdAt: new Date('2026-11-22T12:00:00Z'),
        pending: false,
      },
    ]);
    expect(takeArrivedFirstFeed()).toBeUndefined();
  });

  it('gives nothing while the answer is on its way, or when it is not an answer', () => {
    expect(takeArrivedFirstFeed()).toBeUndefined();
    handoff().feedAnswer = { error: 'denied' };
    expect(takeArrivedFirstFeed()).toBeUndefined();
  });
});
