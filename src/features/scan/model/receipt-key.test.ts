import { receiptKeyOf } from './receipt-key';

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

describe('receiptKeyOf', () => {
  it('joins date, cents and the normalised name and address', () => {
    expect(receiptKeyOf(bill)).toBe('2026-11-21_4250_trattoriadamario_viaroma1milano');
  });

  it('ignores case, spacing and punctuation; folds accents and keeps other scripts (as the rules do)', () => {
    const a = receiptKeyOf({
      restaurantName: "L'Été  Café",
      address: 'Rue de Paris, 12',
      totalAmount: 19.9,
      date: '2026-01-02',
    });
    const b = receiptKeyOf({
      restaurantName: 'l’été café!',
      address: 'RUE DE PARIS 12',
      totalAmount: 19.9,
      date: '2026-01-02',
    });
    expect(a).toBe('2026-01-02_1990_letecafe_ruedeparis12');
    expect(b).toBe(a);
    expect(
      receiptKeyOf({
        restaurantName: '寿司 屋',
        address: 'Москва, 1',
        totalAmount: 1.005,
        date: '2026-01-02',
      }),
    ).toBe(`2026-01-02_${Math.round(1.005 * 100)}_寿司屋_mockba1`);
  });

  it('rounds the amount to cents', () => {
    expect(receiptKeyOf({ ...bill, totalAmount: 0.1 + 0.2 })).toBe(
      '2026-11-21_30_trattoriadamario_viaroma1milano',
    );
    expect(receiptKeyOf({ ...bill, totalAmount: 1234.56 })).toContain('_123456_');
  });
});
