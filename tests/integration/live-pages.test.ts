// Lists as pages (src/firebase/subscribe-pages.ts) against the Firestore emulator with the real rules:
// the newest page live, older pages after a cursor, and what new items push out of the live page kept.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { notificationPages } from '@/features/notifications/api/subscribe-notifications';
import { transferPages } from '@/features/profile/api/subscribe-point-transactions';
import {
  EMPTY_WINDOW,
  hasOlder,
  oldestEntry,
  shownItems,
  withLivePage,
  withOlderPage,
  type PageEntry,
  type PageWindow,
} from '@/firebase/page-window';
import type { PagedSource } from '@/firebase/subscribe-pages';
import { notificationDoc, transferDocs } from '../../fixtures/seed-docs';
import type { SeedDoc } from '../../fixtures/step-docs';
import { sharedRulesEnv } from '../rules/helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('error');
  env = await sharedRulesEnv();
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

const dbAs = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000);

async function seed(docs: Record<string, DocumentData>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const entries = Object.entries(docs);
    for (let i = 0; i < entries.length; i += 400) {
      const batch = writeBatch(db);
      for (const [path, data] of entries.slice(i, i + 400)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}

const notification = (n: number, recipientId = 'ana') => ({
  [`notifications/n${String(n).padStart(3, '0')}`]: notificationDoc(
    {
      recipientId,
      actorId: 'ben',
      actor: { username: 'ben', photoURL: '' },
      type: 'follow',
      targetId: recipientId,
      content: `follow ${n}`,
    },
    at(n),
  ),
});
const notifications = (from: number, to: number, recipientId = 'ana') =>
  Object.assign({}, ...Array.from({ length: to - from + 1 }, (_, i) => notification(from + i, recipientId)));

/** Keeps a page window as the app does, from a real listener; resolves each time `ready` holds. */
function watch<T>(source: PagedSource<T>) {
  let w: PageWindow<T> = EMPTY_WINDOW;
  let waiter: { ready: (w: PageWindow<T>) => boolean; resolve: () => void } | null = null;
  const check = () => {
    if (waiter?.ready(w)) {
      waiter.resolve();
      waiter = null;
    }
  };
  const stop = source.subscribeNewest(
    (page: PageEntry<T>[]) => {
      w = withLivePage(w, page, source.size);
      check();
    },
    (err) => {
      throw err;
    },
  );
  return {
    stop,
    get window() {
      return w;
    },
    until: (ready: (w: PageWindow<T>) => boolean) =>
      new Promise<void>((resolve) => {
        waiter = { ready, resolve };
        check();
      }),
    loadOlder: async () => {
      const page = await source.fetchOlder(oldestEntry(w)!);
      w = withOlderPage(w, page, source.size);
    },
  };
}

const contents = (w: PageWindow<{ content: string }>) => shownItems(w).map((n) => n.content);
const follows = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => `follow ${from - i}`);

describe('notifications in pages', () => {
  test('the newest 30 live, the older ones after the cursor, and a live arrival loses nothing', async () => {
    await seed({ ...notifications(1, 65), ...notification(99, 'ben') });
    const list = watch(notificationPages('ana', dbAs('ana')));
    await list.until((w) => w.live.length === 30);
    expect(contents(list.window)).toEqual(follows(65, 36));
    expect(hasOlder(list.window)).toBe(true);

    await list.loadOlder();
    expect(contents(list.window)).toEqual(follows(65, 6));

    await seed({ ...notification(66), ...notification(67) });
    await list.until((w) => w.live[0]?.id === 'n067');
    expect(contents(list.window)).toEqual(follows(67, 6));

    await list.loadOlder();
    expect(contents(list.window)).toEqual(follows(67, 1));
    expect(hasOlder(list.window)).toBe(false);
    list.stop();
  });

  test("another user's notifications stay unreadable", async () => {
    await seed(notifications(1, 3, 'ben'));
    const source = notificationPages('ben', dbAs('ana'));
    await expect(
      new Promise((resolve, reject) => source.subscribeNewest(resolve, reject)),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('transfers in pages', () => {
  test('sent and received in one order, paged with one cursor', async () => {
    const docs: SeedDoc[] = [];
    for (let n = 1; n <= 25; n++) {
      const [from, to] = n % 2 === 0 ? ['ana', 'ben'] : ['ben', 'ana'];
      docs.push(...transferDocs(from, to, n, `t${String(n).padStart(3, '0')}`, at(n)));
    }
    docs.push(...transferDocs('ben', 'cy', 1, 'other', at(30)));
    await seed(Object.fromEntries(docs));
    const list = watch(transferPages('ana', dbAs('ana')));
    await list.until((w) => w.live.length === 20);
    const amounts = () => shownItems(list.window).map((t) => t.amount);
    expect(amounts()).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    await list.loadOlder();
    expect(amounts()).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(hasOlder(list.window)).toBe(false);
    list.stop();
  });
});
