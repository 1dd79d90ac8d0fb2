import { pointsAfterLeave, roleIn, toGroup } from './group';

describe('membership maths', () => {
  it('totalPoints falls by the leaver’s gold, never below 0', () => {
    expect(pointsAfterLeave(1000, 300)).toBe(700);
    expect(pointsAfterLeave(100, 300)).toBe(0);
  });

  it('tells creator, member, invited and visitor apart', () => {
    const g = toGroup('g', { creatorId: 'a', members: ['a', 'b'], pendingInvites: ['c'] });
    expect(['a', 'b', 'c', 'd', null].map((u) => roleIn(g, u))).toEqual([
      'creator',
      'member',
      'invited',
      'visitor',
      'visitor',
    ]);
  });
});
