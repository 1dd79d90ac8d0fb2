import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAuthStore } from '@/stores/auth-store';
import { useConversationList } from '../hooks/use-conversation-list';
import { ConversationList } from './conversation-list';

/** The live list of /messages: a skeleton while it loads (or the user is not known yet), then the rows. */
export function ConversationsSection() {
  const uid = useAuthStore((s) => s.uid);
  const { rows, loading, error, retry } = useConversationList(uid);
  if (error) return <ErrorState message={error} onRetry={retry} />;
  if (loading || !rows) return <SkeletonRows count={3} label="Loading conversations" />;
  return <ConversationList rows={rows} />;
}
