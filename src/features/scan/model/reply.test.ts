import { t } from 'i18next';
import { missingFieldsMessage } from './messages';
import { parseBillReply } from './reply';
import { errorText } from '@/i18n/error-text';

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
    // As the scan screen shows it: the spec's words.
    return errorText(e);
  }
  throw new Error('expected a throw');
}

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
    expect(errorOf(() => parseBillReply(text))).toBe(t('scan:errors.billNotAnalyzed'));
  });

  it('a reply without JSON gives the extract message', () => {
    expect(errorOf(() => parseBillReply('I cannot read this receipt, sorry.'))).toBe(
      t('scan:errors.billDetailsNotFound'),
    );
  });

  it.each([
    ['invalid JSON', '{"restaurantName": "A", address: B}'],
    ['a reply cut off', '```json\n{"restaurantName": "A", "address": "B", "totalAmount": 4'],
    ['only a non-object', '{1, 2}'],
  ])('%s gives the parse message', (_label, text) => {
    expect(errorOf(() => parseBillReply(text))).toBe(t('scan:errors.billDetailsUnparseable'));
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
      expect(errorOf(() => parseBillReply(reply({ totalAmount: amount })))).toBe(
        t('scan:errors.billAmountUnreadable'),
      );
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
    expect(errorOf(() => parseBillReply(reply({ date })))).toBe(t('scan:errors.billDateUnreadable'));
  });

  it('items are optional', () => {
    expect(parseBillReply(reply({}, ['items'])).items).toEqual([]);
    expect(parseBillReply(reply({ items: null })).items).toEqual([]);
    expect(parseBillReply(reply({ items: [] })).items).toEqual([]);
  });

  it('items must be a list', () => {
    expect(errorOf(() => parseBillReply(reply({ items: 'Pizza 12' })))).toBe(
      t('scan:errors.billItemsUnreadable'),
    );
    expect(errorOf(() => parseBillReply(reply({ items: { name: 'Pizza', price: 12 } })))).toBe(
      t('scan:errors.billItemsUnreadable'),
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
    expect(errorOf(() => parseBillReply(reply({ items: [item] })))).toBe(
      t('scan:errors.billItemDetailsUnreadable'),
    );
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
      t('scan:errors.billAmountUnreadable'),
    );
    expect(errorOf(() => parseBillReply(reply({ date: 'x', items: 'x' })))).toBe(
      t('scan:errors.billDateUnreadable'),
    );
  });
});
