import { renderFrames } from '../prerender/frames';
import { frameFor, hideOtherFrames, keepOnlyFrame } from './choose-frame';
import { FRAME_IDS } from './frame-ids';

const visitor = { signedInBefore: false, hasOwnRecord: false };
const returning = { signedInBefore: true, hasOwnRecord: true };

describe('frameFor', () => {
  it('gives / its frame for everyone', () => {
    expect(frameFor('/', visitor)).toBe('home');
    expect(frameFor('/', returning)).toBe('home');
  });

  it('gives the signed-in pages theirs only on a device that signed in before', () => {
    for (const path of ['/messages', '/feed', '/profile/me', '/perks', '/search'])
      expect(frameFor(path, visitor)).toBeNull();
    expect(frameFor('/messages', returning)).toBe('messages');
    expect(frameFor('/feed', returning)).toBe('feed');
    expect(frameFor('/profile/me', returning)).toBe('profile');
    expect(frameFor('/perks', returning)).toBe('perks');
    expect(frameFor('/search', returning)).toBe('search');
    expect(frameFor('/profile/me', { signedInBefore: true, hasOwnRecord: false })).toBeNull();
  });

  it('gives other pages none', () => {
    for (const path of ['/terms', '/login', '/profile/ann', '/feed/'])
      expect(frameFor(path, returning)).toBeNull();
  });
});

describe('keepOnlyFrame', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('removes every other frame, and all of them for a page without one', () => {
    document.body.innerHTML = renderFrames();
    expect(keepOnlyFrame('feed')?.id).toBe(FRAME_IDS.feed);
    expect([...document.querySelectorAll('[data-frame]')].map((f) => f.id)).toEqual([FRAME_IDS.feed]);
    expect(keepOnlyFrame(null)).toBeNull();
    expect(document.querySelectorAll('[data-frame]')).toHaveLength(0);
    expect(document.querySelector('header')).not.toBeNull(); // the bare header stays
  });
});

describe('hideOtherFrames', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const shown = () =>
    [...document.querySelectorAll('[data-frame]')]
      .filter((f) => getComputedStyle(f).display !== 'none')
      .map((f) => f.id);

  it('shows only the kept frame from the first paint on, and none on a page without one', () => {
    document.body.innerHTML = renderFrames();
    hideOtherFrames('profile');
    expect(shown()).toEqual([FRAME_IDS.profile]);
    document.head.innerHTML = '';
    hideOtherFrames(null);
    expect(shown()).toEqual([]);
  });
});
