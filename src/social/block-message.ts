// What a blocked user is told (decision 0030). They cannot read the blocker's list, so the app learns of
// a block only when the rules refuse a move towards the blocker: a follow, a message, a like, a comment,
// points or an invite, each legal otherwise, is refused (permission-denied) only by a block.
import { t } from 'i18next';
import { errorCode } from '@/firebase/error-code';

/** "You can't do this: this user has blocked you.", in the language of the moment it is made. */
export const blockedByThem = (): string => t('social:block.errors.blockedByThem');

/** The rules refused it (the error itself, or the cause the app's own message carries). */
export function refusedByRules(err: unknown): boolean {
  const cause = err instanceof Error ? err.cause : undefined;
  return errorCode(err) === 'permission-denied' || errorCode(cause) === 'permission-denied';
}

/** The block's message when the rules refused the move; else `fallback` (the spec's own text). */
export function blockAwareMessage(err: unknown, fallback: string): string {
  return refusedByRules(err) ? blockedByThem() : fallback;
}
