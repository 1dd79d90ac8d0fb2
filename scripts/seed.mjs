// `npm run seed`, and the seed of `npm run dev` and `with-stack --seed`: writes the demo world
// (scripts/seed-world.mjs, built from the app's own builders) and its Auth accounts, only when Firestore
// has no users. Writes go through the emulators' admin REST endpoints ("Bearer owner"), which bypass the
// rules (decision 0036: why REST and not firebase-admin).
import { pathToFileURL } from 'node:url';
import { commitDocs, createAuthAccount, isCollectionEmpty } from './firestore-rest.mjs';
import { importTs } from './import-ts.mjs';

export const DEMO_PASSWORD = 'goldfork123';

/** The demo world's module: its builders are the app's TypeScript. */
export const demoWorld = () => importTs('./seed-world.mjs');

/** The Auth emulator may have restarted while Firestore kept its data: accounts are ensured every time. */
async function ensureDemoAccounts(users) {
  await Promise.all(
    users.map((u) =>
      createAuthAccount({ uid: u.uid, email: u.email, password: DEMO_PASSWORD, displayName: u.username }),
    ),
  );
}

/** Seeds only when the emulators start empty; returns whether it seeded. */
export async function seedIfEmpty() {
  const { DEMO_USERS, buildSeed, groupDocs } = await demoWorld();
  await ensureDemoAccounts(DEMO_USERS);
  if (!(await isCollectionEmpty('users'))) {
    console.log('[seed] Firestore already has users: seed skipped');
    // Spec section 3: the seed groups exist whenever the group collection starts empty.
    if (await isCollectionEmpty('eliteGroups')) {
      await commitDocs(groupDocs());
      console.log('[seed] eliteGroups was empty: the two seed groups written');
    }
    return false;
  }
  const n = await commitDocs(buildSeed());
  console.log(`[seed] ${n} documents and ${DEMO_USERS.length} demo accounts written`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seedIfEmpty().catch((err) => {
    console.error(`[seed] ${err.message}`);
    process.exit(1);
  });
}
