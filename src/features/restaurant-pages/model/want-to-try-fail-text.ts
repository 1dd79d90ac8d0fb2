// What a failed write of this feature says (decision 0037): offline, the app's offline text (try again
// when back); any other failure, the screen's own text rather than the SDK's English message.
import { t } from 'i18next';
import type { MessageKey } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';
import { isOfflineError } from '@/stores/connectivity-store';

export function failText(err: unknown, key: MessageKey): string {
  return isOfflineError(err) ? errorText(err) : String(t(key as never));
}
