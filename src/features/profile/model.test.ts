import {
  counterpartIds,
  counterText,
  followIdOf,
  followRefusal,
  historyRowTitle,
  safeExternalUrl,
  bioToStore,
  shownBio,
  signedAmount,
  socialLinksOf,
  toHistoryRows,
  type PointTransfer,
} from './model';
import { storedGreeting } from '@/domain/default-bio';
import { i18n } from '@/i18n/i18n';
import { errorText } from '@/i18n/error-text';

const at = (iso: string) => new Date(iso);
const transfer = (id: string, senderId: string, receiverId: string, createdAt: Date | null, amount = 10) => ({
  id,
  senderId,
  receiverId,
  amount,
  createdAt,
});

describe('follow rules', () => {
  it('refuses following yourself with the spec text, allows anyone else', () => {
    expect(errorText(followRefusal('ann', 'ann'))).toBe("You can't follow yourself");
    expect(followRefusal('ann', 'ben')).toBeNull();
  });

  it('refuses a follow without both ids', () => {
    expect(followRefusal('', 'ben')?.key).toBe('profile:errors.followFailed');
    expect(followRefusal('ann', '')?.key).toBe('profile:errors.followFailed');
  });

  it('names the follow document {followerId}_{targetUserId}', () => {
    expect(followIdOf('ann', 'ben')).toBe('ann_ben');
  });
});

describe('counters', () => {
  it('says Follower for one, Followers otherwise, Following always', () => {
    expect(counterText('followers', 0)).toBe('0 Followers');
    expect(counterText('followers', 1)).toBe('1 Follower');
    expect(counterText('followers', 1234)).toBe('1,234 Followers');
    expect(counterText('following', 1)).toBe('1 Following');
  });
});

describe('silver history', () => {
  const sent: PointTransfer[] = [
    transfer('s1', 'me', 'ben', at('2025-03-01T10:00:00Z'), 5),
    transfer('s2', 'me', 'cat', at('2025-03-03T10:00:00Z'), 7),
  ];
  const received: PointTransfer[] = [
    transfer('r1', 'ben', 'me', at('2025-03-02T10:00:00Z'), 9),
    transfer('r2', 'dan', 'me', null, 3),
  ];

  it('lists each counterpart once', () => {
    expect(counterpartIds([...sent, ...received], 'me')).toEqual(['ben', 'cat', 'dan']);
  });

  it("builds rows with direction, counterpart and 'Unknown User' for a missing one", () => {
    // Newest first, as the one query orders them (a pending one estimated now, on top).
    const newestFirst = [received[1], sent[1], received[0], sent[0]];
    const rows = toHistoryRows(newestFirst, 'me', { ben: 'Ben', cat: 'Cat' });
    expect(rows.map((r) => [historyRowTitle(r), signedAmount(r)])).toEqual([
      ['Received from Unknown User', '+3'],
      ['Sent to Cat', '\u22127'],
      ['Received from Ben', '+9'],
      ['Sent to Ben', '\u22125'],
    ]);
  });
});

describe('social links', () => {
  it('keeps http(s) URLs, completes bare domains and handles', () => {
    expect(safeExternalUrl('https://instagram.com/ana')).toBe('https://instagram.com/ana');
    expect(safeExternalUrl('twitter.com/ana')).toBe('https://twitter.com/ana');
    expect(safeExternalUrl('@ana', 'https://instagram.com/')).toBe('https://instagram.com/ana');
  });

  it('refuses other schemes and junk', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('not a link')).toBeNull();
    expect(safeExternalUrl('ana')).toBeNull();
    expect(safeExternalUrl('  ')).toBeNull();
  });

  it('lists only the links that are set, in a fixed order', () => {
    expect(
      socialLinksOf({ instagram: '', twitter: 'https://twitter.com/ana', youtube: 'youtube.com/@ana' }),
    ).toEqual([
      { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/ana' },
      { network: 'youtube', label: 'YouTube', href: 'https://youtube.com/@ana' },
    ]);
  });
});

describe('bio', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("shows the stored sign-up greeting in the reader's language, any other bio as written", async () => {
    expect(shownBio(storedGreeting('ben'), 'ben')).toBe("Hi, I'm ben! I love good food and great company.");
    await i18n.changeLanguage('it');
    expect(shownBio(storedGreeting('ben'), 'ben')).toBe(
      'Ciao, sono ben! Amo il buon cibo e la bella compagnia.',
    );
    // Another user's greeting, or a greeting edited by hand, is the user's own text.
    expect(shownBio(storedGreeting('ann'), 'ben')).toBe("Hi, I'm ann! I love good food and great company.");
    expect(shownBio("Hi, I'm ben! Pizza only.", 'ben')).toBe("Hi, I'm ben! Pizza only.");
  });

  it('stores the greeting shown in any language in its one stored form, any other bio as written', async () => {
    await i18n.changeLanguage('it');
    const shown = shownBio(storedGreeting('ben'), 'ben');
    expect(bioToStore(shown, 'ben')).toBe(storedGreeting('ben'));
    expect(bioToStore('Ciao, sono ben! Solo pizza.', 'ben')).toBe('Ciao, sono ben! Solo pizza.');
    await i18n.changeLanguage('en');
    expect(bioToStore(storedGreeting('ben'), 'ben')).toBe(storedGreeting('ben'));
  });
});
