import { describe, expect, it } from 'vitest';
import { blockAwareMessage, blockedByThem, refusedByRules } from './block-message';
import { withoutBlocked } from './hooks/use-blocked-users';

const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

describe('blockAwareMessage (decision 0030)', () => {
  it('a refusal by the rules, itself or as the cause of the app’s message, is the block’s message', () => {
    expect(blockAwareMessage(denied, 'Failed')).toBe("You can't do this: this user has blocked you.");
    expect(blockAwareMessage(new Error('Failed to update follow status', { cause: denied }), 'x')).toBe(
      blockedByThem(),
    );
    expect(refusedByRules(new Error('y', { cause: denied }))).toBe(true);
  });

  it('any other failure keeps the spec’s text', () => {
    const offline = Object.assign(new Error('offline'), { code: 'unavailable' });
    expect(blockAwareMessage(offline, 'Failed to send message. Please try again.')).toBe(
      'Failed to send message. Please try again.',
    );
    expect(blockAwareMessage(new Error('x', { cause: offline }), 'Failed')).toBe('Failed');
    expect(blockAwareMessage('nothing', 'Failed')).toBe('Failed');
  });
});

describe('withoutBlocked', () => {
  const items = [
    { id: 1, by: 'ann' },
    { id: 2, by: 'ben' },
    { id: 3, by: 'cat' },
  ];
  it('leaves out the items of blocked authors, keeping the order', () => {
    expect(withoutBlocked(items, new Set(['ben']), (i) => i.by).map((i) => i.id)).toEqual([1, 3]);
  });
  it('with nobody blocked, the same array (no new render of a list)', () => {
    expect(withoutBlocked(items, new Set(), (i) => i.by)).toBe(items);
  });
});
