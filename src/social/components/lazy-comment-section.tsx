import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/components/ui/lazy-component';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { CommentTarget } from '@/social/api/comments';

// A list's comments open on a tap: their code (the live list, the form) loads then (decision 0053).
const CommentSection = lazyComponent(() => import('./comment-section').then((m) => m.CommentSection));

/** The comment section of a card in a list, its code loaded as it first opens; until then, its skeleton. */
export function LazyCommentSection(props: { target: CommentTarget; uid: string | null }) {
  const { t } = useTranslation('social');
  return (
    <Suspense fallback={<SkeletonRows count={3} label={t('comments.loading')} />}>
      <CommentSection {...props} />
    </Suspense>
  );
}
