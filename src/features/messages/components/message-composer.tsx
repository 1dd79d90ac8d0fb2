import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ErrorMessage } from '@/components/ui/error-message';
import { useMessageDraft } from '../hooks/use-message-draft';
import { MAX_MESSAGE_LENGTH } from '../model';

interface MessageComposerProps {
  /** Sends the text; a failure shows the spec's message (sendErrorMessage). */
  onSend: (content: string) => Promise<unknown>;
  disabled?: boolean;
}

/** The chat's input: 'Type a message...', send disabled while blank or sending; errors as an alert. */
export function MessageComposer({ onSend, disabled = false }: MessageComposerProps) {
  const { t } = useTranslation('messages');
  const { text, change, sending, error, blank, submit } = useMessageDraft({ send: onSend });

  return (
    <form
      onSubmit={submit}
      className="sticky bottom-16 z-20 border-t border-zinc-200 bg-zinc-50/95 px-3 py-2 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95"
    >
      {text.length > 0 && blank && !error && (
        <p id="message-hint" className="mb-1 px-2 text-xs text-zinc-500 dark:text-zinc-400">
          {t('errors.emptyMessage')}
        </p>
      )}
      {error && (
        <ErrorMessage look="box" className="mb-2">
          {error}
        </ErrorMessage>
      )}
      <div className="flex items-center gap-2">
        <Field id="message-input" label={t('composer.label')} hideLabel className="flex-1">
          <Input
            shape="pill"
            size="md"
            value={text}
            onChange={(e) => change(e.target.value)}
            placeholder={t('composer.placeholder')}
            maxLength={MAX_MESSAGE_LENGTH}
            autoComplete="off"
            aria-describedby={text.length > 0 && blank ? 'message-hint' : undefined}
            disabled={disabled}
          />
        </Field>
        <button
          type="submit"
          aria-label={sending ? t('composer.sending') : t('composer.send')}
          disabled={disabled || blank || sending}
          aria-busy={sending || undefined}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-500 text-zinc-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Icon name="send" size={20} />
        </button>
      </div>
    </form>
  );
}
