import { t } from 'i18next';
import { periodKeysAt } from '@/domain/period-keys';
import { checkBillDate, claimRefusal } from './fraud';
import { isFinalRefusal, scanErrorMessage } from './messages';
import { billRestaurantKey } from './receipt-key';
import { MAX_BILLS_PER_DAY, MAX_BILL_TOTAL, MAX_DAY_TOTAL } from '@/features/scan/model/bill-limits';
import { formatCount, formatEuro } from '@/i18n/format';
import { AppError } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';

// A refusal as the card shows it.
const shown = (refusal: AppError | null) => refusal && errorText(refusal);

const bill = {
  restaurantName: 'Trattoria Da Mario',
  address: 'Via Roma 1, Milano',
  totalAmount: 42.5,
  date: '2026-11-21',
  items: [
    { name: 'Pizza', price: 12 },
    { name: 'Vino', price: 30.5 },
  ],
};

describe('checkBillDate', () => {
  const today = new Date(2026, 10, 21, 23, 59); // 21 Nov 2026, late evening local time

  it('accepts today and up to 30 days back', () => {
    expect(checkBillDate('2026-11-21', today)).toBeNull();
    expect(checkBillDate('2026-11-01', today)).toBeNull();
    expect(checkBillDate('2026-10-22', today)).toBeNull();
  });

  it('refuses a future date', () => {
    expect(checkBillDate('2026-11-22', today)?.key).toBe('scan:errors.billDateInFuture');
    expect(checkBillDate('2027-01-01', today)?.key).toBe('scan:errors.billDateInFuture');
  });

  it('refuses a date older than 30 days', () => {
    expect(checkBillDate('2026-10-21', today)?.key).toBe('scan:errors.billTooOld');
    expect(checkBillDate('2025-11-21', today)?.key).toBe('scan:errors.billTooOld');
  });

  it('uses the local date early in the morning too', () => {
    const earlyMorning = new Date(2026, 0, 1, 0, 5);
    expect(checkBillDate('2026-01-01', earlyMorning)).toBeNull();
    expect(checkBillDate('2025-12-02', earlyMorning)).toBeNull();
    expect(checkBillDate('2025-12-01', earlyMorning)?.key).toBe('scan:errors.billTooOld');
  });

  it('refuses a malformed date', () => {
    expect(checkBillDate('21/11/2026', today)?.key).toBe('scan:errors.billDateUnreadable');
    expect(checkBillDate('2026-02-30', today)?.key).toBe('scan:errors.billDateUnreadable');
  });
});

describe('claimRefusal', () => {
  it('claimRefusal: the date window, then the owner’s own restaurant', () => {
    const today = new Date(2026, 10, 21, 12);
    const diner = { isRestaurantOwner: false, restaurantProfile: null };
    const owner = {
      isRestaurantOwner: true,
      restaurantProfile: { name: bill.restaurantName, address: bill.address },
    };
    expect(claimRefusal(bill, diner, today)).toBeNull();
    expect(claimRefusal(bill, null, today)).toBeNull();
    expect(claimRefusal({ ...bill, date: '2026-10-01' }, diner, today)?.key).toBe('scan:errors.billTooOld');
    expect(claimRefusal({ ...bill, date: '2026-11-22' }, diner, today)?.key).toBe(
      'scan:errors.billDateInFuture',
    );
    expect(claimRefusal(bill, owner, today)?.key).toBe('scan:errors.ownRestaurantBill');
    expect(claimRefusal({ ...bill, address: 'Elsewhere 1' }, owner, today)).toBeNull();
    // The same folding as the receipt key: case, accents and look-alikes do not make it another place.
    const shouted = {
      ...bill,
      restaurantName: bill.restaurantName.toUpperCase(),
      address: `  ${bill.address}!`,
    };
    expect(claimRefusal(shouted, owner, today)?.key).toBe('scan:errors.ownRestaurantBill');
    const cyrillicA = { ...bill, restaurantName: bill.restaurantName.replace(/a/g, '\u0430') };
    expect(claimRefusal(cyrillicA, owner, today)?.key).toBe('scan:errors.ownRestaurantBill');
    // Owner mode off does not make one's own restaurant claimable.
    const ownerOff = { ...owner, isRestaurantOwner: false };
    expect(claimRefusal(shouted, ownerOff, today)?.key).toBe('scan:errors.ownRestaurantBill');
    // A stored restaurantKey is what counts.
    const keyed = {
      restaurantProfile: { name: 'Old name', address: 'Old street', restaurantKey: billRestaurantKey(bill) },
    };
    expect(claimRefusal(bill, keyed, today)?.key).toBe('scan:errors.ownRestaurantBill');
    expect(isFinalRefusal(new AppError('scan:errors.ownRestaurantBill'))).toBe(true);
    expect(scanErrorMessage(new AppError('scan:errors.ownRestaurantBill'))).toBe(
      t('scan:errors.ownRestaurantBill'),
    );
  });
});

describe('claimRefusal and the earning caps (decision 0010)', () => {
  it("refuses a bill over €1,000, a 6th bill of the Rome day, or one past the day's €2,000", () => {
    const today = new Date(2026, 10, 21, 12);
    const day = periodKeysAt(today).day;
    const diner = (billDay: unknown) => ({ restaurantProfile: null, billDay });
    expect(claimRefusal({ ...bill, totalAmount: 1000 }, diner(null), today)).toBeNull();
    expect(shown(claimRefusal({ ...bill, totalAmount: 1000.01 }, diner(null), today))).toBe(
      t('scan:caps.billOverMax', { amount: formatEuro(MAX_BILL_TOTAL) }),
    );
    expect(claimRefusal(bill, diner({ key: day, bills: 4, total: 100 }), today)).toBeNull();
    expect(shown(claimRefusal(bill, diner({ key: day, bills: 5, total: 100 }), today))).toBe(
      t('scan:caps.dailyBillLimit', { count: MAX_BILLS_PER_DAY, n: formatCount(MAX_BILLS_PER_DAY) }),
    );
    expect(shown(claimRefusal(bill, diner({ key: day, bills: 1, total: 1960 }), today))).toBe(
      t('scan:caps.dailyTotalLimit', { amount: formatEuro(MAX_DAY_TOTAL) }),
    );
    // Another day's counter is over: it does not count today.
    expect(claimRefusal(bill, diner({ key: '2026-11-20', bills: 5, total: 2000 }), today)).toBeNull();
  });
});
