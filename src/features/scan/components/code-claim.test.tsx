import type { BillCode } from '@/domain/bill-code';
import { billFromCode } from './code-claim';

const CODE: BillCode = {
  codeId: 'c'.repeat(64),
  restaurantKey: 'trattoria-da-mario__via-roma-1',
  restaurantName: 'Trattoria da Mario',
  address: 'Via Roma 1',
  amountCents: 4250,
  createdAt: new Date('2026-11-28T19:00:00Z'),
  createdBy: 'owner',
  claimedBy: null,
  billId: null,
};
const NOW = new Date(2026, 10, 28, 20, 30);

describe('the bill a restaurant code makes', () => {
  it('takes restaurant and amount from the code, dated the day of the claim, with no items', () => {
    expect(billFromCode(CODE, NOW)).toEqual({
      restaurantName: 'Trattoria da Mario',
      address: 'Via Roma 1',
      totalAmount: 42.5,
      date: '2026-11-28',
      items: [],
    });
  });

  it('keeps the date and items of the photo scanned first; restaurant and amount still from the code', () => {
    const items = [
      { name: 'Carbonara', price: 14 },
      { name: 'Tiramisù', price: 7.5 },
    ];
    expect(billFromCode(CODE, NOW, { date: '2026-11-27', items })).toEqual({
      restaurantName: 'Trattoria da Mario',
      address: 'Via Roma 1',
      totalAmount: 42.5,
      date: '2026-11-27',
      items,
    });
  });
});
