// Reports (docs/decisions/0030-block-and-report.md): reports/{reporterId}_{kind}_{itemId}, written once
// by the reporter and read by nobody in the app; moderators read them with admin access (README,
// "Moderation"). A reported item stays until a moderator acts.
import { serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { AppError } from '@/domain/app-error';
import { errorCode } from '@/firebase/error-code';
import { whileOnline } from '@/firebase/guarded-transaction';
import { reportDoc } from '@/firebase/collections';

export type ReportKind = 'post' | 'comment' | 'message' | 'user' | 'review';
/** The reasons a reporter picks from, as stored (shown as the catalogue's social:report.reasons). */
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'nudity', 'violence', 'other'] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 500;

export interface ReportInput {
  reporterId: string;
  kind: ReportKind;
  /** A post's, comment's or user's id; a message's is {conversationId}:{messageId}; a review's
   * {restaurantKey}:{authorId}. */
  itemId: string;
  /** The item's author (the user, for a user). */
  reportedUserId: string;
  reason: ReportReason;
  details: string;
}

export const reportIdOf = (reporterId: string, kind: ReportKind, itemId: string) =>
  `${reporterId}_${kind}_${itemId}`;

export const messageItemId = (conversationId: string, messageId: string) => `${conversationId}:${messageId}`;

export const reviewItemId = (restaurantKey: string, authorId: string) => `${restaurantKey}:${authorId}`;

/**
 * Sends the report (needs the server: a report written offline could be refused later, unseen). A
 * second report of the same item is refused by the rules (no update): told as already reported.
 */
export async function sendReport(input: ReportInput, db: Firestore = firestore()): Promise<void> {
  const { reporterId, kind, itemId } = input;
  const ref = reportDoc(db, reportIdOf(reporterId, kind, itemId));
  try {
    await whileOnline(
      () =>
        setDoc(ref, {
          reporterId,
          kind,
          itemId,
          reportedUserId: input.reportedUserId,
          reason: input.reason,
          details: input.details.trim().slice(0, REPORT_DETAILS_MAX),
          createdAt: serverTimestamp(),
        }),
      15_000,
    );
  } catch (err) {
    throw new AppError(
      errorCode(err) === 'permission-denied' ? 'social:report.errors.already' : 'social:report.errors.failed',
      undefined,
      { cause: err },
    );
  }
}
