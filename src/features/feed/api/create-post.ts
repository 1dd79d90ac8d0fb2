import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { resizeImage } from '@/platform/resize-image';
import { settleWrite, type WriteOutcome } from '@/firebase/settle-write';
import { deleteStoredFile, uploadImage } from '@/firebase/upload-image';
import { isOffline } from '@/stores/connectivity-store';
import { newPost } from './post-doc';
import { draftProblem, PHOTO_SIDE, SMALL_PHOTO_SIDE, type PostDraft } from '../model';
import { AppError } from '@/domain/app-error';
import { postsCol } from '@/firebase/collections';

export interface CreatedPost {
  id: string;
  /** 'queued': written to the offline cache, sent when the connection returns (shown as pending). */
  outcome: WriteOutcome;
}

/**
 * Posts (spec section 7): the image, if any, is resized and uploaded to post-images/{uid}/ with
 * progress, with a small copy for the feed (imageSmall), then posts/{autoId} is added with counters at
 * 0. Offline, a text post is queued in the cache and sent when the connection returns
 * (docs/decisions/0011); a photo needs the network. If the post is refused, the uploaded images are
 * deleted again and `onLateError` hears of a refusal that came after the post was reported queued.
 * Throws an AppError: the draft's problem, an upload message, 'feed:errors.photoOffline' or
 * 'feed:errors.createFailed'.
 */
export async function createPost(
  uid: string,
  draft: PostDraft,
  onProgress?: (percent: number) => void,
  onLateError: (err: AppError) => void = () => {},
  db: Firestore = firestore(),
): Promise<CreatedPost> {
  const problem = draftProblem(draft);
  if (problem) throw problem;
  if (draft.image && isOffline()) throw new AppError('feed:errors.photoOffline');
  let image: string | null = null;
  let imageSmall: string | null = null;
  if (draft.image) {
    let resized, small;
    try {
      // Shown at most about 640 CSS px wide: 1280 px is sharp on a 2x screen. The feed shows a 640 px
      // copy (a phone's width at about 1.7x), a fifth of the bytes (docs/decisions/0017).
      resized = await resizeImage(draft.image, { maxSide: PHOTO_SIDE });
      small = await resizeImage(draft.image, { maxSide: SMALL_PHOTO_SIDE, quality: 0.8 });
    } catch (cause) {
      throw new AppError('feed:errors.imageType', undefined, { cause });
    }
    const name = crypto.randomUUID();
    const upload = (blob: Blob, type: string, path: string, progress?: (percent: number) => void) =>
      uploadImage({
        path,
        data: blob,
        contentType: type,
        customMetadata: { uploadedBy: uid, originalName: draft.image!.name },
        onProgress: progress,
      });
    image = await upload(resized.blob, resized.type, `post-images/${uid}/${name}.${resized.ext}`, onProgress);
    // A photo that already fits the small size is its own copy.
    if (small.blob !== resized.blob) {
      try {
        imageSmall = await upload(
          small.blob,
          small.type,
          `post-images/${uid}/${name}-${SMALL_PHOTO_SIDE}.${small.ext}`,
        );
      } catch (err) {
        await deleteStoredFile(image);
        throw err;
      }
    }
  }
  const location = draft.location.trim();
  // An auto-id: the rules take no other post id, so a post never takes a bill's or user's id (decision 0006).
  const ref = doc(postsCol(db));
  const refused = async () => {
    if (image) await deleteStoredFile(image);
    if (imageSmall) await deleteStoredFile(imageSmall);
  };
  try {
    const fields = {
      content: draft.content.trim(),
      image,
      imageSmall,
      location,
      restaurant: draft.restaurant,
    };
    const ack = setDoc(ref, newPost(uid, fields));
    const outcome = await settleWrite(ack, {
      queueAfterMs: 15_000,
      onLateError: () => {
        void refused();
        onLateError(new AppError('feed:errors.createFailed'));
      },
    });
    return { id: ref.id, outcome };
  } catch (err) {
    await refused();
    throw new AppError('feed:errors.createFailed', undefined, { cause: err });
  }
}
