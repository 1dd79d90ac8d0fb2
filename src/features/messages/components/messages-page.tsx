import { lazy, Suspense } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';

// The list and its Firestore SDK are their own chunk: the title and the skeleton paint without waiting
// for about 170 KB of SDK (the title is the screen's largest paint: docs/decisions/0014).
const ConversationsSection = lazy(() =>
  import('./conversations-section').then((m) => ({ default: m.ConversationsSection })),
);

/** /messages: my conversations, live, newest activity first (spec section 2). */
export function MessagesPage() {
  return (
    <section>
      <PageTitle>Messages</PageTitle>
      <Suspense fallback={<SkeletonRows count={3} label="Loading conversations" />}>
        <ConversationsSection />
      </Suspense>
    </section>
  );
}
