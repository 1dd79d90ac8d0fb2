// What must hold after the content steps of an account deletion (decision 0032), read with the rules off:
// every counter others see equals its documents, and no document but the kept ones names the user.
import { collection, doc, getDoc, getDocs, type DocumentData, type Firestore } from 'firebase/firestore';

type Docs = { path: string; data: DocumentData }[];

async function all(db: Firestore, path: string): Promise<Docs> {
  const snap = await getDocs(collection(db, path));
  return snap.docs.map((d) => ({ path: `${path}/${d.id}`, data: d.data() }));
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const idOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Each counter of posts, bills, users, groups and the unread badges against what it counts. */
export async function counterProblems(db: Firestore, people: string[]): Promise<string[]> {
  const [posts, bills, likes, comments, follows, notes, groups, convs] = await Promise.all(
    ['posts', 'bills', 'likes', 'comments', 'follows', 'notifications', 'eliteGroups', 'conversations'].map(
      (c) => all(db, c),
    ),
  );
  const count = (items: Docs, match: (d: DocumentData) => boolean) =>
    items.filter((i) => match(i.data)).length;
  const problems: string[] = [];
  const expect = (what: string, stored: unknown, actual: number) => {
    if (num(stored) !== actual) problems.push(`${what}: stored ${String(stored)}, documents ${actual}`);
  };
  for (const p of posts) {
    expect(
      `${p.path}.likeCount`,
      p.data.likeCount,
      count(likes, (l) => l.billId === idOf(p.path)),
    );
    expect(
      `${p.path}.commentCount`,
      p.data.commentCount,
      count(comments, (c) => c.postId === idOf(p.path)),
    );
  }
  for (const b of bills) {
    expect(
      `${b.path}.likeCount`,
      b.data.likeCount,
      count(likes, (l) => l.billId === idOf(b.path)),
    );
    expect(
      `${b.path}.commentCount`,
      b.data.commentCount,
      count(comments, (c) => c.billId === idOf(b.path)),
    );
  }
  for (const g of groups) {
    expect(`${g.path}.totalUsers`, g.data.totalUsers, (g.data.members as string[]).length);
  }
  for (const uid of people) {
    const user = (await getDoc(doc(db, 'users', uid))).data() ?? {};
    expect(
      `users/${uid}.followers`,
      user.followers,
      count(follows, (f) => f.targetUserId === uid),
    );
    expect(
      `users/${uid}.following`,
      user.following,
      count(follows, (f) => f.followerId === uid),
    );
    expect(
      `users/${uid}.likeCount`,
      user.likeCount,
      count(likes, (l) => l.billId === uid && l.targetType === 'user'),
    );
    const unreadNotes = (await getDoc(doc(db, 'users', uid, 'private', 'unreadNotifications'))).data();
    expect(
      `${uid} unread notifications`,
      unreadNotes?.count,
      count(notes, (n) => n.recipientId === uid && !n.read),
    );
    const unreadMessages = (await getDoc(doc(db, 'users', uid, 'private', 'unreadMessages'))).data();
    const inConversations = convs.reduce((sum, c) => sum + num((c.data.unread as DocumentData)?.[uid]), 0);
    expect(`${uid} unread messages`, unreadMessages?.count, inConversations);
  }
  return problems;
}

/**
 * Every document (path or data) that names `needles`, outside `kept` (path patterns): the deletion
 * keeps messages, transfers and conversations by uid, bills and the marker are step 1's and E's.
 */
export async function namingProblems(
  db: Firestore,
  needles: string[],
  kept: RegExp[],
  /** Ids that hold a needle but name something kept (a bill's id is {uid}_{n}: decision 0031). */
  keptIds: string[] = [],
): Promise<string[]> {
  const top = [
    'users',
    'usernames',
    'posts',
    'comments',
    'likes',
    'follows',
    'notifications',
    'eliteGroups',
    'conversations',
    'pointTransactions',
  ];
  const docs = (await Promise.all(top.map((c) => all(db, c)))).flat();
  const nested = await Promise.all(
    docs.flatMap((d) =>
      d.path.startsWith('users/')
        ? [all(db, `${d.path}/private`)]
        : d.path.startsWith('eliteGroups/') || d.path.startsWith('conversations/')
          ? [all(db, `${d.path}/messages`)]
          : [],
    ),
  );
  const everything = [...docs, ...nested.flat()];
  return everything
    .filter((d) => !kept.some((k) => k.test(d.path)))
    .filter((d) => {
      const text = keptIds.reduce((t, id) => t.split(id).join(''), `${d.path} ${JSON.stringify(d.data)}`);
      return needles.some((n) => text.includes(n));
    })
    .map((d) => `${d.path}: ${JSON.stringify(d.data)}`);
}
