// The first board's answer, asked for by index.html before the app loaded (vite-plugins/first-board.ts;
// docs/decisions/0013-first-paint-from-html.md). Taken once: every later load goes through the Lite
// reader, so coming back to / still shows fresh points.
import { toBoardUser, type BoardUser } from '../model';

declare global {
  interface Window {
    /** The REST runQuery answer (top 10 by gold), set by the inline script on / only. */
    __goldforkFirstBoard?: Promise<unknown>;
  }
}

type RestValue = Record<string, unknown>;

/** A Firestore REST value as the plain value the Lite reader's data() gives (the fields a card reads). */
export function fromRestValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('mapValue' in value) return fromRestFields((value.mapValue as { fields?: RestValue }).fields ?? {});
  if ('arrayValue' in value) {
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(fromRestValue);
  }
  return null;
}

function fromRestFields(fields: RestValue): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromRestValue(v as RestValue)]));
}

/** The users of a runQuery answer, in its order. */
export function boardFromRunQuery(answer: unknown): BoardUser[] {
  if (!Array.isArray(answer)) throw new Error('Not a runQuery answer');
  return answer.flatMap((row: { document?: { name: string; fields?: RestValue } }) => {
    if (!row.document) return []; // the last row of an answer can carry only its readTime
    const id = row.document.name.slice(row.document.name.lastIndexOf('/') + 1);
    return [toBoardUser(id, fromRestFields(row.document.fields ?? {}))];
  });
}

/** The prefetched top 10 by gold, once; null when there is none (another page first, or taken). */
export function takeFirstBoard(): Promise<BoardUser[]> | null {
  const answer = window.__goldforkFirstBoard;
  if (!answer) return null;
  window.__goldforkFirstBoard = undefined;
  return answer.then(boardFromRunQuery);
}
