// Arranging data for the send-points specs (rules bypassed, this suite's Firestore project).
import { followDocs } from '../../../fixtures/seed-docs';
import { commitDocs, getDocument, type TestUser } from './fixtures';

// getDocument gives timestamps back as ISO strings; these fields must go back as timestamps.
const TIMESTAMP_FIELDS = ['createdAt', 'updatedAt', 'restaurantActivatedAt'];

function revive(data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const key of TIMESTAMP_FIELDS) {
    if (typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  }
  return out;
}

async function userData(user: TestUser): Promise<Record<string, unknown>> {
  const data = await getDocument(`users/${user.uid}`);
  if (!data) throw new Error(`users/${user.uid} does not exist`);
  return revive(data);
}

/** `follower` follows `target`: the follow document and both counters, in one commit. */
export async function arrangeFollow(follower: TestUser, target: TestUser): Promise<void> {
  const [a, b] = await Promise.all([userData(follower), userData(target)]);
  await commitDocs([
    ...followDocs(follower.uid, target.uid, new Date()),
    [`users/${follower.uid}`, { ...a, following: (a.following as number) + 1 }],
    [`users/${target.uid}`, { ...b, followers: (b.followers as number) + 1 }],
  ]);
}

/** Sets a user's silver balance directly, as another device's write would arrive. */
export async function setSilver(user: TestUser, silverPoints: number): Promise<void> {
  await commitDocs([[`users/${user.uid}`, { ...(await userData(user)), silverPoints }]]);
}

export async function silverOf(user: TestUser): Promise<number> {
  return (await userData(user)).silverPoints as number;
}
