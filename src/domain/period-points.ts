// The per-period counters on users/{uid} (docs/decisions/0010-caps-and-periods.md):
// periodPoints.{week,month,year} = { key, gold, silver }. A bill moves gold and silver by its points, a
// transfer moves silver by -amount (sender) and +amount (receiver), in the write that moves the
// balances. A counter whose key is not the current period (or that is missing) restarts with the
// current key. firestore.rules' periodsMove checks exactly this.
import { PERIOD_NAMES, type PeriodKeys, type PeriodName } from './period-keys';

type PointsKind = 'gold' | 'silver';
/** A period counter's fields that rank: gold, silver, and the gold of verified bills (decision 0046). */
export type CounterKind = PointsKind | 'verified';

interface PeriodCounter {
  key: string;
  gold: number;
  silver: number;
}

type Data = Record<string, unknown>;

const asData = (v: unknown): Data | null => (v && typeof v === 'object' ? (v as Data) : null);

/** The key stored for a period on a user document ('' when missing). */
export function storedPeriodKey(user: unknown, period: PeriodName): string {
  const key = asData(asData(asData(user)?.periodPoints)?.[period])?.key;
  return typeof key === 'string' ? key : '';
}

/** The user's gold, silver or verified gold of the period whose current key is `key`; 0 when the stored
 *  counter is of another period (stale) or missing. */
export function pointsInPeriod(user: unknown, period: PeriodName, key: string, kind: CounterKind): number {
  if (storedPeriodKey(user, period) !== key) return 0;
  const value = asData(asData(asData(user)?.periodPoints)?.[period])?.[kind];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The update fields (dotted paths) that move the period counters of `user` (its stored data) by `gold`
 * and `silver`: the current period's counter by `increment(n)` (contention-safe), a stale or missing one
 * replaced by { key, gold, silver } of the current period. `increment` is the SDK's, passed in.
 */
export function periodPointsUpdate(
  user: unknown,
  keys: PeriodKeys,
  gold: number,
  silver: number,
  increment: (n: number) => unknown,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const period of PERIOD_NAMES) {
    const key = keys[period];
    if (storedPeriodKey(user, period) !== key) {
      fields[`periodPoints.${period}`] = { key, gold, silver } satisfies PeriodCounter;
      continue;
    }
    if (gold !== 0) fields[`periodPoints.${period}.gold`] = increment(gold);
    if (silver !== 0) fields[`periodPoints.${period}.silver`] = increment(silver);
  }
  return fields;
}

/** The verified gold of a user's stored period counter (decision 0046), 0 when stale or missing. */
function verifiedGoldInPeriod(user: unknown, period: PeriodName, key: string): number {
  if (storedPeriodKey(user, period) !== key) return 0;
  const value = asData(asData(asData(user)?.periodPoints)?.[period])?.verified;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The update fields of a verified bill's gold (decision 0046), besides periodPointsUpdate's: verifiedGold
 * and each period's `verified`, as whole values from the diner's document read in the bill's transaction
 * (only the diner's own bills move them, so no other writer contends). Applied after periodPointsUpdate:
 * a restarted period's map is completed here (firestore.rules' verifiedCredited).
 */
export function verifiedGoldUpdate(
  user: unknown,
  keys: PeriodKeys,
  gold: number,
  periodFields: Record<string, unknown>,
): Record<string, unknown> {
  const stored = asData(user)?.verifiedGold;
  const fields: Record<string, unknown> = {
    verifiedGold: (typeof stored === 'number' && Number.isFinite(stored) ? stored : 0) + gold,
  };
  for (const period of PERIOD_NAMES) {
    const restarted = asData(periodFields[`periodPoints.${period}`]);
    if (restarted) fields[`periodPoints.${period}`] = { ...restarted, verified: gold };
    else fields[`periodPoints.${period}.verified`] = verifiedGoldInPeriod(user, period, keys[period]) + gold;
  }
  return fields;
}
