// The reads world's VIP offers (issue 33: "the owner's Marketing tab reads the same with 100 offers behind
// it as with 3"): offers I made at my restaurant, and offers another restaurant sent me (my Perks), each
// from the app's own builders (fixtures/seed-docs.ts offerDocs).
import { offerDocs } from '../../../fixtures/seed-docs';
import { commitDocsInBatches } from '../../../stack/firestore-rest.mjs';
import { E2E } from './env';
import type { WorldRestaurant } from './reads-restaurant';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** In the demo world: three of each. */
export const DEMO_OFFERS = 3;
/** Behind them in the long history: up to 100 of each. */
export const LONG_OFFERS = 100;

/**
 * `count` offers I made at my restaurant and `count` offers a partner's restaurant sent me, made an hour
 * apart going back from `end` (the newest at `end`), each valid for 30 days from when it was made.
 */
export async function addOffers(
  me: { uid: string },
  restaurant: WorldRestaurant,
  sender: { uid: string },
  end: Date,
  count: number,
  prefix: string,
): Promise<number> {
  const docs = Array.from({ length: count }, (_, i) => {
    const at = new Date(end.getTime() - i * HOUR);
    const validity = { validFrom: at, validUntil: new Date(at.getTime() + 30 * DAY), cap: null };
    const content = { description: 'On the house', photoURL: '', audienceSize: 1, ...validity };
    const mine = offerDocs(
      `${prefix}-mine-${i}-${me.uid}`,
      {
        ...content,
        title: `Reads offer ${prefix} ${i}`,
        ownerId: me.uid,
        restaurantKey: restaurant.key,
        restaurantName: restaurant.name,
        audience: { kind: 'top', n: 1 },
        audienceSize: 0,
      },
      at,
      [],
    );
    const sent = offerDocs(
      `${prefix}-perk-${i}-${me.uid}`,
      {
        ...content,
        title: `Reads perk ${prefix} ${i}`,
        ownerId: sender.uid,
        restaurantKey: `readsperks_${sender.uid.toLowerCase()}`,
        restaurantName: 'Perks Osteria',
        audience: { kind: 'visits', n: 1 },
      },
      at,
      [me.uid],
    );
    return [...mine, ...sent];
  }).flat();
  await commitDocsInBatches(docs, E2E.projectId);
  return docs.length;
}
