import { useState, type FormEvent } from 'react';
import { messageRefusal, sendErrorMessage } from '../model';

interface DraftOptions {
  /** Sends the text; what it throws is shown as sendErrorMessage says (the spec's text, else 'Failed to send'). */
  send: (content: string) => Promise<unknown>;
  /** Why this text may not be sent, or null (default: the model's messageRefusal). */
  refusal?: (text: string) => string | null;
  /**
   * After a successful send, instead of clearing the sent text: the screen moves on (the form stays
   * busy until it is gone).
   */
  onSent?: () => void;
}

/**
 * A message being written (the chat's composer and the compose screen): the text, sending, the error to
 * show (cleared by typing), and submit, which refuses what may not be sent before sending.
 */
export function useMessageDraft({ send, refusal = messageRefusal, onSent }: DraftOptions) {
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
      setError(problem);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await send(text);
    } catch (err) {
      setError(sendErrorMessage(err));
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

  return { text, change, sending, error, blank: text.trim() === '', submit };
}
