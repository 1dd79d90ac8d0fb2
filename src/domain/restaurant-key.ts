// The restaurant key and its normalisation: ONE definition, shared by the app (scan's receipt key,
// the restaurant claim), the seed script's data and firestore.rules, which recomputes it with the same
// table (tests/rules/bills.test.ts checks that the rules function is generated from KEY_FOLDS).
//
// norm(s): every character listed in KEY_FOLDS is replaced by its target (accented Latin letters by
// their base letter, as NFKD without combining marks would; full-width letters and digits by ASCII;
// Greek and Cyrillic letters that look Latin by that Latin letter; ASCII capitals by small letters),
// then everything that is not a letter or a digit of any script (\p{L}, \p{N}) is dropped: spaces,
// punctuation and combining marks. Letters of other scripts are kept as they are (case included).
// The rules cannot run NFKD and their lower() changes ASCII only in the emulator (undocumented in
// production), so the table is explicit and lower() is not used: browser, emulator and production agree.
// The table has one row per target because the rules run one replace() per row, and a request may
// evaluate at most 1000 rules expressions: it covers Latin, full-width and look-alikes, nothing more.
// docs/decisions/0002-data-model-and-rules.md, "Receipt key".

/**
 * What NFKD does not fold to one Latin letter or digit: Greek and Cyrillic letters that look Latin, and
 * the Latin letters NFKD leaves whole (Ø, Đ, Ł, Æ, ß, Þ...), with what each reads as.
 */
const LOOK_ALIKES: readonly (readonly [string, string])[] = [
  ['a', 'ΆΑάαАа'],
  ['ae', 'ÆæǢǣǼǽ'],
  ['b', 'ΒВв'],
  ['c', 'Сс'],
  ['d', 'Đđ'],
  ['e', 'ΈΕЀЁЕеѐё'],
  ['h', 'ĦħΉΗНн'],
  ['i', 'ıΊΐΙΪίιϊІЇії'],
  ['j', 'Јј'],
  ['k', 'ΚκЌКкќ'],
  ['l', 'ĿŀŁłӀӏ'],
  ['m', 'ΜМм'],
  ['n', 'Ν'],
  ['o', 'ØøǾǿΌΟοόОо'],
  ['oe', 'Œœ'],
  ['p', 'ΡρРр'],
  ['s', 'Ѕѕ'],
  ['ss', 'ßẞ'],
  ['t', 'ΤТт'],
  ['th', 'Þþ'],
  ['u', 'ΰυϋύ'],
  ['v', 'ν'],
  ['x', 'ΧχХх'],
  ['y', 'ΎΥΫЎУуў'],
  ['z', 'Ζ'],
];

/** ASCII capitals, Latin-1, Latin Extended-A and -B, Latin Extended Additional, full-width letters and digits. */
const NFKD_BLOCKS: readonly (readonly [number, number])[] = [
  [0x41, 0x5a],
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
  [0xff10, 0xff5a],
];

/**
 * [target, every character replaced by it], each row's characters in code point order: the characters of
 * NFKD_BLOCKS that NFKD without combining marks makes one ASCII letter or digit (by that, small), and the
 * look-alikes. Built here rather than written out: the same table in a third of the bytes, which the owner's
 * dashboard and search load (restaurant-key.test.ts holds the table as it was written, decision 0061).
 */
export const KEY_FOLDS: readonly (readonly [string, string])[] = (() => {
  const rows = new Map<string, string[]>(LOOK_ALIKES.map(([target, chars]) => [target, [...chars]]));
  for (const [from, to] of NFKD_BLOCKS) {
    for (let cp = from; cp <= to; cp++) {
      const c = String.fromCodePoint(cp);
      const base = c.normalize('NFKD').replace(/\p{M}/gu, '');
      if (!/^[A-Za-z0-9]$/.test(base) || base === c.toLowerCase()) continue;
      const target = base.toLowerCase();
      rows.set(target, [...(rows.get(target) ?? []), c]);
    }
  }
  const byCodePoint = (a: string, b: string) => a.codePointAt(0)! - b.codePointAt(0)!;
  return [...rows]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([target, chars]) => [target, chars.sort(byCodePoint).join('')] as const);
})();

const FOLDS: readonly (readonly [RegExp, string])[] = KEY_FOLDS.map(([target, chars]) => [
  new RegExp(`[${chars}]`, 'gu'),
  target,
]);

/** The key form of a name or address ('Chéz  Carol!' → 'chezcarol', '寿司 屋' → '寿司屋'). */
export function normKey(s: string): string {
  let out = s;
  for (const [chars, target] of FOLDS) out = out.replace(chars, target);
  return out.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** norm(restaurantName) + '_' + norm(address): the same restaurant, however its bill spells it. */
export function restaurantKeyOf(restaurantName: string, address: string): string {
  return `${normKey(restaurantName)}_${normKey(address)}`;
}
