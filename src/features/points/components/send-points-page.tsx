import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner } from '@/components/ui/spinner';
import { formatPoints } from '@/i18n/format';
import { PATHS } from '@/domain/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { transferPoints } from '../api/transfer-points';
import { useRecipients } from '../hooks/use-recipients';
import { NO_PRESELECTION, parseAmount, sendErrorMessage } from '../model';
import { SendPointsForm } from './send-points-form';
import { blockAwareMessage } from '@/social/block-message';

/** /send-points/me and /send-points/{username} (spec section 2). */
export function SendPointsPage() {
  const { username = NO_PRESELECTION } = useParams();
  // A new path starts a fresh form (the bottom bar can lead from /send-points/x to /send-points/me).
  return <SendPointsScreen key={username} pathUsername={username} />;
}

function SendPointsScreen({ pathUsername }: { pathUsername: string }) {
  const { t } = useTranslation('points');
  const user = useAuthStore((s) => s.user);
  const userError = useAuthStore((s) => s.userError);
  const goBack = useGoBack(PATHS.home);
  const uid = user?.uid;
  const username = user?.username;
  const me = useMemo(() => (uid && username ? { uid, username } : null), [uid, username]);
  const { data, loading, error: loadError, retry } = useRecipients(me, pathUsername);

  const [picked, setPicked] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const recipients = data?.recipients;
  const selectedId = picked ?? data?.preselectedId ?? null;
  const selected = recipients?.find((r) => r.uid === selectedId) ?? null;

  const send = async () => {
    if (!user || !selected) return;
    const points = parseAmount(amount);
    setSending(true);
    setError(null);
    try {
      await transferPoints({ senderId: user.uid, receiverId: selected.uid, amount: points });
    } catch (err) {
      // Refused by the receiver's block: said plainly (decision 0030).
      setError(blockAwareMessage(err, sendErrorMessage(err)));
      setSending(false);
      return;
    }
    useToastStore
      .getState()
      .show(t('sent', { count: points, n: formatPoints(points), username: selected.username }), 'success');
    // Back where the user came from; a page opened directly (or through the sign-in of a deep link) has
    // no in-app page to return to: home.
    goBack();
  };

  let body;
  if (!user) body = userError ? <ErrorState message={userError} /> : <FullPageSpinner />;
  else
    body = (
      <SendPointsForm
        recipients={recipients}
        recipientsLoading={loading}
        recipientsError={loadError}
        onRetryRecipients={retry}
        notice={data?.notice ?? null}
        selectedId={selected?.uid ?? null}
        onSelect={(id) => {
          setPicked(id);
          setError(null);
        }}
        amount={amount}
        onAmountChange={(text) => {
          setAmount(text);
          setError(null);
        }}
        balance={user.silverPoints}
        sending={sending}
        error={error}
        onSubmit={send}
      />
    );

  return (
    <section aria-labelledby="send-points-title" className="mx-auto w-full max-w-lg">
      <PageTitle>
        <span id="send-points-title">{t('title')}</span>
      </PageTitle>
      {body}
    </section>
  );
}
