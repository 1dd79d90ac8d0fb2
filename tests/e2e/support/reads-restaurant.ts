// The reads world's restaurant with a long history behind its page (issue 32: "the page reads the same
// with 1,000 bills behind it as with 10"): older bills there by the scale history's fans (real users, so
// a top diner among them shows a name), the page and records those bills leave (restaurantPageDocs, the
// app's own fold), and other restaurants whose names start like it, for search to page through.
import {
  billDocs,
  restaurantDishDocs,
  restaurantPageDocs,
  type SeededBill,
} from '../../../fixtures/seed-docs';
import { scaled } from '../../../fixtures/scale-history.mjs';
import { commitDocsInBatches, getDocument } from '../../../stack/firestore-rest.mjs';
import { E2E } from './env';

/** Bills at the world's restaurant in the full history (scale 1), 4 by each fan. */
const RESTAURANT_BILLS = 1000;
const BILLS_PER_FAN = 4;
/** Other restaurants named "<world restaurant> N", in the full history. */
const NAMESAKES = 40;

const DAY = 86_400_000;
/** The history's bills each have one of these dishes (decision 0049): all of them popular. */
const DISHES = ['Cacio e Pepe', 'Carbonara', 'Amatriciana', 'Gricia', 'Saltimbocca', 'Carciofi', 'Tiramisù'];
const pad = (n: number) => String(n).padStart(4, '0');

export interface WorldRestaurant {
  name: string;
  address: string;
  key: string;
}

/**
 * Writes the restaurant's history, all of it older than `end`, and folds it into the stored page (the
 * world's own two diners stay on it). Returns how many documents were written.
 */
export async function addRestaurantHistory(
  restaurant: WorldRestaurant,
  fanPrefix: string,
  end: Date,
  scale: number,
): Promise<number> {
  const bills = Math.round(RESTAURANT_BILLS * scale);
  const fans = Math.min(Math.ceil(bills / BILLS_PER_FAN), scaled(scale).cardLikes);
  const seeded: (SeededBill & { bill: { items: { name: string; price: number }[] } })[] = [];
  for (let i = 0; i < bills; i += 1) {
    const at = new Date(end.getTime() - i * DAY * 0.2);
    seeded.push({
      uid: `scale-${fanPrefix}${pad(i % fans)}`,
      billId: `scale-${fanPrefix}${pad(i % fans)}_${at.getTime()}`,
      at,
      // 1 gold a bill: the world's own diners (30 each) stay at the top of its diners.
      bill: {
        restaurantName: restaurant.name,
        address: restaurant.address,
        totalAmount: 1.5,
        date: isoDay(at),
        items: [{ name: DISHES[i % DISHES.length]!, price: 1.5 }],
      },
    });
  }
  const namesakes = Array.from({ length: Math.round(NAMESAKES * Math.max(scale, 0.25)) }, (_, n) => {
    const at = new Date(end.getTime() - n * DAY);
    const bill = {
      restaurantName: `${restaurant.name} ${n}`,
      address: restaurant.address,
      totalAmount: 9,
      date: isoDay(at),
    };
    return { uid: seeded[0]!.uid, billId: `${seeded[0]!.uid}_n${n}_${at.getTime()}`, at, bill };
  });
  const docs = [...seeded, ...namesakes].flatMap((b) =>
    billDocs(b.uid, b.bill, { billId: b.billId, at: b.at }),
  );
  // The page and records of these bills, added to what the world's own bills left on the page.
  const folded = restaurantPageDocs([...seeded, ...namesakes]);
  const pagePath = `restaurantPages/${restaurant.key}`;
  const stored = (await getDocument(pagePath, E2E.projectId)) as Record<string, number | string> | null;
  for (const doc of folded) {
    const [path, data] = doc;
    if (path !== pagePath || !stored) continue;
    doc[1] = {
      ...data,
      name: stored.name,
      address: stored.address,
      // timestampValue comes back as its ISO text.
      lastBillAt: new Date(String(stored.lastBillAt)),
      billCount: Number(stored.billCount) + Number(data.billCount),
      dinerCount: Number(stored.dinerCount) + Number(data.dinerCount),
    };
  }
  docs.push(...folded, ...restaurantDishDocs(seeded));
  await commitDocsInBatches(docs, E2E.projectId);
  return docs.length;
}

function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
