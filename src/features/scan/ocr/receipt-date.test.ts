import { linesFromText } from './ocr-line.fixtures';
import { readDate } from './receipt-date';
import { receiptLines } from './receipt-lines';

const today = new Date(2026, 10, 22, 12);
const dateOf = (text: string, when: Date | undefined = today) =>
  readDate(receiptLines(linesFromText(text)), when);

describe('readDate', () => {
  it.each([
    ['Data: 21/11/2026 Ora 20:15', '2026-11-21'],
    ['Datum 21.11.2026 19:42', '2026-11-21'],
    ['21-11-2026 Hora 21:01', '2026-11-21'],
    ['2026-11-21 13:05', '2026-11-21'],
    ['21 Nov 2026', '2026-11-21'],
    ['Date: Nov 21, 2026', '2026-11-21'],
    ['Datum: 13. November 2026', '2026-11-13'],
    ['Datum: 13, November 2026', '2026-11-13'],
    ['Data: 4 novembre 2026', '2026-11-04'],
    ['Fecha: 4 nov 2026 Hora 16:12', '2026-11-04'],
    ['Date : 9 févr. 2026', '2026-02-09'],
    ['07/11/26 Ora 20:47', '2026-11-07'],
  ])('%j → %s', (text, iso) => {
    expect(dateOf(text)).toBe(iso);
  });

  it('reads a US date month first when the day is over 12, day first otherwise', () => {
    expect(dateOf('11/21/2026 Time 20:07')).toBe('2026-11-21');
    expect(dateOf('10/11/2026')).toBe('2026-11-10');
  });

  it('tolerates O for 0, spaces around the separators and a time glued to the date', () => {
    expect(dateOf('Data: 2l/1O/2O26')).toBe('2026-10-21');
    expect(dateOf('Data 21 / 11 / 2026')).toBe('2026-11-21');
    expect(dateOf('2026-11-131628')).toBe('2026-11-13');
  });

  it('reads digits whose separators were lost only beside a date label', () => {
    expect(dateOf('Data: 30102026')).toBe('2026-10-30');
    expect(dateOf('Scontrino 30102026')).toBeNull();
  });

  it('prefers the labelled date, and a date that is not in the future', () => {
    expect(dateOf('Scadenza 01/12/2026\nData: 20/11/2026')).toBe('2026-11-20');
    expect(dateOf('Valid until 2027-05-01\n2026-11-20')).toBe('2026-11-20');
  });

  it('is null for a receipt with no date, and for phone numbers, VAT numbers and times', () => {
    expect(dateOf('Tel. 40 4285 315\nP.IVA 01234567890\nOra 20:47\nVino rosso 1/4')).toBeNull();
  });
});
