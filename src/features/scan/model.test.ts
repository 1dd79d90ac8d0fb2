import {
  BILL_AMOUNT_UNREADABLE,
  BILL_DATE_IN_FUTURE,
  BILL_DATE_UNREADABLE,
  BILL_DETAILS_NOT_FOUND,
  BILL_DETAILS_UNPARSEABLE,
  BILL_ITEM_DETAILS_UNREADABLE,
  BILL_ITEMS_UNREADABLE,
  BILL_NOT_ANALYZED,
  BILL_TOO_OLD,
  FILE_TOO_LARGE,
  FINAL_REFUSALS,
  INVALID_IMAGE_FORMAT,
  NO_IMAGE_SELECTED,
  OWN_RESTAURANT_BILL,
  PROCESS_BILL_FAILED,
  READ_FILE_FAILED,
  RECEIPT_ALREADY_CLAIMED,
  SAVE_BILL_FAILED,
  SCAN_FAILED_GENERIC,
  SCAN_RECEIPT_FAILED,
  SCAN_TEXTS,
  SIGN_IN_TO_CONTINUE,
  SIGN_IN_TO_SCAN,
  checkBillDate,
  billRestaurantKey,
  claimRefusal,
  confettiBursts,
  formatBillDate,
  formatEuros,
  goldPointsFor,
  isHeicFile,
  missingFieldsMessage,
  needsOwnerSetup,
  normalizeBillDate,
  ownerProfileFromBill,
  parseBillReply,
  parseMoney,
  priceRangeFor,
  receiptKeyOf,
  scanErrorMessage,
  validateScanFile,
} from './model';

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

const reply = (overrides: Record<string, unknown> = {}, drop: string[] = []) => {
  const data: Record<string, unknown> = { ...bill, ...overrides };
  for (const key of drop) delete data[key];
  return JSON.stringify(data);
};

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a throw');
}

describe('messages', () => {
  it('are the spec texts word for word', () => {
    expect(FILE_TOO_LARGE).toBe('File size must be less than 10MB');
    expect(SIGN_IN_TO_SCAN).toBe('Please sign in to scan receipts');
    expect(SIGN_IN_TO_CONTINUE).toBe('Please sign in to continue');
    expect(INVALID_IMAGE_FORMAT).toBe('Invalid image format. Please try again with a different image.');
    expect(NO_IMAGE_SELECTED).toBe('Please select an image to scan');
    expect(missingFieldsMessage(['restaurantName', 'date'])).toBe(
      'Could not find all required information (restaurantName, date). Please try again with a clearer image.',
    );
    expect(BILL_AMOUNT_UNREADABLE).toBe(
      'Could not read the bill amount clearly. Please try again with a clearer image.',
    );
    expect(BILL_DATE_UNREADABLE).toBe(
      'Could not read the bill date clearly. Please try again with a clearer image.',
    );
    expect(BILL_ITEMS_UNREADABLE).toBe(
      'Could not read the bill items correctly. Please try again with a clearer image.',
    );
    expect(BILL_ITEM_DETAILS_UNREADABLE).toBe(
      'Could not read some item details clearly. Please try again with a clearer image.',
    );
    expect(BILL_NOT_ANALYZED).toBe('Could not analyze the bill. Please try again with a clearer image.');
    expect(BILL_DETAILS_NOT_FOUND).toBe(
      'Could not extract bill details from the image. Please try again with a clearer image.',
    );
    expect(BILL_DETAILS_UNPARSEABLE).toBe('Could not parse bill details. Please try again.');
    expect(SCAN_FAILED_GENERIC).toBe(
      'An error occurred while scanning the bill. Please try again with a clearer image or contact support if the problem persists.',
    );
    expect(READ_FILE_FAILED).toBe('Failed to read file');
    expect(SCAN_RECEIPT_FAILED).toBe('Failed to scan receipt');
    expect(PROCESS_BILL_FAILED).toBe('Failed to process bill data');
    expect(SAVE_BILL_FAILED).toBe('Failed to save bill data');
    expect(RECEIPT_ALREADY_CLAIMED).toBe('This receipt has already been claimed.');
    expect(BILL_DATE_IN_FUTURE).toBe('This bill is dated in the future.');
    expect(BILL_TOO_OLD).toBe('Bills older than 30 days cannot be claimed.');
    expect(SCAN_TEXTS.analyzing).toBe('Analyzing receipt...');
    expect(SCAN_TEXTS.success).toBe('Congratulations! You earned Gold Points!');
  });

  it('scanErrorMessage passes our messages through and hides the rest', () => {
    expect(scanErrorMessage(new Error(BILL_DATE_UNREADABLE))).toBe(BILL_DATE_UNREADABLE);
    expect(scanErrorMessage(new Error(missingFieldsMessage(['date'])))).toBe(missingFieldsMessage(['date']));
    expect(scanErrorMessage(new Error('FirebaseError: permission-denied'))).toBe(SCAN_RECEIPT_FAILED);
    expect(scanErrorMessage('boom', SAVE_BILL_FAILED)).toBe(SAVE_BILL_FAILED);
    expect(scanErrorMessage(undefined, PROCESS_BILL_FAILED)).toBe(PROCESS_BILL_FAILED);
  });
});

