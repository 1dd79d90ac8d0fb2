// The one place an error becomes words for the reader (decision 0037). The api and model layers throw
// AppError with a catalogue key; this translates it with the language of the moment it is shown. Any
// other error (a Firebase one, a provider's text) keeps the mapping the screens always had: its own
// message, else the screen's fallback.
import { t } from 'i18next';
import { AppError, type MessageKey } from '@/domain/app-error';

export function errorText(err: unknown, fallback?: MessageKey): string {
  if (err instanceof AppError) {
    const params = typeof err.params === 'function' ? err.params() : err.params;
    return String(t(err.key as never, (params ?? {}) as never));
  }
  if (err instanceof Error && (err.message || !fallback)) return err.message;
  return fallback ? t(fallback) : String(err);
}
