import { ELITE_CITIES, cityGroups } from './samples';

describe('cityGroups (spec section 3)', () => {
  it('derives 2 %, 1.5 % and 1 % of the active users and 15 %, 12 % and 10 % of the points', () => {
    const [andorra, dubai] = ELITE_CITIES;
    expect(andorra).toMatchObject({ name: 'Andorra la Vella', totalPoints: 3_200_000, activeUsers: 22_000 });
    expect(cityGroups(andorra).map((g) => [g.members, g.totalPoints])).toEqual([
      [440, 480_000],
      [330, 384_000],
      [220, 320_000],
    ]);
    expect(dubai).toMatchObject({ name: 'Dubai', totalPoints: 2_000_000, activeUsers: 15_000 });
    expect(cityGroups(dubai).map((g) => [g.members, g.totalPoints])).toEqual([
      [300, 300_000],
      [225, 240_000],
      [150, 200_000],
    ]);
  });
});
