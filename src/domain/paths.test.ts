import { postPath, postTargetKind } from './paths';

test('/post/{targetId} tells a bill from a post by the id alone (decision 0006)', () => {
  // Bill ids are {uid}_{millis}; Auth uids hold no '_'.
  expect(postTargetKind('Xy7Qa0b1c2d3e4f5g6h7i8j9k0l1_1700000000000')).toBe('bill');
  // Post ids are auto-ids, as app-made posts always were; seeded ones hold no '_'.
  expect(postTargetKind('AbCdEfGhIj0123456789')).toBe('post');
  expect(postTargetKind('demo-post-1')).toBe('post');
  expect(postPath('a_1')).toBe('/post/a_1');
});
