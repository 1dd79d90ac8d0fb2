import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { LoadOlder } from '@/components/ui/load-older';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAuthStore } from '@/stores/auth-store';
import { useConversationList } from '../hooks/use-conversation-list';
import { ConversationList } from './conversation-list';

/**
 * The live list of /messages: a skeleton while it loads (or the user is not known yet), then the rows,
 * and "Load older" while older conversations may exist.
 */
export function ConversationsSection() {
  const { t } = useTranslation('messages');
  const uid = useAuthStore((s) => s.uid);
  const pages = useConversationList(uid);
  const { rows, loading, error, retry } = pages;
  if (error) return <ErrorState message={error} onRetry={retry} />;
  if (loading || !rows) return <SkeletonRows count={3} label={t('page.loadingConversations')} />;
  return (
    <>
      <ConversationList rows={rows} />
      <LoadOlder pages={pages} what={t('list.older')} />
    </>
  );
}