describe('parseBillReply', () => {
  it('parses a plain JSON reply', () => {
    expect(parseBillReply(reply())).toEqual(bill);
  });

  it.each([
    ['```json fence', '```json\n' + reply() + '\n```'],
    ['bare ``` fence', '```\n' + reply() + '\n```'],
    ['prose before and after', 'Here is the extracted data:\n' + reply() + '\nLet me know if you need more.'],
    ['prose with braces around a fence', 'Format {like this}:\n```json\n' + reply() + '\n```\nDone {ok}.'],
    ['a trailing comma', reply().replace(/}$/, ',}')],
    ['an array around the object', '[' + reply() + ']'],
  ])('finds the JSON in %s', (_label, text) => {
    expect(parseBillReply(text)).toEqual(bill);
  });

  it('is not confused by braces inside strings', () => {
    const text = 'Result: ' + reply({ restaurantName: 'Le {Petit} "Bistro" }' });
    expect(parseBillReply(text).restaurantName).toBe('Le {Petit} "Bistro" }');
  });

  it.each([[null], [undefined], [''], ['   \n ']])('an empty reply (%j) cannot be analysed', (text) => {
    expect(errorOf(() => parseBillReply(text))).toBe(BILL_NOT_ANALYZED);
  });

  it('a reply without JSON gives the extract message', () => {
    expect(errorOf(() => parseBillReply('I cannot read this receipt, sorry.'))).toBe(BILL_DETAILS_NOT_FOUND);
  });

  it.each([
    ['invalid JSON', '{"restaurantName": "A", address: B}'],
    ['a reply cut off', '```json\n{"restaurantName": "A", "address": "B", "totalAmount": 4'],
    ['only a non-object', '{1, 2}'],
  ])('%s gives the parse message', (_label, text) => {
    expect(errorOf(() => parseBillReply(text))).toBe(BILL_DETAILS_UNPARSEABLE);
  });

  it('lists the missing required fields in order', () => {
    expect(errorOf(() => parseBillReply(reply({}, ['date', 'restaurantName'])))).toBe(
      missingFieldsMessage(['restaurantName', 'date']),
    );
    expect(errorOf(() => parseBillReply(reply({ address: '  ', totalAmount: null })))).toBe(
      'Could not find all required information (address, totalAmount). Please try again with a clearer image.',
    );
    expect(errorOf(() => parseBillReply('{}'))).toBe(
      missingFieldsMessage(['restaurantName', 'address', 'totalAmount', 'date']),
    );
    expect(errorOf(() => parseBillReply(reply({ totalAmount: '' })))).toBe(
      missingFieldsMessage(['totalAmount']),
    );
  });

  it.each([
    ['€ 42,50', 42.5],
    ['42.50 EUR', 42.5],
    ['42,50 €', 42.5],
    ['EUR 1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['$12', 12],
    ['EUR42.50', 42.5],
    ['1 234,56 €', 1234.56],
    [42.499, 42.5],
    [19.999, 20],
    ['7', 7],
  ])('reads the amount %j as %d', (amount, expected) => {
    expect(parseBillReply(reply({ totalAmount: amount })).totalAmount).toBe(expected);
  });

  it.each([['abc'], ['12 items'], [0], [-5], ['-3,00'], [0.001], [true], [{ value: 3 }], ['1.2.3']])(
    'refuses the amount %j',
    (amount) => {
      expect(errorOf(() => parseBillReply(reply({ totalAmount: amount })))).toBe(BILL_AMOUNT_UNREADABLE);
    },
  );

  it.each([
    ['2026-11-21', '2026-11-21'],
    ['21/11/2026', '2026-11-21'],
    ['21.11.2026', '2026-11-21'],
    ['21-11-2026', '2026-11-21'],
    ['2026/11/21', '2026-11-21'],
    ['2026.11.21', '2026-11-21'],
    ['Nov 21, 2026', '2026-11-21'],
    ['21 Nov 2026', '2026-11-21'],
    ['November 21, 2026', '2026-11-21'],
    ['21 November 2026', '2026-11-21'],
    ['21/11/26', '2026-11-21'],
    ['05/03/2026', '2026-03-05'],
    ['5.3.26', '2026-03-05'],
    ['11/21/2026', '2026-11-21'],
    ['2026-11-21T19:30:00Z', '2026-11-21'],
    ['21/11/2026 19:30', '2026-11-21'],
    ['Saturday, 21st November 2026', '2026-11-21'],
    ['21-Nov-2026', '2026-11-21'],
    ['Sept 3, 2026', '2026-09-03'],
    ['29/02/2028', '2028-02-29'],
  ])('normalises the date %j', (date, expected) => {
    expect(parseBillReply(reply({ date })).date).toBe(expected);
  });

  it.each([
    ['31/02/2026'],
    ['2026-02-30'],
    ['2026-13-01'],
    ['29/02/2026'],
    ['yesterday'],
    ['21 Foo 2026'],
    [20261121],
    ['13/13/2026'],
  ])('refuses the date %j', (date) => {
    expect(errorOf(() => parseBillReply(reply({ date })))).toBe(BILL_DATE_UNREADABLE);
  });

  it('items are optional', () => {
    expect(parseBillReply(reply({}, ['items'])).items).toEqual([]);
    expect(parseBillReply(reply({ items: null })).items).toEqual([]);
    expect(parseBillReply(reply({ items: [] })).items).toEqual([]);
  });

  it('items must be a list', () => {
    expect(errorOf(() => parseBillReply(reply({ items: 'Pizza 12' })))).toBe(BILL_ITEMS_UNREADABLE);
    expect(errorOf(() => parseBillReply(reply({ items: { name: 'Pizza', price: 12 } })))).toBe(
      BILL_ITEMS_UNREADABLE,
    );
  });

  it('parses item prices like amounts and trims names', () => {
    const items = [
      { name: '  Pizza ', price: '€ 12,00' },
      { name: 'Discount', price: '-2,50' },
      { name: 'Water', price: 0 },
      { name: 'Wine', price: 9.999 },
    ];
    expect(parseBillReply(reply({ items })).items).toEqual([
      { name: 'Pizza', price: 12 },
      { name: 'Discount', price: -2.5 },
      { name: 'Water', price: 0 },
      { name: 'Wine', price: 10 },
    ]);
  });

  it('keeps only name and price of an item', () => {
    const items = [{ name: 'Pizza', price: 12, quantity: 2 }];
    expect(parseBillReply(reply({ items })).items).toEqual([{ name: 'Pizza', price: 12 }]);
  });

  it.each([
    [{ name: '', price: 1 }],
    [{ name: '   ', price: 1 }],
    [{ price: 1 }],
    [{ name: 3, price: 1 }],
    [{ name: 'Pizza' }],
    [{ name: 'Pizza', price: null }],
    [{ name: 'Pizza', price: 'twelve' }],
    ['Pizza'],
    [null],
  ])('refuses the item %j', (item) => {
    expect(errorOf(() => parseBillReply(reply({ items: [item] })))).toBe(BILL_ITEM_DETAILS_UNREADABLE);
  });

  it('trims the text fields', () => {
    const parsed = parseBillReply(
      reply({ restaurantName: '  Da Mario\n', address: ' Via Roma 1 ', date: ' 2026-11-21 ' }),
    );
    expect(parsed.restaurantName).toBe('Da Mario');
    expect(parsed.address).toBe('Via Roma 1');
    expect(parsed.date).toBe('2026-11-21');
  });

  it('checks in order: missing fields, amount, date, items', () => {
    expect(errorOf(() => parseBillReply(reply({ totalAmount: 'x', date: 'x', address: null })))).toBe(
      missingFieldsMessage(['address']),
    );
    expect(errorOf(() => parseBillReply(reply({ totalAmount: 'x', date: 'x', items: 'x' })))).toBe(
      BILL_AMOUNT_UNREADABLE,
    );
    expect(errorOf(() => parseBillReply(reply({ date: 'x', items: 'x' })))).toBe(BILL_DATE_UNREADABLE);
  });
});

