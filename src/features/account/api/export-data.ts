import {
  documentId,
  getDocFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryDocumentSnapshot,
  type CollectionReference,
  type DocumentReference,
} from 'firebase/firestore';
import { errorCode } from '@/firebase/error-code';
import { firestore } from '@/firebase/firebase';
import { withTimeout } from '@/firebase/with-timeout';
import type { ExportedDoc, GatheredData } from '../export-model';
import {
  userDoc,
  privateDoc,
  notificationPreferencesDoc,
  privacyPreferencesDoc,
  blocksCol,
  wantToTryCol,
  dishMarksCol,
  billsCol,
  billCodeDoc,
  billCodesCol,
  pointTransactionsCol,
  restaurantsCol,
  dinersGroup,
  reviewsGroup,
  attendeesGroup,
  groupEventsCol,
  offersCol,
  recipientsGroup,
  followsCol,
  postsCol,
  likesCol,
  commentsCol,
  notificationsCol,
  groupsCol,
  groupMessagesCol,
  conversationsCol,
  conversationMessagesCol,
} from '@/firebase/collections';
import { PRIVATE_DOCS, type PrivateDocName } from '@/firebase/collection-names';

/** Documents per read: small enough that no single answer can time out, however much there is. */
export const EXPORT_PAGE_SIZE = 200;
const PAGE_TIMEOUT_MS = 20_000;
/**
 * Every private record a user has (decision 0002 and later): read one by one, the owner only. Not the
 * deletion marker: an account being exported is not being deleted.
 */
const PRIVATE_RECORDS = (Object.keys(PRIVATE_DOCS) as PrivateDocName[]).filter((n) => n !== 'deletion');

type Progress = (recordsRead: number) => void;

/** Every document of `base`, read in pages of EXPORT_PAGE_SIZE in id order with a cursor. */
async function readAll(
  base: Query,
  counted: Progress,
  idOf: (d: QueryDocumentSnapshot) => string = (d) => d.id,
): Promise<ExportedDoc[]> {
  const out: ExportedDoc[] = [];
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = query(
      base,
      orderBy(documentId()),
      ...(cursor ? [startAfter(cursor)] : []),
      limit(EXPORT_PAGE_SIZE),
    );
    const snap = await withTimeout(getDocsFromServer(page), PAGE_TIMEOUT_MS);
    for (const d of snap.docs) out.push({ id: idOf(d), ...d.data() });
    counted(snap.size);
    if (snap.size < EXPORT_PAGE_SIZE) return out;
    cursor = snap.docs[snap.docs.length - 1];
  }
}

/** The user's documents of every `name` subcollection (by userId), each id the restaurant's key. */
async function readMineAcross(group: Query, uid: string, counted: Progress): Promise<ExportedDoc[]> {
  return readAll(query(group, where('userId', '==', uid)), counted, (d) => d.ref.parent.parent?.id ?? d.id);
}

async function readOne(ref: DocumentReference, counted: Progress): Promise<Record<string, unknown> | null> {
  const snap = await withTimeout(getDocFromServer(ref), PAGE_TIMEOUT_MS);
  counted(1);
  return snap.exists() ? snap.data() : null;
}

/**
 * The block list and the notification preferences are kept by their own features; where
 * their rules are not in place yet, the export says "none" instead of failing.
 */
async function unlessRefused<T>(read: Promise<T>, none: T): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (errorCode(err) === 'permission-denied') return none;
    throw err;
  }
}

/**
 * Everything stored about the signed-in user `uid`, read from the server (never a stale cache), each
 * list in pages (docs/decisions/0028). `onProgress` hears the running count of records read. Throws
 * the SDK's error.
 */
