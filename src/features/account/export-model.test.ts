import { buildExport, exportFileName, photoLinks, toPlain, type GatheredData } from './export-model';

const ts = (iso: string) => ({ toDate: () => new Date(iso), seconds: 1, nanoseconds: 0 });

function gathered(over: Partial<GatheredData> = {}): GatheredData {
  return {
    uid: 'u1',
    profile: { username: 'ana', photoURL: 'https://img.test/me.png', createdAt: ts('2026-01-02T03:04:05Z') },
    privateRecords: { account: { email: 'ana@x.test' } },
    bills: [{ id: 'b1', amount: 42 }],
    posts: [{ id: 'p1', content: 'Hi', image: 'https://img.test/p1.jpg' }],
    comments: [],
    likes: [],
    following: [{ id: 'u1_u2', followerId: 'u1', targetUserId: 'u2' }],
    followers: [],
    pointsSent: [],
    pointsReceived: [],
    conversations: [{ id: 'u1_u2', participants: ['u1', 'u2'], messages: [{ id: 'm1', content: 'Hello' }] }],
    groups: [],
    notifications: [],
    restaurantClaims: [],
    reviews: [],
    dinerRecords: [],
    offersReceived: [],
    offersMade: [],
    billCodesIssued: [],
    billCodesClaimed: [],
    blocks: [],
    notificationPreferences: null,
    privacyPreferences: null,
    wantToTry: [],
    dishMarks: [],
    ...over,
  };
}

describe('toPlain', () => {
  it('turns Timestamps into ISO dates, references into paths, and keeps the rest', () => {
    const ref = { path: 'users/u2', firestore: {} };
    expect(
      toPlain({
        at: ts('2026-05-01T00:00:00Z'),
        who: ref,
        n: 3,
        list: [ts('2026-05-02T00:00:00Z')],
        none: null,
      }),
    ).toEqual({
      at: '2026-05-01T00:00:00.000Z',
      who: 'users/u2',
      n: 3,
      list: ['2026-05-02T00:00:00.000Z'],
      none: null,
    });
  });
});

describe('photoLinks', () => {
  it('lists each http(s) link once, in the order met', () => {
    expect(
      photoLinks({ a: 'https://x.test/1.png', b: ['https://x.test/1.png', 'not a link', 'http://y.test/2'] }),
    ).toEqual(['https://x.test/1.png', 'http://y.test/2']);
  });
});

describe('buildExport', () => {
  it('holds the e-mail, the records and the photo links, dated', () => {
    const out = buildExport(gathered(), new Date('2026-06-01T12:00:00Z'));
    expect(out.exportedAt).toBe('2026-06-01T12:00:00.000Z');
    expect(out.email).toBe('ana@x.test');
    expect(out.profile).toMatchObject({ username: 'ana', createdAt: '2026-01-02T03:04:05.000Z' });
    expect(out.photos).toEqual(['https://img.test/me.png', 'https://img.test/p1.jpg']);
    expect(out.follows.following).toHaveLength(1);
    expect(out.conversations[0].messages[0]).toMatchObject({ content: 'Hello' });
    expect(out.restaurant).toEqual({ profile: null, statistics: null, claims: [] });
    expect(out.privacyPreferences).toBeNull();
    expect(out.wantToTry).toEqual([]);
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});

describe('exportFileName', () => {
  it('names the file after the user and the day', () => {
    expect(exportFileName('ana.b', new Date('2026-06-01T12:00:00Z'))).toBe(
      'goldfork-data-ana.b-2026-06-01.json',
    );
    expect(exportFileName('', new Date('2026-06-01T12:00:00Z'))).toBe('goldfork-data-user-2026-06-01.json');
  });
});
