import {
  DATE_NOT_AVAILABLE,
  formatCount,
  formatDate,
  formatDay,
  formatEuro,
  formatPoints,
  formatRelative,
  formatTime,
  INVALID_DATE,
} from './format';

const at = (iso: string) => new Date(iso);

describe('the fallbacks', () => {
  it("are the spec's texts", () => {
    expect(DATE_NOT_AVAILABLE).toBe('Date not available');
    expect(INVALID_DATE).toBe('Invalid date');
  });
});

describe('formatEuro', () => {
  it('shows euros with two decimals and thousands separators', () => {
    expect(formatEuro(42.5)).toBe('€42.50');
    expect(formatEuro(1234)).toBe('€1,234.00');
    expect(formatEuro(0)).toBe('€0.00');
  });

  it('rounds to the cent', () => {
    expect(formatEuro(0.1 + 0.2)).toBe('€0.30');
    expect(formatEuro(19.999)).toBe('€20.00');
    expect(formatEuro(7.004)).toBe('€7.00');
  });

  it('keeps the sign and shows a non-number as zero', () => {
    expect(formatEuro(-3)).toBe('-€3.00');
    expect(formatEuro(Number.NaN)).toBe('€0.00');
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBe('€0.00');
  });
});

describe('formatCount', () => {
  it('is a whole number with separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('never shows a negative, fractional or non-number count', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(2.7)).toBe('2');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatPoints', () => {
  it('is a whole number with separators, keeping a negative delta', () => {
    expect(formatPoints(1500)).toBe('1,500');
    expect(formatPoints(-25)).toBe('-25');
    expect(formatPoints(9.9)).toBe('9');
    expect(formatPoints(Number.NaN)).toBe('0');
    expect(formatPoints(-0.5)).toBe('0');
  });

  it("writes what toLocaleString('en') writes, without Intl (a page's first Intl use is slow)", () => {
    const samples = [
      0,
      7,
      999,
      1000,
      4863,
      99_999,
      100_000,
      1_234_567,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
      1e21,
    ];
    for (const n of [...samples, ...samples.map((x) => -x).filter((x) => x !== 0)]) {
      expect(formatPoints(n)).toBe(n.toLocaleString('en'));
    }
    for (const n of samples) expect(formatCount(n)).toBe(n.toLocaleString('en'));
  });

  it('wakes no Intl, neither when the module loads nor for points and counts', async () => {
    vi.resetModules();
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const relativeFormat = vi.spyOn(Intl, 'RelativeTimeFormat');
    try {
      const fresh = await import('./format');
      expect([fresh.formatPoints(-4863), fresh.formatCount(1_234_567)]).toEqual(['-4,863', '1,234,567']);
      expect(toLocale).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
      expect(relativeFormat).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('formatDay', () => {
  it('formats YYYY-MM-DD without a time-zone shift', () => {
    expect(formatDay('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatDay('2024-02-29')).toBe('Feb 29, 2024');
  });

  it("uses the spec's fallbacks for a missing or bad date", () => {
    expect(formatDay('')).toBe('Date not available');
    expect(formatDay(null)).toBe('Date not available');
    expect(formatDay(undefined)).toBe('Date not available');
    expect(formatDay('12/03/2025')).toBe('Invalid date');
    expect(formatDay('2025-02-30')).toBe('Invalid date');
    expect(formatDay('2025-02-29')).toBe('Invalid date');
    expect(formatDay('2025-13-01')).toBe('Invalid date');
  });
});

describe('formatDate', () => {
  it('shows a moment as its day, in the same style as formatDay', () => {
    expect(formatDate(new Date(2025, 2, 12, 18, 30))).toBe('Mar 12, 2025');
    expect(formatDate(new Date(2025, 2, 12, 18, 30))).toBe(formatDay('2025-03-12'));
  });

  it("uses the spec's fallbacks", () => {
    expect(formatDate(null)).toBe('Date not available');
    expect(formatDate(undefined)).toBe('Date not available');
    expect(formatDate(new Date('nope'))).toBe('Invalid date');
  });
});

describe('formatTime', () => {
  it('is a 24-hour clock time', () => {
    expect(formatTime(new Date(2025, 2, 12, 14, 5))).toBe('14:05');
    expect(formatTime(new Date(2025, 2, 12, 9, 0))).toBe('09:00');
  });

  it('is empty while the server time is pending, and says so for a bad date', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(new Date('nope'))).toBe('Invalid date');
  });
});

describe('formatRelative', () => {
  const now = at('2025-03-10T12:00:00Z');

  it('is relative within a week', () => {
    expect(formatRelative(at('2025-03-10T11:59:30Z'), now)).toBe('just now');
    expect(formatRelative(at('2025-03-10T11:59:00Z'), now)).toBe('1 minute ago');
    expect(formatRelative(at('2025-03-10T11:55:00Z'), now)).toBe('5 minutes ago');
    expect(formatRelative(at('2025-03-10T11:00:00Z'), now)).toBe('1 hour ago');
    expect(formatRelative(at('2025-03-10T09:00:00Z'), now)).toBe('3 hours ago');
    expect(formatRelative(at('2025-03-09T11:00:00Z'), now)).toBe('yesterday');
    expect(formatRelative(at('2025-03-06T12:00:00Z'), now)).toBe('4 days ago');
  });

  it('is the date after a week, and for a time far in the future', () => {
    expect(formatRelative(at('2025-03-03T12:00:00Z'), now)).toBe(formatDate(at('2025-03-03T12:00:00Z')));
    expect(formatRelative(at('2025-02-01T12:00:00Z'), now)).toBe('Feb 1, 2025');
    expect(formatRelative(at('2025-04-01T12:00:00Z'), now)).toBe('Apr 1, 2025');
  });

  it('treats a little clock skew as now', () => {
    expect(formatRelative(at('2025-03-10T12:01:00Z'), now)).toBe('just now');
    expect(formatRelative(at('2025-03-10T12:04:59Z'), now)).toBe('just now');
  });

  it("uses the spec's fallbacks", () => {
    expect(formatRelative(null, now)).toBe('Date not available');
    expect(formatRelative(undefined, now)).toBe('Date not available');
    expect(formatRelative(new Date('nope'), now)).toBe('Invalid date');
  });

  it('measures from the current time when no now is given', () => {
    expect(formatRelative(new Date())).toBe('just now');
  });
});

describe('dates and relative times without ICU (decision 0053)', () => {
  const LOCALE = { en: 'en', it: 'it-IT' } as const;
  const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it.each(['en', 'it'] as const)('writes what ICU writes, in %s', (language) => {
    document.documentElement.lang = language;
    const locale = LOCALE[language];
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const now = new Date(2025, 2, 10, 12, 0);
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2024, month, day, 23, 59);
        expect(formatDate(date)).toBe(date.toLocaleDateString(locale, DAY));
        const iso = `2024-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatDay(iso)).toBe(
          new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { ...DAY, timeZone: 'UTC' }),
        );
      }
    }
    for (const minutes of [1, 2, 5, 21, 59]) {
      const then = new Date(now.getTime() - minutes * 60_000);
      expect(formatRelative(then, now)).toBe(relative.format(-minutes, 'minute'));
    }
    for (const hours of [1, 2, 13, 23]) {
      const then = new Date(now.getTime() - hours * 3_600_000);
      expect(formatRelative(then, now)).toBe(relative.format(-hours, 'hour'));
    }
    for (const days of [1, 2, 3, 6]) {
      const then = new Date(now.getTime() - days * 86_400_000);
      expect(formatRelative(then, now)).toBe(relative.format(-days, 'day'));
    }
    for (const [h, m] of [
      [0, 0],
      [9, 5],
      [14, 5],
      [23, 59],
    ]) {
      const date = new Date(2025, 2, 12, h, m);
      expect(formatTime(date)).toBe(date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }));
    }
  });

  it('wakes no Intl for them', () => {
    const relativeFormat = vi.spyOn(Intl, 'RelativeTimeFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const toDate = vi.spyOn(Date.prototype, 'toLocaleDateString');
    const toTime = vi.spyOn(Date.prototype, 'toLocaleTimeString');
    try {
      const now = new Date(2025, 2, 10, 12, 0);
      formatRelative(new Date(2025, 2, 10, 11, 0), now);
      formatRelative(new Date(2025, 2, 9, 11, 0), now);
      formatRelative(new Date(2025, 1, 9, 11, 0), now);
      formatDay('2025-03-01');
      formatTime(now);
      expect(relativeFormat).not.toHaveBeenCalled();
      expect(dateFormat).not.toHaveBeenCalled();
      expect(toDate).not.toHaveBeenCalled();
      expect(toTime).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
