/** Firestore's `in` filter takes at most 30 values. */
const IN_QUERY_LIMIT = 30;

/** Cuts values into groups an `in` filter takes, one query each. */
export function chunk<T>(items: readonly T[], size: number = IN_QUERY_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
