import { buildIcs, icsEscape, icsFileName, icsFold, icsTime } from './ics';

describe('the .ics builder', () => {
  it('writes times in UTC', () => {
    expect(icsTime(new Date('2026-12-12T19:30:05.000Z'))).toBe('20261212T193005Z');
    expect(icsTime(new Date('2027-01-01T00:00:00+01:00'))).toBe('20261231T230000Z');
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(icsEscape('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = icsFold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(icsFold('SHORT')).toBe('SHORT');
  });

  it('makes one VEVENT with CRLF endings, a two-hour default length and the status', () => {
    const text = buildIcs(
      {
        uid: 'g1-e1@goldfork',
        title: 'Dinner; wine, cheese',
        start: new Date('2026-12-12T19:30:00Z'),
        location: 'Trattoria Bella, Via Roma 1',
        description: 'Line one\nLine two',
        url: 'https://goldfork.test/elite-groups/g1',
      },
      new Date('2026-11-28T10:00:00Z'),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Goldfork//Group events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:g1-e1@goldfork',
      'DTSTAMP:20261128T100000Z',
      'DTSTART:20261212T193000Z',
      'DTEND:20261212T213000Z',
      'SUMMARY:Dinner\\; wine\\, cheese',
      'LOCATION:Trattoria Bella\\, Via Roma 1',
      'DESCRIPTION:Line one\\nLine two',
      'URL:https://goldfork.test/elite-groups/g1',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('marks a cancelled event and leaves out an empty description', () => {
    const text = buildIcs({
      uid: 'x',
      title: 'T',
      start: new Date('2026-12-12T19:30:00Z'),
      end: new Date('2026-12-12T20:00:00Z'),
      location: 'L',
      description: '',
      cancelled: true,
    });
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('DTEND:20261212T200000Z');
    expect(text).not.toContain('DESCRIPTION');
  });

  it('names the file from the title', () => {
    expect(icsFileName("Chef's Table — Noël!")).toBe('chef-s-table-noel.ics');
    expect(icsFileName('***')).toBe('event.ics');
  });
});
