import { useDraft } from '@/hooks/use-draft';
import { useToastStore } from '@/stores/toast-store';
import { messageRefusal, sendErrorMessage } from '../model';
import type { AppError } from '@/domain/app-error';
import { t } from 'i18next';
import { blockAwareMessage } from '@/social/block-message';

interface MessageDraftOptions {
  /** Sends the text; what it throws is shown as sendErrorMessage says (the spec's text, else 'Failed to send'). */
  send: (content: string) => Promise<unknown>;
  /** Why this text may not be sent, or null (default: the model's messageRefusal). */
  refusal?: (text: string) => string | AppError | null;
  /** After a successful send, instead of clearing the text: the screen moves on. */
  onSent?: () => void;
}

/** A message being written (the chat's composer and the compose screen). */
export function useMessageDraft({ send, refusal = messageRefusal, onSent }: MessageDraftOptions) {
  return useDraft({ send, refusal, errorText: sendErrorMessage, onSent });
}

/**
 * A message sent offline was shown as sending and the composer moved on; if the server refuses it when
 * the connection returns (the SDK then takes it off the list), this says so.
 */
export function showLateSendFailure(err: unknown): void {
  // Refused by the receiver's block: said plainly (decision 0030).
  useToastStore.getState().show(blockAwareMessage(err, t('messages:errors.sendFailed')), 'error', 6000);
}
