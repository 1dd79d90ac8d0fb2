// Every collection and document reference of the app, from the one list of names (collection-names.ts):
// a path is written here once, and api/ files ask for it by name (issue 40, as the conventions' anchor
// ccrsxx/twitter-clone's lib/firebase/collections.ts). The references are DocumentData on purpose: the
// app's own types (UserRecord, DinerRecord, ...) hold Dates where the stored documents hold Timestamps,
// and each api/ file's converter makes one from the other (decision 0001).
import {
  collection,
  collectionGroup,
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import {
  COLLECTIONS as C,
  PREFERENCE_DOCS,
  PRIVATE_DOCS,
  SUBCOLLECTIONS,
  type PrivateDocName,
  type UserSubcollection,
} from './collection-names';

type Col = CollectionReference<DocumentData>;
type Doc = DocumentReference<DocumentData>;

const { user: USER, restaurantPage: PAGE, offer: OFFER, chat: CHAT, groupEvent: EVENT } = SUBCOLLECTIONS;

// users/{uid} and what lives under it
export const usersCol = (db: Firestore): Col => collection(db, C.users);
export const userDoc = (db: Firestore, uid: string): Doc => doc(db, C.users, uid);
export const usernameDoc = (db: Firestore, nameLower: string): Doc => doc(db, C.usernames, nameLower);
/** users/{uid}/{sub}: one of the user's own subcollections. */
export const userSubcollection = (db: Firestore, uid: string, sub: UserSubcollection): Col =>
  collection(db, C.users, uid, USER[sub]);
/** users/{uid}/private/{name}: one of the owner's private records. */
export const privateDoc = (db: Firestore, uid: string, name: PrivateDocName): Doc =>
  doc(db, C.users, uid, USER.private, PRIVATE_DOCS[name]);
/** users/{uid}/private/account: the e-mail, the owner only. */
export const privateAccountDoc = (db: Firestore, uid: string): Doc => privateDoc(db, uid, 'account');
/** users/{uid}/private/settings: the language and the account's app settings. */
export const accountSettingsDoc = (db: Firestore, uid: string): Doc => privateDoc(db, uid, 'settings');
/** users/{uid}/private/billDay: the day's bill counter (decision 0016). */
export const billDayCounterDoc = (db: Firestore, uid: string): Doc => privateDoc(db, uid, 'billDay');
export const restaurantStatsDoc = (db: Firestore, uid: string): Doc => privateDoc(db, uid, 'restaurantStats');
export const lastBlockDoc = (db: Firestore, uid: string): Doc => privateDoc(db, uid, 'lastBlock');
export const unreadNotificationsDoc = (db: Firestore, uid: string): Doc =>
  privateDoc(db, uid, 'unreadNotifications');
export const unreadMessagesDoc = (db: Firestore, uid: string): Doc => privateDoc(db, uid, 'unreadMessages');
/** users/{uid}/private/deletion: the deletion marker (decision 0031). */
export const deletionMarkerDoc = (db: Firestore, uid: string): Doc => privateDoc(db, uid, 'deletion');
export const notificationPreferencesDoc = (db: Firestore, uid: string): Doc =>
  doc(db, C.users, uid, USER.preferences, PREFERENCE_DOCS.notifications);
export const privacyPreferencesDoc = (db: Firestore, uid: string): Doc =>
  doc(db, C.users, uid, USER.preferences, PREFERENCE_DOCS.privacy);
export const blocksCol = (db: Firestore, uid: string): Col => userSubcollection(db, uid, 'blocks');
export const blockDoc = (db: Firestore, blockerId: string, blockedId: string): Doc =>
  doc(blocksCol(db, blockerId), blockedId);
export const wantToTryCol = (db: Firestore, uid: string): Col => userSubcollection(db, uid, 'wantToTry');
export const wantToTryDoc = (db: Firestore, uid: string, restaurantKey: string): Doc =>
  doc(wantToTryCol(db, uid), restaurantKey);
/** users/{uid}/dishMarks/{restaurantKey}: the dishes the diner was counted for there (decision 0049). */
export const dishMarksCol = (db: Firestore, uid: string): Col => userSubcollection(db, uid, 'dishMarks');
export const dishMarksDoc = (db: Firestore, uid: string, restaurantKey: string): Doc =>
  doc(dishMarksCol(db, uid), restaurantKey);

// bills, receipts, the restaurants' bill codes, transfers
export const billsCol = (db: Firestore): Col => collection(db, C.bills);
export const billDoc = (db: Firestore, billId: string): Doc => doc(db, C.bills, billId);
export const receiptsCol = (db: Firestore): Col => collection(db, C.receipts);
export const receiptDoc = (db: Firestore, receiptKey: string): Doc => doc(db, C.receipts, receiptKey);
export const pointTransactionsCol = (db: Firestore): Col => collection(db, C.pointTransactions);
export const pointTransactionDoc = (db: Firestore, txId: string): Doc => doc(db, C.pointTransactions, txId);
/** billCodes/{codeId}: a restaurant's one-use code for a verified bill (decision 0046). */
export const billCodesCol = (db: Firestore): Col => collection(db, C.billCodes);
export const billCodeDoc = (db: Firestore, codeId: string): Doc => doc(db, C.billCodes, codeId);

// restaurants: the owners' claims, the public pages with their diners and reviews
export const restaurantsCol = (db: Firestore): Col => collection(db, C.restaurants);
export const restaurantDoc = (db: Firestore, restaurantKey: string): Doc =>
  doc(db, C.restaurants, restaurantKey);
export const restaurantPagesCol = (db: Firestore): Col => collection(db, C.restaurantPages);
export const restaurantPageDoc = (db: Firestore, restaurantKey: string): Doc =>
  doc(db, C.restaurantPages, restaurantKey);
export const dinersCol = (db: Firestore, restaurantKey: string): Col =>
  collection(db, C.restaurantPages, restaurantKey, PAGE.diners);
export const dinerDoc = (db: Firestore, restaurantKey: string, uid: string): Doc =>
  doc(dinersCol(db, restaurantKey), uid);
/** Every restaurant's diners: the collection group. */
export const dinersGroup = (db: Firestore): Query => collectionGroup(db, PAGE.diners);
export const reviewsCol = (db: Firestore, restaurantKey: string): Col =>
  collection(db, C.restaurantPages, restaurantKey, PAGE.reviews);
export const reviewDoc = (db: Firestore, restaurantKey: string, uid: string): Doc =>
  doc(reviewsCol(db, restaurantKey), uid);
/** Every restaurant's reviews: the collection group. */
export const reviewsGroup = (db: Firestore): Query => collectionGroup(db, PAGE.reviews);
/** restaurantPages/{key}/dishes/{dishKey}: "Popular here" (decision 0049). */
export const dishesCol = (db: Firestore, restaurantKey: string): Col =>
  collection(db, C.restaurantPages, restaurantKey, PAGE.dishes);
export const dishDoc = (db: Firestore, restaurantKey: string, dishKey: string): Doc =>
  doc(dishesCol(db, restaurantKey), dishKey);

// offers and their recipients' copies
export const offersCol = (db: Firestore): Col => collection(db, C.offers);
export const offerDoc = (db: Firestore, offerId: string): Doc => doc(db, C.offers, offerId);
export const recipientsCol = (db: Firestore, offerId: string): Col =>
  collection(db, C.offers, offerId, OFFER.recipients);
export const recipientDoc = (db: Firestore, offerId: string, dinerId: string): Doc =>
  doc(recipientsCol(db, offerId), dinerId);
/** Every offer's recipients: the collection group. */
export const recipientsGroup = (db: Firestore): Query => collectionGroup(db, OFFER.recipients);

// the social layer
export const followsCol = (db: Firestore): Col => collection(db, C.follows);
export const followDoc = (db: Firestore, followId: string): Doc => doc(db, C.follows, followId);
export const postsCol = (db: Firestore): Col => collection(db, C.posts);
export const postDoc = (db: Firestore, postId: string): Doc => doc(db, C.posts, postId);
export const likesCol = (db: Firestore): Col => collection(db, C.likes);
export const likeDoc = (db: Firestore, likeId: string): Doc => doc(db, C.likes, likeId);
export const commentsCol = (db: Firestore): Col => collection(db, C.comments);
export const commentDoc = (db: Firestore, commentId: string): Doc => doc(db, C.comments, commentId);
export const notificationsCol = (db: Firestore): Col => collection(db, C.notifications);
export const notificationDoc = (db: Firestore, notificationId: string): Doc =>
  doc(db, C.notifications, notificationId);
export const reportDoc = (db: Firestore, reportId: string): Doc => doc(db, C.reports, reportId);

// groups and conversations, each with its messages
export const groupsCol = (db: Firestore): Col => collection(db, C.eliteGroups);
export const groupDoc = (db: Firestore, groupId: string): Doc => doc(db, C.eliteGroups, groupId);
export const groupMessagesCol = (db: Firestore, groupId: string): Col =>
  collection(db, C.eliteGroups, groupId, CHAT.messages);
export const citiesCol = (db: Firestore): Col => collection(db, C.eliteCities);
export const cityDoc = (db: Firestore, cityId: string): Doc => doc(db, C.eliteCities, cityId);
/** A group's events and an event's attendance (decision 0051). */
export const groupEventsCol = (db: Firestore, groupId: string): Col =>
  collection(db, C.eliteGroups, groupId, EVENT.events);
export const groupEventDoc = (db: Firestore, groupId: string, eventId: string): Doc =>
  doc(db, C.eliteGroups, groupId, EVENT.events, eventId);
export const eventAttendeeDoc = (db: Firestore, groupId: string, eventId: string, uid: string): Doc =>
  doc(db, C.eliteGroups, groupId, EVENT.events, eventId, EVENT.attendees, uid);
/** Every event's attendance: the collection group. */
export const attendeesGroup = (db: Firestore): Query => collectionGroup(db, EVENT.attendees);
export const conversationsCol = (db: Firestore): Col => collection(db, C.conversations);
export const conversationDoc = (db: Firestore, conversationId: string): Doc =>
  doc(db, C.conversations, conversationId);
export const conversationMessagesCol = (db: Firestore, conversationId: string): Col =>
  collection(db, C.conversations, conversationId, CHAT.messages);
