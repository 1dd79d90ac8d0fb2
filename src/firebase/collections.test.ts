// The one module of paths (issue 40): each reference lands where the rules and docs/data-model.md say,
// and every name of the list is a path the rules match.
import { initializeApp } from 'firebase/app';
import { collectionGroup, getFirestore, queryEqual } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, PREFERENCE_DOCS, PRIVATE_DOCS, SUBCOLLECTIONS } from './collection-names';
import * as refs from './collections';
import rules from '../../firestore.rules?raw';

const db = getFirestore(initializeApp({ projectId: 'demo-collections' }, 'collections-test'));

describe('the references', () => {
  it.each([
    [refs.usersCol(db), 'users'],
    [refs.userDoc(db, 'u1'), 'users/u1'],
    [refs.usernameDoc(db, 'ann'), 'usernames/ann'],
    [refs.userSubcollection(db, 'u1', 'preferences'), 'users/u1/preferences'],
    [refs.privateDoc(db, 'u1', 'lastBlock'), 'users/u1/private/lastBlock'],
    [refs.privateAccountDoc(db, 'u1'), 'users/u1/private/account'],
    [refs.accountSettingsDoc(db, 'u1'), 'users/u1/private/settings'],
    [refs.billDayCounterDoc(db, 'u1'), 'users/u1/private/billDay'],
    [refs.restaurantStatsDoc(db, 'u1'), 'users/u1/private/restaurantStats'],
    [refs.lastBlockDoc(db, 'u1'), 'users/u1/private/lastBlock'],
    [refs.unreadNotificationsDoc(db, 'u1'), 'users/u1/private/unreadNotifications'],
    [refs.unreadMessagesDoc(db, 'u1'), 'users/u1/private/unreadMessages'],
    [refs.deletionMarkerDoc(db, 'u1'), 'users/u1/private/deletion'],
    [refs.notificationPreferencesDoc(db, 'u1'), 'users/u1/preferences/notifications'],
    [refs.privacyPreferencesDoc(db, 'u1'), 'users/u1/preferences/privacy'],
    [refs.blocksCol(db, 'u1'), 'users/u1/blocks'],
    [refs.blockDoc(db, 'u1', 'u2'), 'users/u1/blocks/u2'],
    [refs.wantToTryCol(db, 'u1'), 'users/u1/wantToTry'],
    [refs.wantToTryDoc(db, 'u1', 'k'), 'users/u1/wantToTry/k'],
    [refs.billsCol(db), 'bills'],
    [refs.billDoc(db, 'u1_1'), 'bills/u1_1'],
    [refs.receiptsCol(db), 'receipts'],
    [refs.receiptDoc(db, 'r'), 'receipts/r'],
    [refs.billCodesCol(db), 'billCodes'],
    [refs.billCodeDoc(db, 'c'), 'billCodes/c'],
    [refs.pointTransactionsCol(db), 'pointTransactions'],
    [refs.pointTransactionDoc(db, 't'), 'pointTransactions/t'],
    [refs.restaurantsCol(db), 'restaurants'],
    [refs.restaurantDoc(db, 'k'), 'restaurants/k'],
    [refs.restaurantPagesCol(db), 'restaurantPages'],
    [refs.restaurantPageDoc(db, 'k'), 'restaurantPages/k'],
    [refs.dinersCol(db, 'k'), 'restaurantPages/k/diners'],
    [refs.dinerDoc(db, 'k', 'u1'), 'restaurantPages/k/diners/u1'],
    [refs.reviewsCol(db, 'k'), 'restaurantPages/k/reviews'],
    [refs.reviewDoc(db, 'k', 'u1'), 'restaurantPages/k/reviews/u1'],
    [refs.offersCol(db), 'offers'],
    [refs.offerDoc(db, 'o'), 'offers/o'],
    [refs.recipientsCol(db, 'o'), 'offers/o/recipients'],
    [refs.recipientDoc(db, 'o', 'u1'), 'offers/o/recipients/u1'],
    [refs.followsCol(db), 'follows'],
    [refs.followDoc(db, 'a_b'), 'follows/a_b'],
    [refs.postsCol(db), 'posts'],
    [refs.postDoc(db, 'p'), 'posts/p'],
    [refs.likesCol(db), 'likes'],
    [refs.likeDoc(db, 'a_p'), 'likes/a_p'],
    [refs.commentsCol(db), 'comments'],
    [refs.commentDoc(db, 'c'), 'comments/c'],
    [refs.notificationsCol(db), 'notifications'],
    [refs.notificationDoc(db, 'n'), 'notifications/n'],
    [refs.reportDoc(db, 'r'), 'reports/r'],
    [refs.groupsCol(db), 'eliteGroups'],
    [refs.groupDoc(db, 'g'), 'eliteGroups/g'],
    [refs.groupMessagesCol(db, 'g'), 'eliteGroups/g/messages'],
    [refs.groupEventsCol(db, 'g'), 'eliteGroups/g/events'],
    [refs.groupEventDoc(db, 'g', 'e'), 'eliteGroups/g/events/e'],
    [refs.eventAttendeeDoc(db, 'g', 'e', 'u1'), 'eliteGroups/g/events/e/attendees/u1'],
    [refs.conversationsCol(db), 'conversations'],
    [refs.conversationDoc(db, 'a_b'), 'conversations/a_b'],
    [refs.conversationMessagesCol(db, 'a_b'), 'conversations/a_b/messages'],
  ])('%#: %s', (ref, path) => {
    expect(ref.path).toBe(path);
  });

  it('the collection groups are the subcollections of every parent', () => {
    expect(queryEqual(refs.dinersGroup(db), collectionGroup(db, 'diners'))).toBe(true);
    expect(queryEqual(refs.reviewsGroup(db), collectionGroup(db, 'reviews'))).toBe(true);
    expect(queryEqual(refs.recipientsGroup(db), collectionGroup(db, 'recipients'))).toBe(true);
    expect(queryEqual(refs.reviewsGroup(db), collectionGroup(db, 'diners'))).toBe(false);
    expect(queryEqual(refs.attendeesGroup(db), collectionGroup(db, 'attendees'))).toBe(true);
  });
});

describe('the names', () => {
  const matches = rules.split('\n').filter((l) => /^\s*match \//.test(l));
  const matched = (segment: string) =>
    matches.some((l) => l.includes(`/${segment}/`) || l.includes(`/${segment} {`));

  it('each name is its own key, so a reference reads like its path', () => {
    for (const list of [COLLECTIONS, PRIVATE_DOCS, PREFERENCE_DOCS, ...Object.values(SUBCOLLECTIONS)]) {
      for (const [key, name] of Object.entries(list)) expect(name).toBe(key);
    }
  });

  it('every collection, subcollection and fixed document is matched by firestore.rules', () => {
    const names = [
      ...Object.values(COLLECTIONS),
      ...Object.values(SUBCOLLECTIONS).flatMap((s) => Object.values(s)),
    ];
    expect(names.filter((n) => !matched(n))).toEqual([]);
    const fixed = [
      ...Object.values(PRIVATE_DOCS).map((id) => `private/${id}`),
      ...Object.values(PREFERENCE_DOCS).map((id) => `preferences/${id}`),
    ];
    expect(fixed.filter((f) => !matches.some((l) => l.includes(`/${f} {`)))).toEqual([]);
  });
});
