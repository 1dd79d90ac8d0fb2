// npm run seed:scale [-- --project <id>]: an older, long history behind the demo user ana (decision 0015, update),
// on top of the demo seed (npm run seed / npm run stack): 2,000 likes on her card, 500 followers,
// 1,000 notifications, 1,000 messages with ben, 1,000 messages in a group of hers, 500 bills (1 in 5
// at emma's Trattoria Bella), 500 transfers with ben. All older than the demo data (from 100 days back:
// the owner dashboard's 12-week window keeps its bills), so every screen's newest items stay the same.
// Once per project: a second run finds its marker and writes nothing.
import { PROJECT_ID } from './stack.mjs';
import { commitWrites, enc, getDocument, idsWhereArrayContains, patchWrite } from './firestore-rest.mjs';
import { importTs } from './import-ts.mjs';

// The history's documents come from the app's own builders (decision 0036), in TypeScript.
const { writeScaleHistory } = await importTs('./scale-write.mjs');
const { groupDoc } = await importTs('./seed-docs.ts');

const DAY = 86_400_000;
const argAt = process.argv.indexOf('--project');
const projectId = argAt > 0 ? process.argv[argAt + 1] : PROJECT_ID;
const ANA = { uid: 'demo-ana', username: 'ana' };
const BEN = { uid: 'demo-ben', username: 'ben' };
const GROUP_ID = 'scale-ana-tapas-club';

/**
 * One of ana's groups with ben in it; when she has none, she creates one (the 100-gold fee, totalPoints
 * = her gold before it; ben joins with his gold) and both users' joinedGroups gain it, in one commit.
 */
async function anasGroup(ana, ben) {
  const mine = await idsWhereArrayContains('eliteGroups', 'members', ANA.uid, projectId);
  const both = await idsWhereArrayContains('eliteGroups', 'members', BEN.uid, projectId);
  const shared = mine.find((id) => both.includes(id));
  if (shared) return shared;
  const createdAt = new Date(Date.now() - 700 * DAY);
  const fields = { name: 'Tapas Club', region: 'Centre', city: 'Andorra la Vella', image: '' };
  const about = { description: 'Ana and friends, one tapas bar at a time.' };
  const [path, group] = groupDoc(ANA.uid, GROUP_ID, { ...fields, ...about }, ana.goldPoints, createdAt, [
    BEN.uid,
  ]);
  await commitWrites(
    [
      {
        update: {
          name: `projects/${projectId}/databases/(default)/documents/${path}`,
          // ben's join added his gold to the group's (decision 0007).
          fields: enc({ ...group, totalPoints: ana.goldPoints + ben.goldPoints }).mapValue.fields,
        },
      },
      patchWrite(
        `users/${ANA.uid}`,
        {
          goldPoints: ana.goldPoints - 100,
          joinedGroups: [...(ana.joinedGroups ?? []), GROUP_ID],
          lastGroupId: GROUP_ID,
        },
        projectId,
      ),
      patchWrite(
        `users/${BEN.uid}`,
        { joinedGroups: [...(ben.joinedGroups ?? []), GROUP_ID], lastGroupId: GROUP_ID },
        projectId,
      ),
    ],
    projectId,
  );
  return GROUP_ID;
}

async function main() {
  if (await getDocument(`scaleHistory/${ANA.uid}`, projectId)) {
    console.log(`[seed:scale] ${projectId}: ana already has her long history; nothing written`);
    return;
  }
  const [ana, ben, emma] = await Promise.all(
    ['demo-ana', 'demo-ben', 'demo-emma'].map((uid) => getDocument(`users/${uid}`, projectId)),
  );
  if (!ana || !ben)
    throw new Error(`no demo users in ${projectId}: run npm run seed (or npm run stack) first`);
  const profile = emma?.isRestaurantOwner ? emma.restaurantProfile : null;
  const groupId = await anasGroup(ana, ben);
  const t0 = Date.now();
  const { written } = await writeScaleHistory(
    {
      user: ANA,
      partner: BEN,
      groupId,
      restaurant: profile
        ? { name: profile.name, address: profile.address, key: profile.restaurantKey }
        : null,
      ownerId: profile ? 'demo-emma' : null,
      fanPrefix: 'anafan',
      end: new Date(Date.now() - 100 * DAY),
    },
    projectId,
  );
  console.log(`[seed:scale] ${projectId}: ${written} documents behind ana in ${Date.now() - t0} ms`);
}

main().catch((err) => {
  console.error(`[seed:scale] ${err.message}`);
  process.exit(1);
});
