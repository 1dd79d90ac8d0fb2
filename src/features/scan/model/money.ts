// Money amounts as a model writes them on a receipt.

/** Rounds to whole cents. */
export function roundToCents(n: number): number {
  return Math.round(n * 100) / 100;
}

const CURRENCY_WORDS =
  /(?<![a-z])(?:eur|euros?|usd|gbp|chf|dkk|sek|nok|pln|czk|huf|ron|dollars?|pounds?)(?![a-z])/gi;

/**
 * Reads a money amount as a model writes it: 42.5, '€ 42,50', '42.50 EUR', 'EUR 1.234,56',
 * '1,234.56', '$12'. Returns null when it is not a number. Negative values are kept (item discounts).
 */
export function parseMoney(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let s = value
    .replace(CURRENCY_WORDS, ' ')
    .replace(/\p{Sc}/gu, ' ')
    .trim();
  let sign = 1;
  if (/^[-−]/.test(s)) {
    sign = -1;
    s = s.slice(1).trim();
  } else if (s.startsWith('+')) {
    s = s.slice(1).trim();
  }
  // Thousands may be grouped with spaces, narrow spaces or apostrophes (1 234,56 · 1'234.50).
  s = s.replace(/[\s\u00a0\u202f'’]/g, '');
  if (!/^(?:\d[\d.,]*|[.,]\d+)$/.test(s) || /[.,]{2}/.test(s) || /[.,]$/.test(s)) return null;

  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [intPart, frac] = [s.slice(0, s.lastIndexOf(decimal)), s.slice(s.lastIndexOf(decimal) + 1)];
    if (intPart.includes(decimal) || !isGroupedThousands(intPart, thousands)) return null;
    normalised = `${intPart.split(thousands).join('')}.${frac}`;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    if (parts.length > 2) {
      // 1.234.567 / 1,234,567: separators of thousands only
      if (!isGroupedThousands(s, sep)) return null;
      normalised = parts.join('');
    } else {
      const [intPart, frac] = parts as [string, string];
      // One separator followed by exactly three digits after a non-zero integer part is a
      // thousands separator (money has two decimals): '1.234' and '1,234' are 1234.
      const thousands = frac.length === 3 && /^[1-9]\d{0,2}$/.test(intPart);
      normalised = thousands ? intPart + frac : `${intPart || '0'}.${frac}`;
    }
  } else {
    normalised = s;
  }
  const n = Number(normalised);
  return Number.isFinite(n) ? sign * n : null;
}

function isGroupedThousands(s: string, sep: string): boolean {
  if (!s.includes(sep)) return /^\d+$/.test(s);
  const groups = s.split(sep);
  return /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}
