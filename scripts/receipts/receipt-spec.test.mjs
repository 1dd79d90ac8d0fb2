import { describe, expect, it } from 'vitest';
import { dateForms, formatAmount, isoDaysBefore, receiptSet, receiptSpec } from './receipt-spec.mjs';
import { receiptHtml } from './receipt-html.mjs';

describe('generated receipts', () => {
  it('are the same for the same seed and differ between seeds', () => {
    expect(receiptSpec(7, { seed: 3 })).toEqual(receiptSpec(7, { seed: 3 }));
    expect(receiptSpec(7, { seed: 3 })).not.toEqual(receiptSpec(7, { seed: 4 }));
  });

  it('print a total that is the sum of their items, and a date at most 45 days before the base date', () => {
    for (const spec of receiptSet(40, { seed: 1, baseDate: '2026-11-21' })) {
      expect(spec.print.total).toBe(formatAmount(spec.truth.totalAmount, spec.moneyStyle));
      expect(spec.truth.date <= '2026-11-21' && spec.truth.date >= isoDaysBefore('2026-11-21', 45)).toBe(
        true,
      );
      const html = receiptHtml(spec);
      expect(html).toContain(spec.print.total);
      expect(html).toContain(spec.print.dateLine.replace(/&/g, '&amp;'));
    }
  });

  it('cover every language, money form and date form of the evaluation set (decision 0009)', () => {
    const set = receiptSet(60, { seed: 1 });
    expect(new Set(set.map((s) => s.lang))).toEqual(new Set(['it', 'de', 'fr', 'es', 'en']));
    expect(new Set(set.map((s) => s.moneyStyle)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(set.map((s) => s.dateStyle)).size).toBeGreaterThanOrEqual(6);
  });

  it('pin a language, money form and date form when asked (the end-to-end cases)', () => {
    const spec = receiptSpec(0, {
      seed: 9,
      baseDate: '2026-11-21',
      lang: 'it',
      dateStyle: 'slash',
      moneyStyle: 'commaEuro',
    });
    expect(spec).toMatchObject({ lang: 'it', dateStyle: 'slash', moneyStyle: 'commaEuro' });
  });
});

describe('printed forms', () => {
  it('write money as receipts do', () => {
    expect(formatAmount(1215, 'comma')).toBe('1.215,00');
    expect(formatAmount(33.4, 'commaEuro')).toBe('33,40 €');
    expect(formatAmount(29.9, 'eurPrefix')).toBe('EUR 29,90');
    expect(formatAmount(30, 'dollar')).toBe('$30.00');
  });

  it('write dates as receipts do, US month-first only when the day is over 12', () => {
    expect(dateForms('2026-11-21', 'en')).toMatchObject({ us: '11/21/2026', monthEn: '21 Nov 2026' });
    expect(dateForms('2026-11-05', 'en').us).toBeUndefined();
    expect(dateForms('2026-11-21', 'de')).toMatchObject({ dot: '21.11.2026', month: '21. November 2026' });
  });
});
