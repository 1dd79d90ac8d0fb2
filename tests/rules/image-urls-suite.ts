// Every stored image URL is '' (a profile photo only: the generated avatar) or a download URL
// of this project's Storage bucket inside the writer's own folder (firestore.rules, isOwnStorageURL;
// docs/decisions/0019-image-urls-and-storage.md). For each URL field: the attacks (another site whose
// path copies the folder, another user's folder, a non-string, an oversized string, too many entries)
// refused, and the legal twin allowed. The suite runs twice (decision 0035): in a demo-* project with the
// emulator's URLs (image-urls.test.ts), and in a real project id with production URLs
// (image-urls-production.test.ts), the rules' other branch.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  doc,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, test } from 'vitest';
import { sendGroupMessage } from '../../src/features/groups/api/send-group-message';
import { updateGroup } from '../../src/features/groups/api/update-group';
import {
  createGroup,
  dbAs,
  editProfile,
  emailOf,
  peek,
  sampleGroup,
  saveRestaurantProfile,
  seed,
  seedUser,
  signUp,
  trattoria,
  useRulesEnv,
} from './helpers';
import { GROUP, seedGroup } from './groups-helpers';
import { newPost } from './social-helpers';
import { productionURL, storageURL } from './storage-url';

/** Where the suite runs: its project, and the download URL of a file of that project's bucket. */
export interface UrlWorld {
  project: string;
  url(path: string, opts?: { host?: string; bucket?: string; token?: string }): string;
  /** Another accepted form of the URL of the file at `path` (another host or bucket name). */
  alternative(path: string): string;
  /** URLs of the file at `path` that only the other kind of project would accept. */
  wrongKind(path: string): [string, string][];
}

export const DEMO_WORLD: UrlWorld = {
  project: 'demo-rules-image-urls',
  url: (path, opts) => storageURL(path, opts),
  alternative: (path) => storageURL(path, { host: 'http://localhost:9199' }),
  wrongKind: (path) => [
    ['a non-demo bucket on the emulator host', storageURL(path, { bucket: 'goldfork-live.appspot.com' })],
    ['the production host in a demo project', productionURL('demo-goldfork', path)],
  ],
};

const REAL = 'goldfork-rules-image-urls';
export const PRODUCTION_WORLD: UrlWorld = {
  project: REAL,
  url: (path, opts) =>
    storageURL(path, {
      host: 'https://firebasestorage.googleapis.com',
      bucket: `${REAL}.appspot.com`,
      ...opts,
    }),
  alternative: (path) => productionURL(REAL, path, `${REAL}.firebasestorage.app`),
  wrongKind: (path) => [
    ['the emulator host in a real project', storageURL(path, { bucket: `${REAL}.appspot.com` })],
    [
      'the emulator host, localhost',
      storageURL(path, { host: 'http://localhost:9199', bucket: `${REAL}.appspot.com` }),
    ],
    ["another project's bucket", productionURL('someone-else', path)],
    ['plain http', productionURL(REAL, path).replace('https://', 'http://')],
  ],
};

