import { afterEach, describe, expect, it } from 'vitest';
import { boardFromRunQuery, fromRestValue, takeFirstBoard } from './first-board';

// A runQuery answer as the Firestore REST API (and the emulator) sends it.
const answer = [
  {
    document: {
      name: 'projects/demo/databases/(default)/documents/users/u1',
      fields: {
        username: { stringValue: 'ann' },
        photoURL: { stringValue: 'https://example.com/a.png' },
        goldPoints: { integerValue: '4863' },
        silverPoints: { doubleValue: 12.5 },
        totalSpent: { integerValue: '99' },
      },
    },
    readTime: '2026-11-22T17:00:00.000Z',
  },
  {
    document: {
      name: 'projects/demo/databases/(default)/documents/users/u2',
      fields: { username: { stringValue: 'bob' }, goldPoints: { integerValue: '12' } },
    },
  },
];

describe('the first board from the HTML', () => {
  afterEach(() => {
    window.__goldforkFirstBoard = undefined;
  });

  it('reads a runQuery answer as the cards read a Lite document, in its order', () => {
    expect(boardFromRunQuery(answer)).toEqual([
      {
        uid: 'u1',
        username: 'ann',
        photoURL: 'https://example.com/a.png',
        goldPoints: 4863,
        silverPoints: 12.5,
      },
      { uid: 'u2', username: 'bob', photoURL: '', goldPoints: 12, silverPoints: 0 },
    ]);
  });

  it('an empty board is an answer with only a readTime', () => {
    expect(boardFromRunQuery([{ readTime: '2026-11-22T17:00:00.000Z' }])).toEqual([]);
  });

  it('refuses what is not a runQuery answer (an error body), so the page asks again', () => {
    expect(() => boardFromRunQuery({ error: { code: 403 } })).toThrow();
  });

  it('turns every REST value kind into a plain value', () => {
    expect(fromRestValue({ booleanValue: true })).toBe(true);
    expect(fromRestValue({ nullValue: null })).toBeNull();
    expect(fromRestValue({ timestampValue: '2026-11-22T17:00:00Z' })).toEqual(
      new Date('2026-11-22T17:00:00Z'),
    );
    expect(fromRestValue({ arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'x' }] } })).toEqual([
      1,
      'x',
    ]);
    expect(fromRestValue({ arrayValue: {} })).toEqual([]);
    expect(fromRestValue({ mapValue: { fields: { a: { integerValue: '2' } } } })).toEqual({ a: 2 });
  });

  it('is taken once: a later load asks the Lite reader', async () => {
    window.__goldforkFirstBoard = Promise.resolve(answer);
    const first = takeFirstBoard();
    expect(first).not.toBeNull();
    expect((await first!).map((u) => u.uid)).toEqual(['u1', 'u2']);
    expect(takeFirstBoard()).toBeNull();
  });

  it('there is none on a page other than / (the inline script sets nothing there)', () => {
    expect(takeFirstBoard()).toBeNull();
  });
});
