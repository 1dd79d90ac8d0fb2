import { t } from 'i18next';
import { formatEuro } from '@/i18n/format';
import {
  MAX_BILLS_PER_DAY,
  MAX_BILL_TOTAL,
  MAX_DAY_TOTAL,
  billCapRefusal,
  billDayWrite,
  billsToday,
} from './bill-caps';
import { scanErrorMessage } from './messages';
import { formatCount } from '@/i18n/format';
import { errorText } from '@/i18n/error-text';
import type { AppError } from '@/domain/app-error';

// A refusal as the card shows it.
const shown = (refusal: AppError | null) => refusal && errorText(refusal);

const today = '2026-11-18';
const inc = (n: number) => ({ inc: n });

describe('the cap messages', () => {
  test('name the caps they enforce', () => {
    expect(
      t('scan:caps.dailyBillLimit', { count: MAX_BILLS_PER_DAY, n: formatCount(MAX_BILLS_PER_DAY) }),
    ).toBe("You have reached today's limit of 5 bills. Try again tomorrow.");
    expect(
      t('scan:caps.dailyBillLimit', { count: MAX_BILLS_PER_DAY, n: formatCount(MAX_BILLS_PER_DAY) }),
    ).toContain(`limit of ${MAX_BILLS_PER_DAY} bills`);
    expect(t('scan:caps.billOverMax', { amount: formatEuro(MAX_BILL_TOTAL) })).toBe(
      `Bills over ${formatEuro(MAX_BILL_TOTAL)} cannot be claimed.`,
    );
    expect(t('scan:caps.dailyTotalLimit', { amount: formatEuro(MAX_DAY_TOTAL) })).toBe(
      `This bill would take you over today's limit of ${formatEuro(MAX_DAY_TOTAL)}.`,
    );
  });

  test('a thrown cap message is not one of the scan messages (save-bill passes it through itself)', () => {
    const refusal = billCapRefusal(10, { key: today, bills: 5, total: 50 }, today);
    expect(refusal?.key).toBe('scan:caps.dailyBillLimit');
    expect(scanErrorMessage(refusal, 'scan:errors.saveBillFailed')).toBe(t('scan:errors.saveBillFailed'));
  });
});

describe('billCapRefusal', () => {
  test.each([
    ['a first bill of the day at the maximum', MAX_BILL_TOTAL, undefined, null],
    [
      'a bill one cent over the maximum',
      MAX_BILL_TOTAL + 0.01,
      undefined,
      t('scan:caps.billOverMax', { amount: formatEuro(MAX_BILL_TOTAL) }),
    ],
    ['the 5th bill of the day', 10, { key: today, bills: 4, total: 40 }, null],
    [
      'a 6th bill of the day',
      10,
      { key: today, bills: 5, total: 50 },
      t('scan:caps.dailyBillLimit', { count: MAX_BILLS_PER_DAY, n: formatCount(MAX_BILLS_PER_DAY) }),
    ],
    ['a bill that reaches the day total exactly', 1000, { key: today, bills: 1, total: 1000 }, null],
    [
      'a bill one cent over the day total',
      1000,
      { key: today, bills: 1, total: 1000.01 },
      t('scan:caps.dailyTotalLimit', { amount: formatEuro(MAX_DAY_TOTAL) }),
    ],
    ["yesterday's full counter does not count", 1000, { key: '2026-11-17', bills: 5, total: 2000 }, null],
    ['a malformed counter counts as none', 1000, 'nonsense', null],
  ])('%s', (_name, amount, billDay, expected) => {
    expect(shown(billCapRefusal(amount, billDay, today))).toBe(expected);
  });

  test('the per-bill cap is reported before the day caps', () => {
    expect(shown(billCapRefusal(1500, { key: today, bills: 5, total: 2000 }, today))).toBe(
      t('scan:caps.billOverMax', { amount: formatEuro(MAX_BILL_TOTAL) }),
    );
  });
});

describe('billDayWrite', () => {
  test("today's counter is incremented; a missing or older one restarts at this bill", () => {
    expect(billDayWrite({ key: today, bills: 2, total: 30 }, today, 12.5, 'a_1', inc)).toEqual({
      bills: { inc: 1 },
      total: { inc: 12.5 },
      lastBillId: 'a_1',
    });
    expect(billDayWrite({ key: '2026-11-17', bills: 5, total: 2000 }, today, 12.5, 'a_2', inc)).toEqual({
      key: today,
      bills: 1,
      total: 12.5,
      lastBillId: 'a_2',
    });
    expect(billDayWrite(undefined, today, 3, 'a_3', inc)).toEqual({
      key: today,
      bills: 1,
      total: 3,
      lastBillId: 'a_3',
    });
  });

  test('billsToday reads only the current day', () => {
    expect(billsToday({ key: today, bills: 3, total: 99 }, today)).toEqual({ bills: 3, total: 99 });
    expect(billsToday({ key: 'x', bills: 3, total: 99 }, today)).toEqual({ bills: 0, total: 0 });
  });
});
