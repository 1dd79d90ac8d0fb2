import {
  amountWithoutMark,
  collapseSpaces,
  fixDigits,
  foldWords,
  labelOf,
  moneyTokens,
  sameWord,
  tidyLine,
} from './ocr-tokens';

const values = (line: string) => moneyTokens(fixDigits(line)).map((t) => t.value);

describe('tidyLine and collapseSpaces', () => {
  it('cuts table edges and specks off both ends and keeps the gaps inside', () => {
    expect(tidyLine('|   Totale      183,00 |')).toBe('Totale      183,00');
    expect(tidyLine('[!  SANGRIA 12,50  ©')).toBe('SANGRIA 12,50');
    expect(tidyLine('\u00a0Via Roma 1\u202f')).toBe('Via Roma 1');
    expect(collapseSpaces('Bar   Casa  Pepe ')).toBe('Bar Casa Pepe');
  });
});

describe('fixDigits', () => {
  it('puts digits back into numbers: O for 0, l and I for 1, S for 5', () => {
    expect(fixDigits('TOTALE 1O,5O')).toBe('TOTALE 10,50');
    expect(fixDigits('Data: 2l/11/2O26')).toBe('Data: 21/11/2026');
    expect(fixDigits('Summe 3S,90')).toBe('Summe 35,90');
  });

  it('leaves words alone', () => {
    expect(fixDigits('IVA SOLO Il Gabbiano')).toBe('IVA SOLO Il Gabbiano');
    expect(fixDigits('Osteria Tre Archi')).toBe('Osteria Tre Archi');
  });
});

describe('moneyTokens', () => {
  it.each([
    ['TOTALE 33,50', [33.5]],
    ['TOTALE COMPLESSIVO 1.215,00', [1215]],
    ['TOTAL: $30.00', [30]],
    ['Summe 33,40 €', [33.4]],
    ['TOTALE EUR 29,90', [29.9]],
    ['Total 1,215.50', [1215.5]],
    ['Sconto -2,00', [-2]],
    ['Totale 183, 00', [183]],
    ['Lasagne 26,90  Acqua 3,00', [26.9, 3]],
    ['CAFFE 1,50¢', [1.5]],
  ])('%j → %j', (line, expected) => {
    expect(values(line)).toEqual(expected);
  });

  it.each([
    ['21.11.2026'],
    ['07/11/26 Ora 20:47'],
    ['Tel. 40 4285 315'],
    ['P.IVA 01234567890'],
    ['IVA 10,00%'],
    ['Vino rosso 1/4'],
    ['Tavolo 12 Coperti 2'],
  ])('%j holds no amount', (line) => {
    expect(values(line)).toEqual([]);
  });

  it('gives where each amount is, so the label can be read without it', () => {
    const line = 'Totale      183,00 €';
    expect(labelOf(line, moneyTokens(line))).toBe('Totale');
  });
});

describe('amountWithoutMark', () => {
  it('reads a run of digits whose decimal mark was lost as cents', () => {
    expect(amountWithoutMark('TOTALE      3740¢')?.value).toBe(37.4);
    expect(amountWithoutMark('GESAMT  EUR 11380')?.value).toBe(113.8);
  });

  it('finds none in a line without such a run', () => {
    expect(amountWithoutMark('TOTALE')).toBeNull();
    expect(amountWithoutMark('Data 21/11/2026')).toBeNull();
  });
});

describe('foldWords and sameWord', () => {
  it('folds accents, case and look-alike digits, and drops a glued currency', () => {
    expect(foldWords('Sous-total')).toEqual(['SOUS', 'TOTAL']);
    expect(foldWords('T0TALE:')).toEqual(['TOTALE']);
    expect(foldWords('Rückgeld')).toEqual(['RUCKGELD']);
    expect(foldWords('TOTALEEURO')).toEqual(['TOTALE']);
    expect(foldWords('di cui IVA 10%')).toEqual(['DI', 'CUI', 'IVA']);
  });

  it('lets a long word be one letter off, a short one not at all', () => {
    expect(sameWord('TOTAI', 'TOTAL')).toBe(true);
    expect(sameWord('SUMMF', 'SUMME')).toBe(true);
    expect(sameWord('TAK', 'TAX')).toBe(false);
    expect(sameWord('SUBTOTAL', 'TOTAL')).toBe(false);
  });
});
