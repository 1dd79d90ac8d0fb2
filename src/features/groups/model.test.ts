import {
  MSG,
  createError,
  extensionOf,
  fieldsError,
  imageError,
  pointsAfterLeave,
  roleIn,
  toGroup,
} from './model';
import { ELITE_CITIES, cityGroups } from './sample-data';

const form = { name: 'Golden', city: 'Rome', region: 'Monti', description: 'Big spenders' };
const jpg = { type: 'image/jpeg', size: 1000 };

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

describe('createError', () => {
  it('checks the gold first, before the photo and the fields', () => {
    expect(createError({ name: '', city: '', region: '', description: '' }, null, 99)).toBe(MSG.needGold);
    expect(createError(form, jpg, 100)).toBeNull();
  });

  it('asks for the photo, then each field', () => {
    expect(createError(form, null, 500)).toBe('Please upload a group photo');
    expect(createError({ ...form, name: '  ' }, jpg, 500)).toBe(MSG.nameRequired);
    expect(fieldsError({ ...form, city: '' })).toBe(MSG.cityRequired);
    expect(fieldsError({ ...form, region: '' })).toBe(MSG.regionRequired);
    expect(fieldsError({ ...form, description: ' ' })).toBe(MSG.descriptionRequired);
  });

  it('checks the image like the profile photo validator', () => {
    expect(imageError({ type: 'image/svg+xml', size: 10 })).toBe(MSG.imageType);
    expect(imageError({ type: 'image/png', size: 0 })).toBe(MSG.imageEmpty);
    expect(imageError({ type: 'image/webp', size: 5242881 })).toBe(MSG.imageSize);
    expect(imageError({ type: 'image/webp', size: 5242880 })).toBeNull();
  });
});

describe('extensionOf', () => {
  it('keeps the original extension, jpg by default', () => {
    expect(extensionOf('photo.PNG')).toBe('png');
    expect(extensionOf('a.b.webp')).toBe('webp');
    expect(extensionOf('noext')).toBe('jpg');
  });
});

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