describe('parseMoney', () => {
  it.each([
    ['1.234', 1234],
    ['1,234', 1234],
    ['0.500', 0.5],
    ['1.234.567,89', 1234567.89],
    ['1,234,567', 1234567],
    ['12,5', 12.5],
    ['.50', 0.5],
    ["1'234.50 CHF", 1234.5],
    ['£ 9.99', 9.99],
  ])('%j → %d', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each([['1.23.4'], ['1,2,3'], ['42.'], [''], ['-'], [Number.NaN], [Infinity], [null], ['1.234,5.6']])(
    '%j is not a number',
    (value) => {
      expect(parseMoney(value)).toBeNull();
    },
  );
});

describe('normalizeBillDate', () => {
  it('returns null for non-strings and blanks', () => {
    expect(normalizeBillDate(undefined)).toBeNull();
    expect(normalizeBillDate('')).toBeNull();
    expect(normalizeBillDate('19:30')).toBeNull();
    expect(normalizeBillDate('21 constructor 2026')).toBeNull();
  });
});

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

describe('points and price range', () => {
  it('goldPointsFor rounds down', () => {
    expect(goldPointsFor(42.99)).toBe(42);
    expect(goldPointsFor(42)).toBe(42);
    expect(goldPointsFor(0.5)).toBe(0);
  });

  it.each([
    [10, '€'],
    [50, '€'],
    [50.01, '€€'],
    [100, '€€'],
    [100.5, '€€€'],
    [200, '€€€'],
    [200.01, '€€€€'],
    [1000, '€€€€'],
  ])('priceRangeFor(%d) is %s', (total, expected) => {
    expect(priceRangeFor(total)).toBe(expected);
  });

  it('formatEuros shows two decimals', () => {
    expect(formatEuros(42.5)).toBe('€42.50');
    expect(formatEuros(0)).toBe('€0.00');
    expect(formatEuros(1234.567)).toBe('€1234.57');
    expect(formatEuros(-2.5)).toBe('-€2.50');
  });
});

describe('checkBillDate', () => {
  const today = new Date(2026, 10, 21, 23, 59); // 21 Nov 2026, late evening local time

  it('accepts today and up to 30 days back', () => {
    expect(checkBillDate('2026-11-21', today)).toBeNull();
    expect(checkBillDate('2026-11-01', today)).toBeNull();
    expect(checkBillDate('2026-10-22', today)).toBeNull();
  });

  it('refuses a future date', () => {
    expect(checkBillDate('2026-11-22', today)).toBe(BILL_DATE_IN_FUTURE);
    expect(checkBillDate('2027-01-01', today)).toBe(BILL_DATE_IN_FUTURE);
  });

  it('refuses a date older than 30 days', () => {
    expect(checkBillDate('2026-10-21', today)).toBe(BILL_TOO_OLD);
    expect(checkBillDate('2025-11-21', today)).toBe(BILL_TOO_OLD);
  });

  it('uses the local date early in the morning too', () => {
    const earlyMorning = new Date(2026, 0, 1, 0, 5);
    expect(checkBillDate('2026-01-01', earlyMorning)).toBeNull();
    expect(checkBillDate('2025-12-02', earlyMorning)).toBeNull();
    expect(checkBillDate('2025-12-01', earlyMorning)).toBe(BILL_TOO_OLD);
  });

  it('refuses a malformed date', () => {
    expect(checkBillDate('21/11/2026', today)).toBe(BILL_DATE_UNREADABLE);
    expect(checkBillDate('2026-02-30', today)).toBe(BILL_DATE_UNREADABLE);
  });
});

describe('validateScanFile', () => {
  const file = (over: Partial<{ size: number; type: string; name: string }> = {}) => ({
    size: 1000,
    type: 'image/jpeg',
    name: 'bill.jpg',
    ...over,
  });

  it('needs a file', () => {
    expect(validateScanFile(null)).toBe(NO_IMAGE_SELECTED);
    expect(validateScanFile(undefined)).toBe(NO_IMAGE_SELECTED);
  });

  it('allows up to 10485760 bytes', () => {
    expect(validateScanFile(file({ size: 10485760 }))).toBeNull();
    expect(validateScanFile(file({ size: 10485761 }))).toBe(FILE_TOO_LARGE);
  });

  it('accepts images and untyped HEIC/HEIF files', () => {
    expect(validateScanFile(file({ type: 'image/png', name: 'a.png' }))).toBeNull();
    expect(validateScanFile(file({ type: 'image/heic', name: 'a.HEIC' }))).toBeNull();
    expect(validateScanFile(file({ type: '', name: 'IMG_0001.HEIC' }))).toBeNull();
    expect(validateScanFile(file({ type: '', name: 'photo.heif' }))).toBeNull();
  });

  it('refuses anything else', () => {
    expect(validateScanFile(file({ type: 'application/pdf', name: 'bill.pdf' }))).toBe(INVALID_IMAGE_FORMAT);
    expect(validateScanFile(file({ type: '', name: 'bill.jpg' }))).toBe(INVALID_IMAGE_FORMAT);
    expect(validateScanFile(file({ type: 'text/plain', name: 'bill.heic' }))).toBe(INVALID_IMAGE_FORMAT);
  });

  it('isHeicFile checks type or extension', () => {
    expect(isHeicFile({ type: 'image/heic', name: 'x' })).toBe(true);
    expect(isHeicFile({ type: 'image/heif-sequence', name: 'x' })).toBe(true);
    expect(isHeicFile({ type: '', name: 'x.heic' })).toBe(true);
    expect(isHeicFile({ type: 'image/jpeg', name: 'x.jpg' })).toBe(false);
  });
});

describe('owner set-up, claim checks, display', () => {
  it('ownerProfileFromBill uses the spec defaults and the price range of the total', () => {
    expect(
      ownerProfileFromBill({ restaurantName: 'Da Gino', address: 'Via Po 2', totalAmount: 120 }),
    ).toEqual({
      name: 'Da Gino',
      address: 'Via Po 2',
      description: 'Welcome to Da Gino',
      cuisine: 'Not specified',
      openingHours: 'Not specified',
      phone: 'Not specified',
      priceRange: '€€€',
    });
  });

  it('needsOwnerSetup: an owner without a profile', () => {
    expect(needsOwnerSetup({ isRestaurantOwner: true, restaurantProfile: null })).toBe(true);
    expect(needsOwnerSetup({ isRestaurantOwner: true, restaurantProfile: { name: 'x' } })).toBe(false);
    expect(needsOwnerSetup({ isRestaurantOwner: false, restaurantProfile: null })).toBe(false);
  });

  it('confettiBursts: 25%, 25% and 50% of 200 particles', () => {
    expect(confettiBursts()).toEqual([50, 50, 100]);
  });

  it('claimRefusal: the date window, then the owner’s own restaurant', () => {
    const today = new Date(2026, 10, 21, 12);
    const diner = { isRestaurantOwner: false, restaurantProfile: null };
    const owner = {
      isRestaurantOwner: true,
      restaurantProfile: { name: bill.restaurantName, address: bill.address },
    };
    expect(claimRefusal(bill, diner, today)).toBeNull();
    expect(claimRefusal(bill, null, today)).toBeNull();
    expect(claimRefusal({ ...bill, date: '2026-10-01' }, diner, today)).toBe(BILL_TOO_OLD);
    expect(claimRefusal({ ...bill, date: '2026-11-22' }, diner, today)).toBe(BILL_DATE_IN_FUTURE);
    expect(claimRefusal(bill, owner, today)).toBe(OWN_RESTAURANT_BILL);
    expect(claimRefusal({ ...bill, address: 'Elsewhere 1' }, owner, today)).toBeNull();
    // The same folding as the receipt key: case, accents and look-alikes do not make it another place.
    const shouted = {
      ...bill,
      restaurantName: bill.restaurantName.toUpperCase(),
      address: `  ${bill.address}!`,
    };
    expect(claimRefusal(shouted, owner, today)).toBe(OWN_RESTAURANT_BILL);
    const cyrillicA = { ...bill, restaurantName: bill.restaurantName.replace(/a/g, '\u0430') };
    expect(claimRefusal(cyrillicA, owner, today)).toBe(OWN_RESTAURANT_BILL);
    // Owner mode off does not make one's own restaurant claimable.
    const ownerOff = { ...owner, isRestaurantOwner: false };
    expect(claimRefusal(shouted, ownerOff, today)).toBe(OWN_RESTAURANT_BILL);
    // A stored restaurantKey is what counts.
    const keyed = {
      restaurantProfile: { name: 'Old name', address: 'Old street', restaurantKey: billRestaurantKey(bill) },
    };
    expect(claimRefusal(bill, keyed, today)).toBe(OWN_RESTAURANT_BILL);
    expect(FINAL_REFUSALS.has(OWN_RESTAURANT_BILL)).toBe(true);
    expect(scanErrorMessage(new Error(OWN_RESTAURANT_BILL))).toBe(OWN_RESTAURANT_BILL);
  });

  it('formatBillDate shows day, month and year the same in every locale', () => {
    expect(formatBillDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatBillDate('2026-01-05')).toBe('5 Jan 2026');
    expect(formatBillDate('2026-13-05')).toBe('2026-13-05');
  });
});
