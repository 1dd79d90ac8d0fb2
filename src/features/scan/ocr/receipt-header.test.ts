import type { OcrLine } from './ocr-line';
import { linesFromText } from './ocr-line.fixtures';
import { readHeader } from './receipt-header';
import { receiptLines } from './receipt-lines';

const headerOf = (lines: OcrLine[]) => readHeader(receiptLines(lines));

describe('readHeader', () => {
  it('takes the first line that reads like words as the name and the next as the address', () => {
    const h = headerOf(linesFromText('OSTERIA TRE ARCHI\nPiazza Duomo 121\nTel. 40 4285 315\nTotale 12,00'));
    expect(h).toMatchObject({ restaurantName: 'OSTERIA TRE ARCHI', address: 'Piazza Duomo 121' });
  });

  it('adds the postcode and town line to the address', () => {
    expect(headerOf(linesFromText('Trattoria Da Gino\nVia Roma 1\n20121 Milano')).address).toBe(
      'Via Roma 1, 20121 Milano',
    );
    expect(headerOf(linesFromText('The Golden Fork\nMarket Square 8\nBoston, MA 02108')).address).toBe(
      'Market Square 8, Boston, MA 02108',
    );
  });

  it('skips specks, rows of stars, stutters and receipt words above the name', () => {
    const h = headerOf(
      linesFromText(
        [
          '|',
          'i i i   |',
          'RIRIRIRERERIRIRE',
          'RICEVUTA FISCALE',
          'fl      Bar Casa Pepe      [!',
          'Calle Serrano 91',
        ].join('\n'),
      ),
    );
    expect(h).toMatchObject({ restaurantName: 'Bar Casa Pepe', address: 'Calle Serrano 91' });
  });

  it('prefers the tall line when the reader gives heights', () => {
    const h = headerOf([
      { text: 'Benvenuti da', height: 20 },
      { text: 'Pizzeria Bella Napoli', height: 38 },
      { text: 'Via dei Mille 5', height: 20 },
      { text: 'Margherita 8,00', height: 20 },
    ]);
    expect(h.restaurantName).toBe('Pizzeria Bella Napoli');
  });

  it('skips a line the reader was unsure of, word by word', () => {
    const h = headerOf([
      {
        text: 'csnsnininiIRIRIRE  01',
        confidence: 40,
        words: [{ text: 'csnsnininiIRIRIRE', confidence: 40 }],
      },
      {
        text: '[1]   THE GOLDEN FORK   | 11',
        confidence: 55,
        words: [
          { text: '[1]', confidence: 20 },
          { text: 'THE', confidence: 90 },
          { text: 'GOLDEN', confidence: 91 },
          { text: 'FORK', confidence: 88 },
          { text: '|', confidence: 30 },
        ],
      },
      { text: 'Market Square 108', confidence: 91 },
    ]);
    expect(h.restaurantName).toBe('THE GOLDEN FORK');
  });

  it('puts capitals back where the reader wrote brackets or digits', () => {
    expect(headerOf(linesFromText('OSTERIA TRE ARCH]\nVia Po 1')).restaurantName).toBe('OSTERIA TRE ARCHI');
    expect(headerOf(linesFromText('CAFFE MlLAN0\nVia Po 1')).restaurantName).toBe('CAFFE MILANO');
  });

  it('is empty when no line reads like a name before the first amount', () => {
    expect(headerOf(linesFromText('|\n12,50\nTrattoria'))).toEqual({
      restaurantName: '',
      address: '',
      end: 0,
    });
  });
});
