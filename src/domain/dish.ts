// "Popular here" (issue 42, decision 0049): a restaurant's dishes, aggregated from its diners' receipt
// items in the bill's own write. restaurantPages/{key}/dishes/{dishKey} holds the counters; the
// diner's private users/{uid}/dishMarks/{key} lists the dishes they were counted for (distinct diners).

/** At most this many dishes a bill adds to (the rules check each dish write; decision 0049). */
export const MAX_DISHES_PER_BILL = 8;
/** A diner's marker at one restaurant lists at most this many dishes (the rules' cap on the list). */
export const MAX_DISH_MARKS = 300;
/** A dish is shown once this many different diners ordered it (never fewer: nobody is singled out). */
export const MIN_DISH_DINERS = 3;
/** The longest dish key (the rules' pattern). */
const MAX_DISH_KEY = 60;

/**
 * The dish of an item's name: accents dropped, lower case, every run of other characters one '-'
 * ("Cacio e Pepe", "CACIO  E PEPE" and "Càcio e pepe!" are 'cacio-e-pepe'); '' when nothing is left
 * (a name of digits and symbols only, or in a script without Latin letters: such items count nowhere).
 */
export function dishKeyOf(name: string): string {
  const folded = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return folded.slice(0, MAX_DISH_KEY).replace(/-+$/, '');
}

/** One dish a bill adds to: the first item of the bill with that key, as written on the bill. */
export interface BillDish {
  key: string;
  name: string;
  price: number;
}

/**
 * The dishes a bill adds to: one per key (the first item with it), items with a name, a key and a
 * positive price only, at most MAX_DISHES_PER_BILL in the bill's order.
 */
export function billDishes(items: readonly { name: string; price: number }[]): BillDish[] {
  const out: BillDish[] = [];
  const seen = new Set<string>();
  for (const { name, price } of items) {
    if (out.length >= MAX_DISHES_PER_BILL) break;
    const key = dishKeyOf(name);
    if (!key || seen.has(key) || !(typeof price === 'number' && price > 0 && price <= 1000)) continue;
    if (name.length > 100) continue;
    seen.add(key);
    out.push({ key, name, price });
  }
  return out;
}

/** Euro amounts in whole cents, as the rules round them. */
export const toDishCents = (price: number): number => Math.round(price * 100);

/** restaurantPages/{key}/dishes/{dishKey}, as the page shows it. */
export interface Dish {
  key: string;
  /** The name as the latest bill with it wrote it. */
  name: string;
  /** Different diners who ordered it (those listed among the restaurant's diners; decision 0049). */
  dinerCount: number;
  /** The mean price, in euros, over every bill that had it. */
  meanPrice: number;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function toDish(key: string, data: Record<string, unknown>): Dish {
  const count = num(data.priceCount);
  return {
    key,
    name: typeof data.name === 'string' ? data.name : key,
    dinerCount: num(data.dinerCount),
    meanPrice: count > 0 ? num(data.priceCents) / count / 100 : 0,
  };
}
