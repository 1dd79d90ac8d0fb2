// Texts and pure rules of sending silver points (spec sections 2, 5 and 8).
import { t } from 'i18next';
import type { UserRecord } from '@/domain/user-record';
import { AppError, isAppError, type MessageKey } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';

/** The messages a transfer is refused with before anything is written; everything else is a failure. */
const REFUSALS: MessageKey[] = [
  'points:messages.amountNotPositive',
  'points:messages.notWholeNumber',
  'points:messages.toSelf',
  'points:messages.senderNotFound',
  'points:messages.insufficient',
  'points:messages.receiverNotFound',
];

/** /send-points/me means "choose someone"; any other segment names the user to preselect. */
export const NO_PRESELECTION = 'me';

/** A user the signed-in user can send to. `followed` is false only for a preselected non-followed user. */
export interface Recipient {
  uid: string;
  username: string;
  photoURL: string;
  followed: boolean;
}

export interface RecipientChoice {
  recipients: Recipient[];
  /** uid to select when the screen opens, or null. */
  preselectedId: string | null;
  /** Why the user named in the path was not preselected, or null. */
  notice: string | null;
}

export interface TransferInput {
  senderId: string;
  receiverId: string;
  amount: number;
}

/** What the transaction read: the sender's balance (null when the sender's document is missing) and
 *  whether the receiver's document exists. */
export interface TransferSnapshot {
  senderBalance: number | null;
  receiverExists: boolean;
}

/** Checks that need no data: amount, then not to oneself. */
export function amountOrTargetProblem({ senderId, receiverId, amount }: TransferInput): AppError | null {
  if (!(amount > 0)) return new AppError('points:messages.amountNotPositive');
  if (!Number.isInteger(amount)) return new AppError('points:messages.notWholeNumber');
  if (senderId === receiverId) return new AppError('points:messages.toSelf');
  return null;
}

/** The first reason to refuse a transfer, in the spec's order (section 5), or null. */
export function transferProblem(input: TransferInput, read: TransferSnapshot): AppError | null {
  const early = amountOrTargetProblem(input);
  if (early) return early;
  if (read.senderBalance === null) return new AppError('points:messages.senderNotFound');
  if (read.senderBalance < input.amount) return new AppError('points:messages.insufficient');
  if (!read.receiverExists) return new AppError('points:messages.receiverNotFound');
  return null;
}

/** The api's error for anything thrown by the transfer: a refusal keeps its message, the rest is a failure. */
export function transferError(err: unknown): AppError {
  const key = isAppError(err, ...REFUSALS) ? err.key : 'points:messages.transferFailed';
  return new AppError(key, undefined, { cause: err });
}

/** What the screen shows for a failed send: the thrown message, or the screen's fallback. */
export function sendErrorMessage(err: unknown): string {
  return errorText(err, 'points:messages.sendFailed');
}

/** The amount field's text as a number of points; NaN when it is empty or not a number. */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? NaN : Number(trimmed);
}

/** Why the amount field is not sendable yet, as a hint under it, or null (empty gives no hint). */
export function amountHint(text: string, balance: number): string | null {
  const amount = parseAmount(text);
  if (text.trim() === '') return null;
  if (Number.isNaN(amount) || amount <= 0) return t('points:messages.amountNotPositive');
  if (!Number.isInteger(amount)) return t('points:messages.notWholeNumber');
  if (amount > balance) return t('points:messages.amountExceeds');
  return null;
}

/**
 * Section 2: submit is disabled with no recipient, an amount of 0 or less or above the balance; also
 * while sending, and for a fraction (silver points are whole numbers).
 */
export function canSubmit(state: {
  recipientId: string | null;
  amountText: string;
  balance: number;
  sending: boolean;
}): boolean {
  const amount = parseAmount(state.amountText);
  return (
    !state.sending &&
    state.recipientId !== null &&
    Number.isInteger(amount) &&
    amount > 0 &&
    amount <= state.balance
  );
}

/** Followed users first by username (case-insensitive); a preselected non-followed user goes on top. */
export function orderRecipients(recipients: Recipient[]): Recipient[] {
  return [...recipients].sort(
    (a, b) =>
      Number(a.followed) - Number(b.followed) ||
      a.username.localeCompare(b.username, 'en', { sensitivity: 'base' }),
  );
}

/**
 * Which recipient /send-points/{username} opens with. A followed user is preselected. A user who exists
 * but is not followed is added on top, preselected (the profile's Send Silver Points button leads here
 * for anyone; the rules accept a transfer to any existing user). Oneself and unknown names are not
 * preselected and say why.
 */
export function chooseRecipients(
  followed: Recipient[],
  pathUsername: string,
  me: { uid: string; username: string },
  lookedUp: Recipient | null,
): RecipientChoice {
  const recipients = orderRecipients(followed);
  if (pathUsername === NO_PRESELECTION || pathUsername === '') {
    return { recipients, preselectedId: null, notice: null };
  }
  const wanted = pathUsername.toLowerCase();
  if (wanted === me.username.toLowerCase())
    return { recipients, preselectedId: null, notice: t('points:messages.toSelf') };
  const inList = recipients.find((r) => r.username.toLowerCase() === wanted);
  if (inList) return { recipients, preselectedId: inList.uid, notice: null };
  if (!lookedUp || lookedUp.uid === me.uid)
    return { recipients, preselectedId: null, notice: t('points:messages.userNotFound') };
  return {
    recipients: [{ ...lookedUp, followed: false }, ...recipients],
    preselectedId: lookedUp.uid,
    notice: null,
  };
}

/** A looked-up user as a row of the recipient list. */
export function toRecipient(
  user: Pick<UserRecord, 'uid' | 'username' | 'photoURL'>,
  followed: boolean,
): Recipient {
  return { uid: user.uid, username: user.username, photoURL: user.photoURL, followed };
}
