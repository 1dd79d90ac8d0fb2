// Whole receipts as tesseract.js read generated photos of them (npm run eval:receipts), noise included.
import { linesFromText } from './ocr-line.fixtures';
import { isEmptyReading, parseReceiptText } from './parse-receipt-text';

const today = new Date(2026, 10, 22, 12);

const ITALIAN = `1
i i i                           |
OSTERIA TRE ARCHI
Piazza Duomo 121
1             10121 Torino                   |
1              Tel. 40 4285 315
P.IVA 01234567890             !       !
07/11/26 Ora 20:47                   [      |
EE EE EE EEE EEE EE EEE        |
Insalata mista                 26,90
Tiramisu                        6,50          |
Risotto ai funghi               13,00 |
3 x Coperto                   75,00       |
3x 25.00
Vino rosso 1/4                 13,00
Lasagne                       26,90
Acqua naturale                21,70
FERRARA RRA AAR REE RRR
Subtotale                     183,00
Totale                       183,00
di cui IVA 10%                      16,64
BARRERA RARER RARER AAA ah
Grazie e arrivederci!`;

const GERMAN = `GASTHAUS ZUR LINDE
SchillerstraBe 123
10115 Berlin
Tel. 61 6751 386
Datum: 2026-11-18 Zeit 16:56
Apfelstrudel                                 EUR 4,30
2 x WeiBbier 0,51                           EUR2300
|                      2x 11,50
|              | 2 x Bratwurst mit Kraut                  EUR 36,00
                     2x18,00
                   Menu                                      EUR 923,00
\\                  Zwischensumme                        EUR 986,30
              Gesamtbetrag              EUR 986,30
                                        Vielen Dank!`;

const ENGLISH = `HARBOUR GRILL

Harbour Road 66

Dublin D02 X285

Tel. 35 6376 407

Table 5 Guests 2
Fish and chips                                        19.90
Sparkling water                                   19.20
Balance due                                         39.10
Te                                                   355
Date: 10/31/2026 11:54
Thank you, come again!
EE ——————`;

describe('parseReceiptText', () => {
  it('reads an Italian receipt: name, address with town, total over the subtotal, a 2-digit year', () => {
    const bill = parseReceiptText(linesFromText(ITALIAN), today);
    expect(bill).toMatchObject({
      restaurantName: 'OSTERIA TRE ARCHI',
      address: 'Piazza Duomo 121, 10121 Torino',
      totalAmount: 183,
      date: '2026-11-07',
    });
    expect(bill.items).toContainEqual({ name: 'Insalata mista', price: 26.9 });
    expect(bill.items).toContainEqual({ name: '3 x Coperto', price: 75 });
    expect(bill.items.map((i) => i.name)).not.toContain('3x');
  });

  it('reads a German receipt: Gesamtbetrag, not the Zwischensumme line; an ISO date', () => {
    expect(parseReceiptText(linesFromText(GERMAN), today)).toMatchObject({
      restaurantName: 'GASTHAUS ZUR LINDE',
      address: 'SchillerstraBe 123, 10115 Berlin',
      totalAmount: 986.3,
      date: '2026-11-18',
    });
  });

  it('reads an English receipt: Balance due, a US date', () => {
    expect(parseReceiptText(linesFromText(ENGLISH), today)).toMatchObject({
      restaurantName: 'HARBOUR GRILL',
      address: 'Harbour Road 66, Dublin D02 X285',
      totalAmount: 39.1,
      date: '2026-10-31',
    });
  });

  it('leaves what it cannot read empty, and says when it read nothing of a bill', () => {
    const partial = parseReceiptText(linesFromText('Trattoria Da Gino\nVia Roma 1\nTotale 12,00'), today);
    expect(partial).toMatchObject({ totalAmount: 12, date: null });
    expect(isEmptyReading(partial)).toBe(false);
    const nothing = parseReceiptText(linesFromText('|\n~ ~\n'), today);
    expect(nothing).toEqual({ restaurantName: '', address: '', totalAmount: null, date: null, items: [] });
    expect(isEmptyReading(nothing)).toBe(true);
  });
});
