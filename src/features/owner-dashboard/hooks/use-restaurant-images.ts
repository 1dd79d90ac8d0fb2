import { useEffect, useRef, useState } from 'react';
import { MAX_IMAGES } from '../model/images';
import { errorText } from '@/i18n/error-text';

/** Uploads one image, reporting 0-100; resolves its download URL or throws a message to show. */
export type ImageUploader = (file: File, onProgress: (percent: number) => void) => Promise<string>;
/** Deletes uploaded files nobody will reference (never throws). */
export type ImageDiscarder = (urls: readonly string[]) => void;

/**
 * The edit form's image list (decision 0019): the saved images plus this edit's uploads, one upload at a
 * time with its progress. Nothing is left behind in Storage: an upload of this edit that is removed
 * again, or that no save keeps (Cancel, leaving the page, an upload finishing after that), is discarded.
 * Saved images the owner removes are deleted by the save that drops them (api/save-restaurant-profile).
 */
export function useRestaurantImages(
  initial: readonly string[],
  upload: ImageUploader,
  discard: ImageDiscarder,
) {
  const [images, setImages] = useState<string[]>(() => [...initial]);
  /** 0-100 while an upload runs, null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Uploads of this edit that no successful save references yet. */
  const fresh = useRef(new Set<string>());
  /** The list a save in flight (or done) writes: its fresh uploads are not discarded on unmount. */
  const saving = useRef<ReadonlySet<string>>(new Set());
  const mounted = useRef(true);
  const discardRef = useRef(discard);
  useEffect(() => {
    discardRef.current = discard;
  });

  useEffect(() => {
    mounted.current = true;
    const uploads = fresh.current;
    return () => {
      mounted.current = false;
      const left = [...uploads].filter((url) => !saving.current.has(url));
      if (left.length > 0) discardRef.current(left);
    };
  }, []);

  const add = async (file: File | undefined) => {
    if (!file || progress !== null || images.length >= MAX_IMAGES) return;
    setError(null);
    setProgress(0);
    try {
      const url = await upload(file, (percent) => {
        if (mounted.current) setProgress(percent);
      });
      if (!mounted.current) return discardRef.current([url]);
      fresh.current.add(url);
      setImages((list) => [...list, url]);
    } catch (err) {
      if (mounted.current) setError(errorText(err, 'dashboard:images.messages.failed'));
    } finally {
      if (mounted.current) setProgress(null);
    }
  };

  const remove = (url: string) => {
    setError(null);
    setImages((list) => list.filter((u) => u !== url));
    if (fresh.current.delete(url)) discardRef.current([url]);
  };

  /** Around the save: `start` before it, `done(true)` once it went through, `done(false)` if not. */
  const save = {
    start: () => {
      saving.current = new Set(images);
    },
    done: (ok: boolean) => {
      if (ok) fresh.current.clear();
      else saving.current = new Set();
    },
  };

  return { images, progress, uploading: progress !== null, error, add, remove, save };
}

export type RestaurantImagesState = ReturnType<typeof useRestaurantImages>;
