import { useState, type FormEvent } from 'react';
import type { AppError } from '@/domain/app-error';
import { errorText as textOf } from '@/i18n/error-text';

interface DraftOptions {
  /** Sends the text. */
  send: (text: string) => Promise<unknown>;
  /** Why this text may not be sent (shown, nothing sent: a text, or the model's AppError), or null. */
  refusal: (text: string) => string | AppError | null;
  /** What a failed send shows. */
  errorText: (err: unknown) => string;
  /**
   * After a successful send, instead of clearing the sent text: the screen moves on (the form stays
   * busy until it is gone).
   */
  onSent?: () => void;
}

/**
 * A short text being written and sent (a chat message, a comment): the text, sending, the error to
 * show, and submit, which refuses what may not be sent before sending. change() also clears the error;
 * setText() only sets the text.
 */
export function useDraft({ send, refusal, errorText, onSent }: DraftOptions) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (value: string) => {
    setText(value);
    if (error) setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const problem = refusal(text);
    if (problem) {
      setError(typeof problem === 'string' ? problem : textOf(problem));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await send(text);
    } catch (err) {
      setError(errorText(err));
      setSending(false);
      return;
    }
    if (onSent) {
      onSent();
      return;
    }
    // Whatever was typed while it was sending stays.
    setText((current) => (current === text ? '' : current));
    setSending(false);
  };

  return { text, setText, change, sending, error, blank: text.trim() === '', submit };
}
