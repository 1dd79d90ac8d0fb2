import { totalAppearsInText } from './total-in-text';

describe('totalAppearsInText', () => {
  const text = 'OSTERIA TRE ARCHI\nLasagne 26,90\nTotale 1.215,50 €\nIVA 16,64';

  it('finds the total however the receipt writes it', () => {
    expect(totalAppearsInText(1215.5, text)).toBe(true);
    expect(totalAppearsInText(26.9, text)).toBe(true);
    expect(totalAppearsInText(30, 'TOTAL: $30.00')).toBe(true);
    expect(totalAppearsInText(10.5, 'TOTALE 1O,5O')).toBe(true);
  });

  it('does not find a total the receipt does not print', () => {
    expect(totalAppearsInText(1215, text)).toBe(false);
    expect(totalAppearsInText(42.5, text)).toBe(false);
    expect(totalAppearsInText(42.5, '')).toBe(false);
  });
});
