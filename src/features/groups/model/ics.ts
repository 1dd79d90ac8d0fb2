// "Add to calendar" (decision 0051): one event as an iCalendar file (RFC 5545), pure. Times are UTC
// (…Z), texts escaped (backslash, semicolon, comma, newline), lines folded at 75 octets, CRLF endings.

export interface IcsEvent {
  uid: string;
  title: string;
  start: Date;
  /** Default: two hours after the start. */
  end?: Date;
  location: string;
  description: string;
  /** An event that was cancelled is still exported, marked so. */
  cancelled?: boolean;
  /** The URL of the group's page. */
  url?: string;
}

const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** 2026-12-12T19:30:00.000Z → 20261212T193000Z */
export function icsTime(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** A TEXT value escaped: \ ; , and newlines (RFC 5545 3.3.11). */
export function icsEscape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (UTF-8), never inside a character; continuations start with a space. */
export function icsFold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole file's text. `now` stamps DTSTAMP. */
export function buildIcs(e: IcsEvent, now: Date = new Date()): string {
  const end = e.end ?? new Date(e.start.getTime() + DEFAULT_LENGTH_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Goldfork//Group events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsEscape(e.uid)}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(e.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsEscape(e.title)}`,
    `LOCATION:${icsEscape(e.location)}`,
    ...(e.description ? [`DESCRIPTION:${icsEscape(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}

/** A file name from the title: letters, digits and dashes, at most 60, then .ics. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}