export function imageUrlSuite(world: UrlWorld) {
  const getEnv = useRulesEnv(world.project);
  const as = (uid: string) => dbAs(getEnv(), uid);

  /** A real (non-demo) project: the token's audience names it, as Firebase Auth's tokens do. */
  const LIVE = 'goldfork-live';
  const asLive = (uid: string): Firestore =>
    getEnv()
      .authenticatedContext(uid, { email: emailOf(uid), aud: LIVE })
      .firestore() as unknown as Firestore;

  /**
   * The attacks on a URL field that must hold a file of `path`'s folder (`path` is the writer's own
   * file): each maps to a value that must be refused.
   */
  function attacks(path: string, otherUsersPath: string): [string, unknown][] {
    const own = world.url(path);
    return [
      ['another site whose path copies the folder', world.url(path, { host: 'https://evil.example' })],
      ['another site, the emulator port', world.url(path, { host: 'http://evil.example:9199' })],
      ['a tracker carrying our URL in its query', `https://evil.example/pixel.gif?u=${own}`],
      ['our URL with something after it', `${own}&redirect=https://evil.example`],
      ...world.wrongKind(path),
      ['a token that is not one', world.url(path, { token: 'abc-123' })],
      ['an SVG file name', world.url(path.replace(/\.jpg$/, '.svg'))],
      ["another user's folder", world.url(otherUsersPath)],
      ['another folder of mine', world.url(path.replace(/^[^/]+/, 'elsewhere'))],
      ['a number', 42],
      ['a map', { url: own }],
      ['2,049 characters', own + '&x=' + 'a'.repeat(2049 - own.length - 3)],
    ];
  }

  describe('users.photoURL', () => {
    const links = { instagram: '', twitter: '', youtube: '' };
    const edit = (db: Firestore, photoURL: unknown) =>
      editProfile(db, 'alice', { bio: 'Hi', socialLinks: links, photoURL: photoURL as string });

    test("allowed: '' (the generated avatar) and my own upload, under either form of the URL", async () => {
      await seedUser(getEnv(), 'alice');
      await assertSucceeds(edit(as('alice'), world.url('profile-photos/alice/profile_1.jpg')));
      await assertSucceeds(edit(as('alice'), world.alternative('profile-photos/alice/profile_2.png')));
      await assertSucceeds(edit(as('alice'), ''));
      expect((await peek(getEnv(), 'users/alice'))?.photoURL).toBe('');
    });

    test.each(attacks('profile-photos/alice/profile_1.jpg', 'profile-photos/bob/profile_1.jpg'))(
      'denied: %s',
      async (_name, photoURL) => {
        await seedUser(getEnv(), 'alice');
        await assertFails(edit(as('alice'), photoURL));
      },
    );

    test('denied: the old sign-up avatar as a data: URL, or an outside image service', async () => {
      await seedUser(getEnv(), 'alice');
      await assertFails(edit(as('alice'), "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>"));
      await assertFails(edit(as('alice'), 'https://api.dicebear.com/7.x/pixel-art/svg?seed=alice'));
    });

    test("sign-up: '' allowed; another user's photo refused", async () => {
      const alice = { uid: 'alice', username: 'alice', email: emailOf('alice') };
      await assertFails(
        signUp(as('alice'), alice, { user: { photoURL: world.url('profile-photos/bob/profile_1.jpg') } }),
      );
      await assertSucceeds(signUp(as('alice'), alice));
    });

    test('a real project: its own bucket on the production host only', async () => {
      await seedUser(getEnv(), 'alice');
      const path = 'profile-photos/alice/profile_1.jpg';
      await assertSucceeds(edit(asLive('alice'), productionURL(LIVE, path)));
      await assertSucceeds(edit(asLive('alice'), productionURL(LIVE, path, `${LIVE}.firebasestorage.app`)));
      await assertFails(edit(asLive('alice'), productionURL('someone-else', path)));
      await assertFails(edit(asLive('alice'), storageURL(path, { bucket: `${LIVE}.appspot.com` })));
      await assertFails(edit(asLive('alice'), storageURL(path)));
      await assertFails(edit(asLive('alice'), productionURL(LIVE, path).replace('https://', 'http://')));
    });
  });

  describe('posts.image and imageSmall', () => {
    const create = (extra: DocumentData) => addDoc(collection(as('alice'), 'posts'), newPost(extra));
    const image = world.url('post-images/alice/0b0e5c1e.jpg');
    const small = world.url('post-images/alice/0b0e5c1e-640.jpg');

    test('allowed: my own upload with its small copy', async () => {
      await seedUser(getEnv(), 'alice');
      await assertSucceeds(create({ image }));
      await assertSucceeds(create({ image, imageSmall: small }));
    });

    test.each(attacks('post-images/alice/0b0e5c1e.jpg', 'post-images/bob/0b0e5c1e.jpg'))(
      'denied: an image, %s',
      async (_name, bad) => {
        await seedUser(getEnv(), 'alice');
        await assertFails(create({ image: bad }));
      },
    );

    test.each(attacks('post-images/alice/0b0e5c1e-640.jpg', 'post-images/bob/0b0e5c1e-640.jpg'))(
      'denied: a small copy, %s',
      async (_name, bad) => {
        await seedUser(getEnv(), 'alice');
        await assertFails(create({ image, imageSmall: bad }));
      },
    );
  });

  describe('eliteGroups image: create', () => {
    const create = (image: unknown) =>
      createGroup(as('alice'), 'alice', { ...sampleGroup, image: image as string });

    test('allowed: my own upload in group-photos/{me}/', async () => {
      await seedUser(getEnv(), 'alice', { goldPoints: 150 });
      await assertSucceeds(create(world.url('group-photos/alice/3f2a.jpg')));
    });

    test.each([
      ...attacks('group-photos/alice/3f2a.jpg', 'group-photos/bob/3f2a.jpg'),
      ['empty', ''],
      ['the old per-group folder', world.url('group-photos/g9/3f2a.jpg')],
    ])('denied: %s', async (_name, image) => {
      await seedUser(getEnv(), 'alice', { goldPoints: 150 });
      await assertFails(create(image));
    });
  });

  describe('eliteGroups image: creator edit', () => {
    const form = { name: 'Roman Gold', city: 'Roma', region: 'Monti', description: 'New text' };

    test('allowed: a new image of my own; an unchanged older one', async () => {
      await seedGroup(getEnv()); // its image predates the rule: https://storage.example/group-photos/g1/a.jpg
      await assertSucceeds(
        updateGroup(GROUP, { ...form, name: 'Kept image' }, (await groupImage()) as string, as('alice')),
      );
      const image = world.url('group-photos/alice/new.jpg');
      await assertSucceeds(updateGroup(GROUP, form, image, as('alice')));
      expect(await groupImage()).toBe(image);
    });

    test.each(attacks('group-photos/alice/new.jpg', 'group-photos/bob/new.jpg'))(
      'denied: a new image, %s',
      async (_name, image) => {
        await seedGroup(getEnv());
        // The app's updateGroup, written raw so the refusal itself is checked.
        const edit = { ...form, image, updatedAt: serverTimestamp() };
        await assertFails(updateDoc(doc(as('alice'), 'eliteGroups', GROUP), edit));
      },
    );

    async function groupImage() {
      return (await peek(getEnv(), `eliteGroups/${GROUP}`))?.image as unknown;
    }
  });

  describe('ids holding pattern characters (the uid and group id stand in the pattern as themselves)', () => {
    test("a uid 'al.ce' cannot pass off alice's upload as its own ('.' would match any character)", async () => {
      await seedUser(getEnv(), 'al.ce');
      await seedUser(getEnv(), 'alce');
      const links = { instagram: '', twitter: '', youtube: '' };
      const photo = (uid: string, path: string) =>
        editProfile(as(uid), uid, { bio: '', socialLinks: links, photoURL: world.url(path) });
      await assertFails(photo('al.ce', 'profile-photos/alice/profile_1.jpg'));
      await assertFails(photo('al.ce', 'profile-photos/al.ce/profile_1.jpg'));
      await assertSucceeds(photo('alce', 'profile-photos/alce/profile_1.jpg'));
    });

    test("a group 'g.' takes no image, not even one in another group's folder", async () => {
      await seedGroup(getEnv());
      const copy = (await peek(getEnv(), `eliteGroups/${GROUP}`))!;
      await seed(getEnv(), { 'eliteGroups/g.': copy });
      const send = (groupId: string, path: string) =>
        addDoc(collection(as('bob'), 'eliteGroups', groupId, 'messages'), {
          groupId,
          userId: 'bob',
          content: '',
          image: world.url(path),
          createdAt: serverTimestamp(),
        });
      await assertFails(send('g.', `group-messages/${GROUP}/bob/1c2d.jpg`));
      await assertFails(send('g.', 'group-messages/g./bob/1c2d.jpg'));
      await assertSucceeds(send(GROUP, `group-messages/${GROUP}/bob/1c2d.jpg`));
    });
  });

  describe('group chat message image', () => {
    const send = (image: unknown) => sendGroupMessage(GROUP, 'bob', '', image as string, as('bob'));

    test("allowed: '' with text, and my own upload in group-messages/{groupId}/{me}/", async () => {
      await seedGroup(getEnv());
      await assertSucceeds(sendGroupMessage(GROUP, 'bob', 'Hello', '', as('bob')));
      await assertSucceeds(send(world.url(`group-messages/${GROUP}/bob/1c2d.jpg`)));
    });

    test.each([
      ...attacks(`group-messages/${GROUP}/bob/1c2d.jpg`, `group-messages/${GROUP}/alice/1c2d.jpg`),
      ["another group's folder", world.url('group-messages/g2/bob/1c2d.jpg')],
      ['the old per-group folder without the uploader', world.url(`group-messages/${GROUP}/1c2d.jpg`)],
    ])('denied: %s', async (_name, image) => {
      await seedGroup(getEnv());
      // The app's sendGroupMessage, written raw so the refusal itself is checked.
      const message = { groupId: GROUP, userId: 'bob', content: '', image, createdAt: serverTimestamp() };
      await assertFails(addDoc(collection(as('bob'), 'eliteGroups', GROUP, 'messages'), message));
    });
  });

  describe('restaurantProfile.images', () => {
    const own = (n: number) => world.url(`restaurant-images/olga/${n}.jpg`);
    const save = (images: unknown) =>
      saveRestaurantProfile(as('olga'), 'olga', trattoria, { profile: { images } });

    async function seedNewOwner() {
      await seedUser(getEnv(), 'olga', { isRestaurantOwner: true, restaurantActivatedAt: Timestamp.now() });
    }

    test('allowed: none, one, and ten of my own uploads', async () => {
      await seedNewOwner();
      await assertSucceeds(save([]));
      await assertSucceeds(save([own(1)]));
      await assertSucceeds(save(Array.from({ length: 10 }, (_, i) => own(i))));
      expect((await peek(getEnv(), 'users/olga'))?.restaurantProfile?.images).toHaveLength(10);
    });

    test.each([
      ...attacks('restaurant-images/olga/1.jpg', 'restaurant-images/bob/1.jpg').map(
        ([name, bad]): [string, unknown] => [`an entry that is ${name}`, [own(0), bad]],
      ),
      ['11 entries', Array.from({ length: 11 }, (_, i) => own(i))],
      ['an 80 KB string', ['x'.repeat(80_000)]],
      ['a bad tenth entry', [...Array.from({ length: 9 }, (_, i) => own(i)), 'https://evil.example/x.jpg']],
      ['not a list', own(1)],
      // (the list is checked with one match of its entries joined by spaces)
      ['two of my URLs in one entry', [`${own(1)} ${own(2)}`]],
      ['an empty entry between two', [own(1), '', own(2)]],
      ['a map among them', [own(1), { url: own(2) }]],
      ['a number among them', [own(1), 7]],
    ])('denied: %s', async (_name, images) => {
      await seedNewOwner();
      await assertFails(save(images));
    });
  });
}
