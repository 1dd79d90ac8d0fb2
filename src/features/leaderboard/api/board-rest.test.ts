import { afterEach, describe, expect, it } from 'vitest';
import { fromRestValue, runQueryUrl } from '@/firebase/firestore-rest';
import { boardFromRunQuery, topUsersQuery } from './board-rest';
import { handoff } from '@/platform/first-paint-handoff';
import { takeFirstBoard } from './prefetched-board';
import { readEnv } from '@/firebase/env';

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
        likeCount: { integerValue: '2001' },
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

describe('the public board over REST', () => {
  it('asks the emulator on localhost and Firestore when deployed, with the API key', () => {
    expect(runQueryUrl(readEnv({ VITE_FIREBASE_PROJECT_ID: 'demo-x' }, 'localhost'))).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents:runQuery?key=demo-api-key',
    );
    const deployed = {
      VITE_FIREBASE_API_KEY: 'k 1',
      VITE_FIREBASE_AUTH_DOMAIN: 'gf.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'gf',
      VITE_FIREBASE_STORAGE_BUCKET: 'gf.appspot.com',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    };
    expect(runQueryUrl(readEnv(deployed, 'goldfork.app'))).toBe(
      'https://firestore.googleapis.com/v1/projects/gf/databases/(default)/documents:runQuery?key=k%201',
    );
  });

  it('ranks by the chosen points, more than 0, top 10 (spec section 7)', () => {
    const { structuredQuery } = topUsersQuery('silver');
    expect(structuredQuery.where.fieldFilter).toEqual({
      field: { fieldPath: 'silverPoints' },
      op: 'GREATER_THAN',
      value: { integerValue: '0' },
    });
    expect(structuredQuery.orderBy).toEqual([
      { field: { fieldPath: 'silverPoints' }, direction: 'DESCENDING' },
    ]);
    expect(structuredQuery.limit).toBe(10);
    expect(structuredQuery.select.fields.map((f) => f.fieldPath)).toEqual(
      expect.arrayContaining(['username', 'photoURL', 'goldPoints', 'silverPoints', 'likeCount']),
    );
  });
});

describe('the first board from the HTML', () => {
  afterEach(() => {
    handoff().board = undefined;
  });

  it('reads a runQuery answer as the cards read a Lite document, in its order', () => {
    expect(boardFromRunQuery(answer)).toEqual([
      {
        uid: 'u1',
        username: 'ann',
        photoURL: 'https://example.com/a.png',
        goldPoints: 4863,
        silverPoints: 12.5,
        likeCount: 2001,
        // Not among the fields asked for: the verified board is a Lite query of its own (decision 0046).
        verifiedGold: 0,
      },
      // No likeCount yet (a user from before the counter): 0 likes.
      {
        uid: 'u2',
        username: 'bob',
        photoURL: '',
        goldPoints: 12,
        silverPoints: 0,
        likeCount: 0,
        verifiedGold: 0,
      },
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
    handoff().board = Promise.resolve(answer);
    const first = takeFirstBoard();
    expect(first).not.toBeNull();
    expect((await first!).map((u) => u.uid)).toEqual(['u1', 'u2']);
    expect(takeFirstBoard()).toBeNull();
  });

  it('there is none on a page other than / (the inline script sets nothing there)', () => {
    expect(takeFirstBoard()).toBeNull();
  });
});
