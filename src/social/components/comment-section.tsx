import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProfileName } from '@/components/ui/profile-name';
import { ErrorMessage } from '@/components/ui/error-message';
import {
  addComment,
  COMMENT_MAX,
  commentProblem,
  deleteComment,
  subscribeToComments,
  type Comment,
  type CommentTarget,
} from '@/social/api/comments';
import { blockAwareMessage } from '@/social/api/blocks';
import { useBlockedUsers, withoutBlocked } from '@/social/hooks/use-blocked-users';
import { ItemMenu } from './item-menu';
import { formatRelative } from '@/i18n/format';
import { useDraft } from '@/hooks/use-draft';
import { useLive } from '@/hooks/use-live';
import { useUsers } from '@/hooks/use-users';
import { isAppError } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';

interface CommentSectionProps {
  target: CommentTarget;
  /** The signed-in user, or null for a visitor ('Sign in to comment'). */
  uid: string | null;
}

/**
 * Comments of a post or bill (spec sections 2, 5 and 8): the live list, newest first, with authors
 * looked up in one batch; 3 skeletons while loading; the form; delete for the author.
 */
export function CommentSection({ target, uid }: CommentSectionProps) {
  const { t } = useTranslation('social');
  const comments = useLive<Comment[]>(
    `${target.kind}/${target.id}`,
    (onNext, onError) => subscribeToComments(target, onNext, onError),
    t('comments.errors.loadFailed'),
  );
  // Comments by users I block are not shown (decision 0030).
  const blocked = useBlockedUsers();
  const shown = comments.data ? withoutBlocked(comments.data, blocked.ids, (c) => c.userId) : undefined;
  const authorIds = [...new Set((shown ?? []).map((c) => c.userId))].sort();
  const authors = useUsers(authorIds, t('comments.errors.loadFailed'));
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function remove(id: string) {
    if (!uid || deleting) return;
    setDeleting(id);
    setDeleteError(null);
    try {
      await deleteComment(uid, id);
    } catch (err) {
      // The spec's alert for a failed delete; its two named refusals are shown as they are.
      setDeleteError(
        isAppError(err, 'social:comments.errors.notAuthorized', 'social:comments.errors.notFound')
          ? errorText(err)
          : t('comments.errors.deleteAlert'),
      );
    } finally {
      setDeleting(null);
    }
  }

  const known = authors.data;
  return (
    <section aria-label={t('comments.sectionLabel')} className="flex flex-col gap-2">
      <CommentForm target={target} uid={uid} />
      {deleteError && <ErrorMessage>{deleteError}</ErrorMessage>}
      {comments.loading ? (
        <SkeletonRows count={3} label={t('comments.loading')} />
      ) : comments.error ? (
        <ErrorState message={comments.error} onRetry={comments.retry} />
      ) : !shown?.length ? (
        <p className="py-2 text-sm text-zinc-500 dark:text-zinc-400">{t('comments.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('comments.listLabel')}>
          {shown.map((c) => {
            const author = known[c.userId];
            const name = author?.username || (authors.loading ? '…' : t('unknownUser'));
            return (
              <li key={c.id} className="flex items-start gap-2">
                <Avatar src={author?.photoURL} seed={c.userId} alt="" size={32} />
                <div className="min-w-0 flex-1 rounded-xl bg-zinc-100 px-3 py-2 dark:bg-zinc-800">
                  <div className="flex items-baseline justify-between gap-2">
                    <ProfileName
                      username={author?.username}
                      name={name}
                      className="truncate text-sm font-semibold"
                    />
                    <time
                      className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400"
                      dateTime={c.createdAt?.toISOString()}
                    >
                      {formatRelative(c.createdAt)}
                    </time>
                  </div>
                  <p className="text-sm break-words whitespace-pre-line">{c.content}</p>
                </div>
                <ItemMenu
                  uid={uid}
                  what="comment"
                  authorName={author?.username || t('comments.thisUser')}
                  report={{ kind: 'comment', itemId: c.id, reportedUserId: c.userId }}
                />
                {uid === c.userId && (
                  <button
                    type="button"
                    onClick={() => void remove(c.id)}
                    disabled={deleting !== null}
                    aria-label={t('comments.deleteLabel')}
                    className="min-h-11 shrink-0 rounded-lg px-2 text-xs font-medium text-red-600 hover:bg-red-50 disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-950"
                  >
                    {deleting === c.id ? t('comments.deleting') : t('comments.delete')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function CommentForm({ target, uid }: CommentSectionProps) {
  const { t } = useTranslation('social');
  const { text, setText, sending, error, submit } = useDraft({
    send: (content) => addComment(uid!, target, content),
    // A visitor's field and button are disabled; the refusal only keeps submit from sending.
    refusal: (content) => (uid ? commentProblem(content) : t('comments.signIn')),
    // Refused by the post's author's block: said plainly (decision 0030).
    errorText: (err) => blockAwareMessage(err, errorText(err, 'social:comments.errors.addFailed')),
  });
  const signedIn = uid !== null;

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Field label={t('comments.fieldLabel')} hideLabel className="min-w-0 flex-1">
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={!signedIn || sending}
            maxLength={COMMENT_MAX}
            placeholder={signedIn ? t('comments.placeholder') : t('comments.signIn')}
          />
        </Field>
        <Button type="submit" busy={sending} disabled={!signedIn || !text.trim()}>
          {sending ? t('comments.sending') : t('comments.submit')}
        </Button>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </form>
  );
}
