import {
  MSG,
  SAMPLE_DEMOGRAPHICS,
  SAMPLE_PEAK_HOURS,
  WEBSITE_INVALID,
  emptyForm,
  formFromProfile,
  isValidWebsite,
  parseRestaurantReply,
  revenueByWeek,
  revenueWindowStart,
  validateRestaurantForm,
  visitsByHour,
  weekStart,
  type MatchedBill,
  type RestaurantForm,
} from './model';

const valid: RestaurantForm = {
  name: 'Trattoria Roma',
  description: 'Pasta since 1962',
  address: 'Via Appia 1, Rome',
  cuisine: 'Italian',
  priceRange: '€€',
  openingHours: '12:00-23:00',
  phone: '+39 06 123456',
  website: '',
};

describe('validateRestaurantForm', () => {
  it('accepts a complete form, with or without a website', () => {
    expect(validateRestaurantForm(valid)).toEqual({});
    expect(validateRestaurantForm({ ...valid, website: 'https://trattoria.example.com/menu' })).toEqual({});
  });

  it('names every missing required field, blank counts as missing', () => {
    const errors = validateRestaurantForm({ ...emptyForm(), name: '   ' });
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'cuisine', 'description', 'name', 'openingHours', 'phone'].sort(),
    );
    expect(errors.name).toBe('Restaurant name is required');
  });

  it('checks the website is an http(s) URL', () => {
    for (const bad of ['not a url', 'trattoria', 'javascript:alert(1)', 'ftp://x.com', 'https://localhost']) {
      expect(validateRestaurantForm({ ...valid, website: bad }).website).toBe(WEBSITE_INVALID);
    }
    expect(isValidWebsite('http://a.it')).toBe(true);
  });

  it('refuses a price range outside the four options and an odd phone', () => {
    expect(validateRestaurantForm({ ...valid, priceRange: '$$' as never }).priceRange).toBeDefined();
    expect(validateRestaurantForm({ ...valid, phone: 'call me' }).phone).toBeDefined();
    // The default text of a profile made from a bill (spec section 9) stays acceptable.
    expect(validateRestaurantForm({ ...valid, phone: 'Not specified' }).phone).toBeUndefined();
  });
});

describe('formFromProfile', () => {
  it('defaults the price range to €€ and missing text to empty', () => {
    expect(formFromProfile(null)).toEqual(emptyForm());
    expect(formFromProfile({ name: 'X', priceRange: '€€€€' })).toMatchObject({
      name: 'X',
      priceRange: '€€€€',
    });
    expect(formFromProfile({ priceRange: 'cheap' }).priceRange).toBe('€€');
  });
});

function bill(date: string, amount: number, createdAt: Date | null = null): MatchedBill {
  return { id: `${date}-${amount}`, userId: 'u', totalAmount: amount, date, createdAt };
}

describe('charts', () => {
  it('counts visits per hour of the scan', () => {
    const points = visitsByHour([
      bill('2026-11-20', 10, new Date(2026, 10, 20, 13, 5)),
      bill('2026-11-20', 10, new Date(2026, 10, 20, 13, 59)),
      bill('2026-11-21', 10, new Date(2026, 10, 21, 20, 0)),
      bill('2026-11-21', 10, null),
    ]);
    expect(points).toHaveLength(24);
    expect(points[13]).toEqual({ label: '13:00', value: 2 });
    expect(points[20]!.value).toBe(1);
    expect(points.reduce((s, p) => s + p.value, 0)).toBe(3);
  });

  it('sums revenue per Monday-to-Sunday week, 12 weeks, oldest first', () => {
    const now = new Date(2026, 10, 22, 10); // Sunday 22 Nov 2026
    expect(weekStart(now)).toEqual(new Date(2026, 10, 16));
    expect(revenueWindowStart(now)).toEqual(new Date(2026, 7, 31));
    const points = revenueByWeek(
      [
        bill('2026-11-16', 20.5),
        bill('2026-11-22', 10.25),
        bill('2026-11-15', 7),
        bill('2026-08-31', 3),
        bill('2026-08-30', 99), // before the window
        bill('bad', 5),
      ],
      now,
    );
    expect(points).toHaveLength(12);
    expect(points[11]).toEqual({ label: 'Nov 16', value: 30.75 });
    expect(points[10]).toEqual({ label: 'Nov 9', value: 7 });
    expect(points[0]).toEqual({ label: 'Aug 31', value: 3 });
    expect(points.reduce((s, p) => s + p.value, 0)).toBe(40.75);
  });

  it('sample data follows the spec: peak hours up to 150, demographics 35/40/15/10', () => {
    expect(Math.max(...SAMPLE_PEAK_HOURS.map((p) => p.value))).toBe(150);
    expect(SAMPLE_DEMOGRAPHICS.map((p) => p.value)).toEqual([35, 40, 15, 10]);
  });
});

describe('parseRestaurantReply', () => {
  it('reads name and address from a bare or fenced JSON reply', () => {
    expect(parseRestaurantReply('{"restaurantName": " Osteria ", "address": "Via Po 2"}')).toEqual({
      restaurantName: 'Osteria',
      address: 'Via Po 2',
    });
    expect(
      parseRestaurantReply('Here:\n```json\n{"restaurantName": "A", "address": "B", "totalAmount": 3}\n```'),
    ).toEqual({ restaurantName: 'A', address: 'B' });
  });

  it('an empty reply, no JSON or a missing field give a message', () => {
    expect(() => parseRestaurantReply('')).toThrow(MSG.scanFailed);
    expect(() => parseRestaurantReply('no idea')).toThrow(MSG.nameAddressUnreadable);
    expect(() => parseRestaurantReply('{"restaurantName": "A", "address": null}')).toThrow(
      MSG.nameAddressUnreadable,
    );
  });
});
