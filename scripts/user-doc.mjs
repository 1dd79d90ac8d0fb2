// The users/{uid} document as sign-up writes it (src/features/auth/api/sign-up.ts), for seeding the
// emulators in the seed script, benchmarks and tests. Dates work both over REST and through the SDK.

/**
 * @param {string} uid
 * @param {Record<string, unknown>} [overrides] e.g. { username, goldPoints, silverPoints }
 * @param {Date} [now]
 */
export function newUserDoc(uid, overrides = {}, now = new Date()) {
  const username = typeof overrides.username === 'string' ? overrides.username : uid;
  return {
    uid,
    username,
    usernameLower: username.toLowerCase(),
    photoURL: '',
    goldPoints: 0,
    silverPoints: 0,
    followers: 0,
    following: 0,
    totalSpent: 0,
    bio: `Hi, I'm ${username}! I love good food and great company.`,
    socialLinks: { instagram: '', twitter: '', youtube: '' },
    isRestaurantOwner: false,
    restaurantActivatedAt: null,
    restaurantProfile: null,
    joinedGroups: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/**
 * users/{uid}/private/billDay, the day's bill counter of the earning caps (decisions 0010 and 0016). Not
 * on the user document: only its owner may read it. Sign-up writes none (a missing one counts as zero);
 * a bill writes it, so a seeded one names the latest bill it counts.
 * @param {{ key: string, bills: number, total: number, lastBillId: string }} day
 */
export function billDayDoc({ key, bills, total, lastBillId }) {
  return { key, bills, total, lastBillId };
}
