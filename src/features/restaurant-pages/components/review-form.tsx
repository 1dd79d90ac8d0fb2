import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { TextArea } from '@/components/ui/input';
import { errorText } from '@/i18n/error-text';
import { deleteReview, saveReview } from '../api/review-writes';
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, reviewDraftProblem, type Review } from '../model/review-model';

// A review's photos (resizing, Storage) load with the first photo chosen (decision 0053).
const loadPhotos = () => import('../api/review-photos');
const uploadReviewPhoto = async (uid: string, file: File) =>
  (await loadPhotos()).uploadReviewPhoto(uid, file);
const deleteReviewPhoto = async (url: string) => (await loadPhotos()).deleteReviewPhoto(url);

interface ReviewFormProps {
  restaurantKey: string;
  uid: string;
  /** The stored review (edit and delete), or null (a new one). */
  mine: Review | null;
  onDone: () => void;
}

/**
 * The diner's own review: 1-5 stars as a radio group (arrow keys move, as any radio group), a text with
 * its counter, up to 3 photos of their own; saved with the page's rating in one write (decision 0039).
 */
export function ReviewForm({ restaurantKey, uid, mine, onDone }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? '');
  const [photos, setPhotos] = useState<string[]>(mine?.photos ?? []);
  const [busy, setBusy] = useState<'save' | 'delete' | 'upload' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Uploaded in this form and not saved: their files go when the form is left (or a photo removed).
  const fresh = useRef(new Set<string>());

  async function addPhoto(file: File | undefined) {
    if (!file || photos.length >= REVIEW_PHOTOS_MAX) return;
    setBusy('upload');
    setError(null);
    try {
      const url = await uploadReviewPhoto(uid, file);
      fresh.current.add(url);
      setPhotos((p) => [...p, url]);
    } catch (err) {
      setError(errorText(err, 'reviews:errors.imageType'));
    } finally {
      setBusy(null);
    }
  }

  function removePhoto(url: string) {
    setPhotos((p) => p.filter((u) => u !== url));
    if (fresh.current.delete(url)) void deleteReviewPhoto(url);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const draft = { rating, text, photos };
    const problem = reviewDraftProblem(draft);
    if (problem) return setError(errorText(problem));
    setBusy('save');
    setError(null);
    try {
      await saveReview(restaurantKey, uid, draft);
      // Photos taken off the stored review: their files go after the save.
      for (const url of mine?.photos ?? []) if (!photos.includes(url)) void deleteReviewPhoto(url);
      fresh.current.clear();
      onDone();
    } catch (err) {
      setError(errorText(err, 'reviews:errors.saveFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('delete');
    setError(null);
    try {
      await deleteReview(restaurantKey, uid);
      for (const url of [...(mine?.photos ?? []), ...fresh.current]) void deleteReviewPhoto(url);
      fresh.current.clear();
      onDone();
    } catch (err) {
      setError(errorText(err, 'reviews:errors.deleteFailed'));
    } finally {
      setBusy(null);
    }
  }

  function cancel() {
    for (const url of fresh.current) void deleteReviewPhoto(url);
    fresh.current.clear();
    onDone();
  }

  const disabled = busy !== null;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={t('form.title')}
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-700"
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t('form.rating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg text-2xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500"
            >
              <input
                type="radio"
                name={`rating-${restaurantKey}`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                disabled={disabled}
                className="sr-only"
                aria-label={t('form.star', { count: n })}
              />
              <span
                aria-hidden="true"
                className={n <= rating ? 'text-amber-500' : 'text-zinc-300 dark:text-zinc-600'}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={t('form.text')}
        hint={t('form.counter', { n: text.length, max: REVIEW_TEXT_MAX })}
        hintIsCounter
      >
        <TextArea
          value={text}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(e) => setText(e.target.value)}
          disabled={disabled}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {t('form.photosLabel', { max: REVIEW_PHOTOS_MAX })}
        </p>
        {photos.length > 0 && (
          <ul className="flex gap-2">
            {photos.map((url, i) => (
              <li key={url} className="relative">
                <img src={url} alt="" className="h-20 w-20 rounded-lg object-cover" />
                <button
                  type="button"
                  onClick={() => removePhoto(url)}
                  disabled={disabled}
                  aria-label={t('form.removePhoto', { n: i + 1 })}
                  className="absolute -top-2 -right-2 flex h-11 w-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-6 w-6 items-center justify-center rounded-full bg-zinc-900 text-xs text-white dark:bg-zinc-100 dark:text-zinc-900"
                  >
                    ✕
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < REVIEW_PHOTOS_MAX && (
          <div>
            <HiddenFileInput
              ref={fileInput}
              accept="image/jpeg,image/png,image/webp"
              aria-label={t('form.addPhoto')}
              onFile={(f) => void addPhoto(f)}
            />
            <Button
              variant="secondary"
              busy={busy === 'upload'}
              disabled={disabled}
              onClick={() => fileInput.current?.click()}
            >
              {busy === 'upload' ? t('form.uploading') : t('form.addPhoto')}
            </Button>
          </div>
        )}
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        {mine && (
          <Button variant="danger" busy={busy === 'delete'} disabled={disabled} onClick={() => void remove()}>
            {busy === 'delete' ? t('form.deleting') : t('form.delete')}
          </Button>
        )}
        {mine && (
          <Button variant="secondary" disabled={disabled} onClick={cancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" busy={busy === 'save'} disabled={disabled || rating === 0}>
          {busy === 'save' ? t('form.saving') : mine ? t('form.update') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
