import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Field } from '@/components/ui/field';
import { TextArea } from '@/components/ui/input';
import { ErrorMessage } from '@/components/ui/error-message';
import { PATHS } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { sendMessage } from '../api/send-message';
import { useChatPartner } from '../hooks/use-chat';
import { showLateSendFailure, useMessageDraft } from '../hooks/use-message-draft';
import { MAX_MESSAGE_LENGTH, messageRefusal } from '../model';

/** /send-message/{username}: compose a message; on success to /messages (spec section 2). */
export function SendMessagePage() {
  const { username = '' } = useParams();
  return <ComposeScreen key={username.toLowerCase()} username={username} />;
}

function ComposeScreen({ username }: { username: string }) {
  const { t } = useTranslation('messages');
  const me = useAuthStore((s) => s.uid);
  const navigate = useNavigate();
  const partner = useChatPartner(username);
  const other = partner.data;
  const { text, change, sending, error, submit } = useMessageDraft({
    send: (content) =>
      sendMessage({ senderId: me!, receiverId: other!.uid, content }, undefined, showLateSendFailure),
    refusal: (value) => (other?.uid === me ? t('errors.messageSelf') : messageRefusal(value)),
    onSent: () => navigate(PATHS.messages),
  });

  if (partner.error) return <ErrorState message={partner.error} onRetry={partner.retry} />;
  if (partner.loading || !me) return <FullPageSpinner />;
  if (!other) {
    return (
      <section>
        <PageTitle>{t('compose.title', { username })}</PageTitle>
        <ErrorState message={t('errors.userNotFound')} />
      </section>
    );
  }

  return (
    <section>
      <PageTitle>{t('compose.title', { username: other.username })}</PageTitle>
      <form onSubmit={submit} className="flex flex-col gap-3 px-4" noValidate>
        <div className="flex items-center gap-3 text-sm text-zinc-600 dark:text-zinc-300">
          <Avatar src={other.photoURL} seed={other.uid} alt="" size={36} />
          <span>{t('compose.to', { username: other.username })}</span>
        </div>
        <Field id="compose-message" label={t('composer.label')}>
          <TextArea
            size="md"
            required
            rows={6}
            value={text}
            maxLength={MAX_MESSAGE_LENGTH}
            onChange={(e) => change(e.target.value)}
            placeholder={t('composer.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'compose-error' : undefined}
          />
        </Field>
        <Button type="submit" block disabled={text.trim() === ''} busy={sending}>
          {sending ? t('composer.sending') : t('composer.send')}
        </Button>
        {error && <ErrorMessage id="compose-error">{error}</ErrorMessage>}
      </form>
    </section>
  );
}