export async function gatherMyData(
  uid: string,
  onProgress: Progress = () => {},
  db = firestore(),
): Promise<GatheredData> {
  let read = 0;
  const counted: Progress = (n) => onProgress((read += n));
  const mine = (col: CollectionReference, field: string, op: '==' | 'array-contains' = '==') =>
    readAll(query(col, where(field, op, uid)), counted);

  const privateEntries = await Promise.all(
    PRIVATE_RECORDS.map(async (name) => [name, await readOne(privateDoc(db, uid, name), counted)] as const),
  );
  const [profile, bills, posts, comments, likes, following, followers, pointsSent, pointsReceived] =
    await Promise.all([
      readOne(userDoc(db, uid), counted),
      mine(billsCol(db), 'userId'),
      mine(postsCol(db), 'userId'),
      mine(commentsCol(db), 'userId'),
      mine(likesCol(db), 'userId'),
      mine(followsCol(db), 'followerId'),
      mine(followsCol(db), 'targetUserId'),
      mine(pointTransactionsCol(db), 'senderId'),
      mine(pointTransactionsCol(db), 'receiverId'),
    ]);
  const [conversationDocs, groupDocs, notifications, restaurantClaims] = await Promise.all([
    mine(conversationsCol(db), 'participants', 'array-contains'),
    mine(groupsCol(db), 'members', 'array-contains'),
    mine(notificationsCol(db), 'recipientId'),
    mine(restaurantsCol(db), 'ownerId'),
  ]);
  // Their side of each conversation and group chat: only the messages they sent, one chat at a time.
  const conversations = [];
  for (const c of conversationDocs) {
    const messages = await readAll(
      query(conversationMessagesCol(db, c.id), where('senderId', '==', uid)),
      counted,
    );
    conversations.push({ id: c.id, participants: (c.participants as string[]) ?? [], messages });
  }
  const groups = [];
  for (const g of groupDocs) {
    const messages = await readAll(query(groupMessagesCol(db, g.id), where('userId', '==', uid)), counted);
    groups.push({ id: g.id, name: String(g.name ?? ''), creatorId: String(g.creatorId ?? ''), messages });
  }
  // Reviews and diner records live under each restaurant's page: one collection-group query each.
  const [reviews, dinerRecords] = await Promise.all([
    readMineAcross(reviewsGroup(db), uid, counted),
    readMineAcross(dinersGroup(db), uid, counted),
  ]);
  // Offers (decision 0041): the copies received, under each offer (collection group), and those made.
  const [offersReceived, offersMade] = await Promise.all([
    readAll(
      query(recipientsGroup(db), where('dinerId', '==', uid)),
      counted,
      (d) => d.ref.parent.parent?.id ?? d.id,
    ),
    mine(offersCol(db), 'ownerId'),
  ]);
  // Bill codes (decision 0046): those the user's till issued, and those their verified bills claimed (a
  // claimant cannot list codes: each is read by the id its bill names; one its issuer deleted is gone).
  const billCodesIssued = await mine(billCodesCol(db), 'createdBy');
  const billCodesClaimed: ExportedDoc[] = [];
  for (const codeId of new Set(bills.map((b) => b.codeId).filter((id) => typeof id === 'string'))) {
    const code = await readOne(billCodeDoc(db, codeId as string), counted);
    if (code) billCodesClaimed.push({ id: codeId as string, ...code });
  }
  const [blocks, notificationPreferences, privacyPreferences, wantToTry, dishMarks] = await Promise.all([
    unlessRefused(readAll(blocksCol(db, uid), counted), []),
    unlessRefused(readOne(notificationPreferencesDoc(db, uid), counted), null),
    unlessRefused(readOne(privacyPreferencesDoc(db, uid), counted), null),
    readAll(wantToTryCol(db, uid), counted),
    // The dishes the user was counted for at each restaurant (decision 0049), by restaurant key.
    readAll(dishMarksCol(db, uid), counted),
  ]);

  // Group events (decision 0051): the places taken (one collection-group query), and the events of the
  // groups the user created, a group at a time.
  const eventsGoing = await readAll(query(attendeesGroup(db), where('uid', '==', uid)), counted);
  const eventsCreated: ExportedDoc[] = [];
  for (const g of groupDocs.filter((x) => x.creatorId === uid)) {
    for (const e of await readAll(query(groupEventsCol(db, g.id)), counted))
      eventsCreated.push({ ...e, groupId: g.id });
  }

  return {
    uid,
    profile,
    privateRecords: Object.fromEntries(
      privateEntries.filter((e): e is readonly [(typeof e)[0], Record<string, unknown>] => !!e[1]),
    ),
    bills,
    posts,
    comments,
    likes,
    following,
    followers,
    pointsSent,
    pointsReceived,
    conversations,
    groups,
    notifications,
    restaurantClaims,
    reviews,
    dinerRecords,
    offersReceived,
    offersMade,
    billCodesIssued,
    billCodesClaimed,
    blocks,
    notificationPreferences,
    privacyPreferences,
    wantToTry,
    dishMarks,
    eventsGoing,
    eventsCreated,
  };
}
