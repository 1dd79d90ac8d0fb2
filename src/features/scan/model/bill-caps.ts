// Earning caps (docs/decisions/0010-caps-and-periods.md): at most 5 bills and €2,000.00 of
// bills a day (the Europe/Rome day), at most €1,000.00 a bill. The counter is the owner-only
// users/{uid}/private/billDay = { key: 'YYYY-MM-DD', bills, total, lastBillId } (decision 0016: what a
// diner spent today is nobody else's business); firestore.rules' billDayMoves and billWithinCaps keep
// the same numbers, and the rules tests drive their edges with these constants.
import { MAX_BILL_TOTAL, MAX_BILLS_PER_DAY, MAX_DAY_TOTAL } from './bill-limits';
import { formatCount, formatEuro } from '@/i18n/format';
import { AppError } from '@/domain/app-error';

export { MAX_BILL_TOTAL, MAX_BILLS_PER_DAY, MAX_DAY_TOTAL };

/** users/{uid}/private/billDay: the bills of one Europe/Rome day, and the bill that last moved it. */
interface BillDay {
  key: string;
  bills: number;
  total: number;
  lastBillId: string;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Today's bills and total so far from a stored billDay document: zeros when it is missing or of
 *  another day. */
export function billsToday(billDay: unknown, today: string): { bills: number; total: number } {
  const d = billDay && typeof billDay === 'object' ? (billDay as Record<string, unknown>) : null;
  if (!d || d.key !== today) return { bills: 0, total: 0 };
  return { bills: num(d.bills), total: num(d.total) };
}

/**
 * Why a bill of `totalAmount` cannot be claimed today (`today` = the Rome day key), or null. Sums as the
 * rules do (the stored total plus this one, in floating point), so both draw the line at the same place.
 */
export function billCapRefusal(totalAmount: number, billDay: unknown, today: string): AppError | null {
  // The amounts are formatted when the refusal is shown, in the reader's language then.
  if (totalAmount > MAX_BILL_TOTAL)
    return new AppError('scan:caps.billOverMax', () => ({ amount: formatEuro(MAX_BILL_TOTAL) }));
  const { bills, total } = billsToday(billDay, today);
  if (bills + 1 > MAX_BILLS_PER_DAY)
    return new AppError('scan:caps.dailyBillLimit', () => ({
      count: MAX_BILLS_PER_DAY,
      n: formatCount(MAX_BILLS_PER_DAY),
    }));
  if (total + totalAmount > MAX_DAY_TOTAL)
    return new AppError('scan:caps.dailyTotalLimit', () => ({ amount: formatEuro(MAX_DAY_TOTAL) }));
  return null;
}

/** What to merge into private/billDay to count bill `billId` of `totalAmount`: increments on today's
 *  counter, or today's counter restarted at this bill. `increment` is the SDK's, passed in. */
export function billDayWrite(
  billDay: unknown,
  today: string,
  totalAmount: number,
  billId: string,
  increment: (n: number) => unknown,
): Record<string, unknown> {
  const d = billDay && typeof billDay === 'object' ? (billDay as Record<string, unknown>) : null;
  if (d?.key === today) return { bills: increment(1), total: increment(totalAmount), lastBillId: billId };
  return { key: today, bills: 1, total: totalAmount, lastBillId: billId } satisfies BillDay;
}
