import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, TextArea } from '@/components/ui/input';
import { ErrorMessage } from '@/components/ui/error-message';
import { useToastStore } from '@/stores/toast-store';
import { draftProblem, imageProblem, LOCATION_MAX, POST_MAX } from '../model';
import { errorText } from '@/i18n/error-text';
import type { PostRestaurant } from '../api/post-doc';
import { RestaurantField } from './restaurant-field';

/**
 * The post composer (spec section 2, Feed): text, an optional image and an optional location. With no
 * user yet (the session is still resolving) it is shown, disabled, so the feed below does not move.
 */
// The post's write (resizing, upload, Storage) is its own chunk, loaded as soon as the form is touched,
// long before Share is pressed; the service worker precaches it for an offline post (decision 0053).
const loadCreatePost = () => import('../api/create-post');

export function Composer({ uid }: { uid: string | null }) {
  const { t } = useTranslation('feed');
  const [content, setContent] = useState('');
  const [location, setLocation] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [restaurant, setRestaurant] = useState<PostRestaurant | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const locked = busy || !uid;
  const fileId = useId();

  function pick(file: File | undefined) {
    setError(null);
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setError(errorText(problem));
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    setImage(file);
  }

  function clearImage() {
    setImage(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !uid) return;
    const draft = { content, location, image, restaurant };
    const problem = draftProblem(draft);
    if (problem) return setError(errorText(problem));
    setBusy(true);
    setError(null);
    setProgress(image ? 0 : null);
    try {
      const toasts = useToastStore.getState();
      const { createPost } = await loadCreatePost();
      const { outcome } = await createPost(uid, draft, setProgress, (late) =>
        toasts.show(errorText(late), 'error', 6000),
      );
      setContent('');
      setLocation('');
      setRestaurant(null);
      clearImage();
      if (outcome === 'queued') toasts.show(t('composer.queued'), 'info', 5000);
      else toasts.show(t('composer.shared'), 'success');
    } catch (err) {
      setError(errorText(err, 'feed:errors.createFailed'));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onFocus={() => void loadCreatePost().catch(() => {})}
      aria-label={t('composer.label')}
      className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <Field label={t('composer.contentLabel')} hideLabel>
        <TextArea
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={POST_MAX}
          rows={3}
          disabled={locked}
          placeholder={t('composer.placeholder')}
          className="resize-y"
        />
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Field label={t('composer.location')} hideLabel className="w-full">
          <Input
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            maxLength={LOCATION_MAX}
            disabled={locked}
            placeholder={t('composer.location')}
          />
        </Field>
        <label
          htmlFor={fileId}
          className="inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center rounded-xl border border-zinc-300 px-4 text-sm font-semibold text-zinc-800 hover:bg-zinc-100 focus-within:outline-2 focus-within:outline-amber-500 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800"
        >
          {image ? t('composer.changePhoto') : t('composer.addPhoto')}
          <input
            id={fileId}
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={locked}
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
      </div>
      <RestaurantField uid={uid} value={restaurant} onChange={setRestaurant} disabled={locked} />
      {image && (
        <div className="relative">
          <FilePreview file={image} />
          <button
            type="button"
            onClick={clearImage}
            disabled={locked}
            aria-label={t('composer.removePhoto')}
            className="absolute top-2 right-2 rounded-full bg-black/60 px-3 py-1 text-sm text-white"
          >
            ✕
          </button>
        </div>
      )}
      {progress !== null && (
        <div className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-300">
          <progress value={progress} max={100} aria-label={t('composer.upload')} className="h-2 flex-1" />
          <span>{t('composer.progress', { percent: progress })}</span>
        </div>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button type="submit" busy={busy} disabled={!uid || !content.trim()}>
        {busy ? t('composer.posting') : t('composer.submit')}
      </Button>
    </form>
  );
}

/** The chosen photo, from an object URL that is released when the file changes or the preview goes. */
function FilePreview({ file }: { file: File }) {
  const { t } = useTranslation('feed');
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img src={url} alt={t('composer.selectedPhoto')} className="max-h-64 w-full rounded-xl object-cover" />
  );
}
