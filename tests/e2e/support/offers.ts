// The offers specs' world (issue 33): an offer already sent, from the app's own builders (offerDocs).
import { offerDocs } from '../../../fixtures/seed-docs';
import { commitDocs, type TestUser } from './fixtures';
import { hoursAgo } from './profile';

/**
 * An offer of the owner's restaurant already sent to `diners` (as the sending leaves it: the offer with
 * its counters and each diner's copy), valid from yesterday for a week. Returns its id.
 */
export async function arrangeOffer(
  owner: TestUser,
  restaurant: { name: string; key: string },
  diners: readonly TestUser[],
  title: string,
): Promise<string> {
  const offerId = `e2eoffer${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const input = {
    ownerId: owner.uid,
    restaurantKey: restaurant.key,
    restaurantName: restaurant.name,
    title,
    // Not a text of the catalogues: the Italian walk looks for English left on its screens.
    description: 'Un calice offerto dalla casa',
    photoURL: '',
    validFrom: hoursAgo(24),
    validUntil: hoursAgo(-24 * 7),
    cap: null,
    audience: { kind: 'top' as const, n: diners.length },
    audienceSize: diners.length,
  };
  const ids = diners.map((d) => d.uid);
  await commitDocs(offerDocs(offerId, input, hoursAgo(2), ids) as [string, Record<string, unknown>][]);
  return offerId;
}
