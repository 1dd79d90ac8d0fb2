import { linesFromText } from './ocr-line.fixtures';
import { readItems } from './receipt-items';
import { receiptLines } from './receipt-lines';

describe('readItems', () => {
  it('takes the lines with a name and a price between the header and the total', () => {
    const text = [
      'Trattoria Da Gino',
      'Via Roma 1',
      'Pizza Margherita ........ 8,50',
      '2 x Vino rosso      EUR 9,00',
      '2 x 4,50',
      '************',
      'Subtotale 17,50',
      'Totale 17,50',
      'Caffè 1,00',
    ].join('\n');
    expect(readItems(receiptLines(linesFromText(text)), 2)).toEqual([
      { name: 'Pizza Margherita', price: 8.5 },
      { name: '2 x Vino rosso', price: 9 },
    ]);
  });

  it('cuts the dot leaders and currency marks between a name and its price, however they were read', () => {
    const text = '3 X ACQUA NATURALE ......   7,50\nCOPERTO . . . . EUR 4,00\nVino …… € 9,00';
    expect(readItems(receiptLines(linesFromText(text)), 0).map((i) => i.name)).toEqual([
      '3 X ACQUA NATURALE',
      'COPERTO',
      'Vino',
    ]);
  });

  it('leaves out tax, cash and change lines', () => {
    const text = 'Burger 12.00\nTax 1.20\nCash 20.00';
    expect(readItems(receiptLines(linesFromText(text)), 0)).toEqual([{ name: 'Burger', price: 12 }]);
  });
});
