import { linesFromText } from './ocr-line.fixtures';
import { receiptLines } from './receipt-lines';
import { readTotal } from './receipt-total';

const totalOf = (text: string) => readTotal(receiptLines(linesFromText(text)));

describe('readTotal', () => {
  it.each([
    ['Pizza 12,50\nTOTALE 33,50', 33.5],
    ['Schnitzel 16,00\nSUMME EUR 26,60', 26.6],
    ['Burger 12.00\nTOTAL: $30.00', 30],
    ['Fish and chips 19.90\nAmount due 39.10', 39.1],
    ['Menu 1.215,00\nTOTALE COMPLESSIVO 1.215,00', 1215],
    ['Steak frites 19,40\nTOTAL TTC 33,40 €', 33.4],
    ['Paella 18,50\nTOTAL A PAGAR EUR 29,90', 29.9],
    ['Croque 9,50\nNET A PAYER 24,70', 24.7],
    ['Kaffee 3,20\nGesamtbetrag EUR 986,30', 986.3],
  ])('%j → %d', (text, total) => {
    expect(totalOf(text)).toBe(total);
  });

  it('prefers the labelled total over a larger item line', () => {
    expect(totalOf('Menu gruppo 45,00\nCaffè 2,00\nSconto -10,00\nTOTALE 37,00')).toBe(37);
  });

  it('never takes the subtotal, the tax, the cash handed over or the change', () => {
    const text = [
      'Lasagne 26,90',
      'Subtotale 26,90',
      'Totale 29,40',
      'di cui IVA 10% 2,67',
      'Contanti 50,00',
      'Resto 20,60',
    ].join('\n');
    expect(totalOf(text)).toBe(29.4);
    expect(totalOf('SUB-TOTAL 30.00\nTOTAL TAX 2.40\nTIP 5.00\nTOTAL 37.40\nCASH 50.00\nCHANGE 12.60')).toBe(
      37.4,
    );
  });

  it('reads a total after a tip as the one paid', () => {
    expect(totalOf('Total 30.00\nTip 5.00\nTotal 35.00')).toBe(35);
  });

  it('takes the surer label: TOTALE COMPLESSIVO over a plain TOTALE', () => {
    expect(totalOf('Totale 12,00\nTotale complessivo 14,00')).toBe(14);
  });

  it('tolerates what readers make of the label and the digits', () => {
    expect(totalOf('T0TALE 18,7O')).toBe(18.7);
    expect(totalOf('TOTAI EUR 42,5O')).toBe(42.5);
    expect(totalOf('|  Totale          183,00 €   |')).toBe(183);
    expect(totalOf('TOTALEEURO  EUR 105,20')).toBe(105.2);
  });

  it('finds the amount on the next line when the reader split the row', () => {
    expect(totalOf('Acqua 2,00\nTOTALE\n33,50\nGrazie!')).toBe(33.5);
  });

  it('reads a total whose decimal mark was lost as cents, after any total read with its mark', () => {
    expect(totalOf('Lasagne 4,60\nTOTALE      3740¢')).toBe(37.4);
    expect(totalOf('Totale 37,40\nTOTALE 3740')).toBe(37.4);
  });

  it('without any label, takes the largest amount that is not cash or change', () => {
    expect(totalOf('Fish and chips 19.90\nSparkling water 19.20\ne 39.10\nCash 50.00\nChange 10.90')).toBe(
      39.1,
    );
  });

  it('is null when there is no amount at all', () => {
    expect(totalOf('Trattoria Da Gino\nVia Roma 1\nGrazie!')).toBeNull();
    expect(totalOf('')).toBeNull();
  });
});
