import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { TextArea } from '@/components/ui/input';
import { ProfileName } from '@/components/ui/profile-name';
import type { UserRecord } from '@/domain/user-record';
import { errorText } from '@/i18n/error-text';
import { formatDay, formatRelative } from '@/i18n/format';
import { reviewItemId } from '@/social/api/reports';
import { ItemMenu } from '@/social/components/item-menu';
import { saveReply } from '../api/review-writes';
import { REPLY_TEXT_MAX, type Review } from '../model/review-model';
import { ReviewStars } from './review-stars';

interface ReviewItemProps {
  restaurantKey: string;
  review: Review;
  author: UserRecord | undefined;
  authorLoading: boolean;
  /** The signed-in user (null: signed out). */
  uid: string | null;
  /** The signed-in user owns the claimed restaurant: they reply. */
  isOwner: boolean;
}

/** One review: author, stars, text, photos, "Verified diner" with the visit, the owner's reply. */
export function ReviewItem({ restaurantKey, review, author, authorLoading, uid, isOwner }: ReviewItemProps) {
  const { t } = useTranslation('reviews');
  const name = author?.username || (authorLoading ? '…' : t('review.thisUser'));
  return (
    <li className="flex items-start gap-2">
      <Avatar src={author?.photoURL} seed={review.userId} alt="" size={32} />
      <article className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <ProfileName username={author?.username} name={name} className="truncate text-sm font-semibold" />
          <time
            className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400"
            dateTime={review.createdAt?.toISOString()}
          >
            {formatRelative(review.createdAt)}
          </time>
        </div>
        <ReviewStars rating={review.rating} />
        {review.billVerified && (
          <p className="self-start rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
            {t('review.byRestaurant')}
          </p>
        )}
        <p className="text-xs text-emerald-700 dark:text-emerald-400">
          <span className="font-semibold">✓ {t('review.verified')}</span>
          {' · '}
          {t('review.visited', { date: formatDay(review.visitDate) })}
          {' · '}
          {t('review.visits', { count: review.visits })}
        </p>
        {review.text && <p className="text-sm break-words whitespace-pre-line">{review.text}</p>}
        {review.photos.length > 0 && (
          <ul className="flex gap-2">
            {review.photos.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={t('review.photo', { n: i + 1, name })}
                    loading="lazy"
                    className="h-20 w-20 rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        <ReplyBlock restaurantKey={restaurantKey} review={review} isOwner={isOwner} />
      </article>
      <ItemMenu
        uid={uid}
        what="review"
        authorName={author?.username || t('review.thisUser')}
        report={{
          kind: 'review',
          itemId: reviewItemId(restaurantKey, review.userId),
          reportedUserId: review.userId,
        }}
      />
    </li>
  );
}

function ReplyBlock({
  restaurantKey,
  review,
  isOwner,
}: Omit<ReviewItemProps, 'author' | 'authorLoading' | 'uid'>) {
  const { t } = useTranslation('reviews');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reply = review.reply;

  async function run(kind: 'save' | 'delete', work: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await work();
      setEditing(false);
    } catch (err) {
      setError(
        errorText(err, kind === 'save' ? 'reviews:errors.replyFailed' : 'reviews:errors.deleteFailed'),
      );
    } finally {
      setBusy(null);
    }
  }

  if (editing)
    return (
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run('save', () => saveReply(restaurantKey, review.userId, text, reply === null));
        }}
      >
        <Field
          label={t('reply.field')}
          hint={t('form.counter', { n: text.length, max: REPLY_TEXT_MAX })}
          hintIsCounter
        >
          <TextArea
            value={text}
            rows={3}
            maxLength={REPLY_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            disabled={busy !== null}
          />
        </Field>
        {error && <ErrorMessage>{error}</ErrorMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={busy !== null} onClick={() => setEditing(false)}>
            {t('reply.cancel')}
          </Button>
          <Button type="submit" busy={busy === 'save'} disabled={!text.trim()}>
            {busy === 'save' ? t('reply.saving') : t('reply.save')}
          </Button>
        </div>
      </form>
    );

  return (
    <>
      {reply && (
        <div className="mt-1 rounded-xl bg-zinc-100 px-3 py-2 dark:bg-zinc-800">
          <p className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">{t('reply.label')}</p>
          <p className="text-sm break-words whitespace-pre-line">{reply.text}</p>
        </div>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {isOwner && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            disabled={busy !== null}
            onClick={() => {
              setText(reply?.text ?? '');
              setEditing(true);
            }}
          >
            {reply ? t('reply.edit') : t('reply.write')}
          </Button>
          {reply && (
            <Button
              variant="ghost"
              busy={busy === 'delete'}
              onClick={() => void run('delete', () => saveReply(restaurantKey, review.userId, null, false))}
            >
              {busy === 'delete' ? t('reply.deleting') : t('reply.delete')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
