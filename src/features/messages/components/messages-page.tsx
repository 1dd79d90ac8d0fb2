import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';

// The list and its Firestore SDK are their own chunk: the title and the skeleton paint without waiting
// for about 170 KB of SDK (the title is the screen's largest paint: docs/decisions/0014).
const ConversationsSection = lazy(() =>
  import('./conversations-section').then((m) => ({ default: m.ConversationsSection })),
);

function ConversationsLoading() {
  const { t } = useTranslation('messages');
  return <SkeletonRows count={3} label={t('page.loadingConversations')} />;
}

function MessagesLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('messages');
  return (
    <section>
      <PageTitle>{t('page.title')}</PageTitle>
      {children}
    </section>
  );
}

/** /messages: my conversations, live, newest activity first (spec section 2). */
export function MessagesPage() {
  return (
    <MessagesLayout>
      <Suspense fallback={<ConversationsLoading />}>
        <ConversationsSection />
      </Suspense>
    </MessagesLayout>
  );
}

/** The page while its list loads: /messages' frame in index.html (src/app/prerender/frames.tsx). */
export function MessagesFrame() {
  return (
    <MessagesLayout>
      <ConversationsLoading />
    </MessagesLayout>
  );
}
