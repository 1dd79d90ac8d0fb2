import type { Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import type { DeletionContext, DeletionStep } from '../../../model/deletion/deletion-step';
import { removeCommentsMade } from './comments-made';
import { removeFollows } from './follows';
import { removeFromGroups } from './groups';
import { removeLikesMade } from './likes-made';
import { removeLikesOnBills, removeLikesOnCard } from './likes-on-mine';
import { removeNotifications } from './notifications';
import { endOwnOffers, removeOfferCopies } from './offers';
import { removePosts } from './posts';
import { removeDinerRecords, removeReviews } from './reviews';
import { removeEventAttendance } from './event-attendance';

// The steps that take the user's own content away after step 1 (marker written, user document and
// username gone), in this order (decision 0032): what the user did to others' content first, while its
// targets are there to count it down; then others' likes and comments on the user's content, then that
// content; the user's reviews (each with its page's rating) and diner records; the offers' copies they
// received, and the end of the offers they made (decision 0041); follows; notifications
// last of the social documents, as the steps before leave some
// (follows') and take some (likes', comments'); groups. Messages, group chat messages in groups that
// stay, and transfers are kept for the other participant: they hold the uid only (a conversation
// shows "Deleted user", decision 0032). Each step is idempotent and reads in pages: run again, it finishes what is left.

type Run = (db: Firestore, ctx: DeletionContext) => Promise<void>;

const STEPS: [string, Run][] = [
  ['Likes you made', removeLikesMade],
  ['Comments you wrote', removeCommentsMade],
  ['Likes on your card', removeLikesOnCard],
  ['Likes on your bills', removeLikesOnBills],
  ['Your posts', removePosts],
  ['Your reviews', removeReviews],
  ['Your restaurant visits', removeDinerRecords],
  ['Offers you received', removeOfferCopies],
  ['Your offers', endOwnOffers],
  ['Follows', removeFollows],
  ['Notifications', removeNotifications],
  // Before the groups: a place is given back with its event's count (decision 0051).
  ['Your places at events', removeEventAttendance],
  ['Groups', removeFromGroups],
];

/** The content steps on `db` (tests); the app's list is CONTENT_STEPS, on its own Firestore. */
export function contentSteps(db?: Firestore): DeletionStep[] {
  return STEPS.map(([name, run]) => ({ name, run: (ctx) => run(db ?? firestore(), ctx) }));
}

export const CONTENT_STEPS: DeletionStep[] = contentSteps();
