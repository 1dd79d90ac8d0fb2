import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useAuthStore } from '@/stores/auth-store';
import { useConversationList } from '../hooks/use-conversation-list';
import { ConversationList } from './conversation-list';

/** /messages: my conversations, live, newest activity first (spec section 2). */
export function MessagesPage() {
  const uid = useAuthStore((s) => s.uid);
  const { rows, loading, error, retry } = useConversationList(uid);
  return (
    <section>
      <PageTitle>Messages</PageTitle>
      {error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : loading || !rows ? (
        <SkeletonRows count={3} label="Loading conversations" />
      ) : (
        <ConversationList rows={rows} />
      )}
    </section>
  );
}
