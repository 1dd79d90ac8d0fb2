import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore';
import { firestore } from '@/lib/firebase';
import { resizeImage } from '@/lib/resize-image';
import { deleteStoredFile, uploadImage } from '@/lib/upload-image';
import { withTimeout } from '@/lib/with-timeout';
import { draftProblem, MSG, type PostDraft } from '../model';

/**
 * Posts (spec section 7): the image, if any, is resized and uploaded to post-images/{uid}/ with
 * progress, then posts/{autoId} is added with counters at 0. If the post cannot be written, the
 * uploaded image is deleted again. Throws the draft's problem, an upload message, or 'Failed to create post'.
 */
export async function createPost(
  uid: string,
  draft: PostDraft,
  onProgress?: (percent: number) => void,
  db: Firestore = firestore(),
): Promise<string> {
  const problem = draftProblem(draft);
  if (problem) throw new Error(problem);
  let image: string | null = null;
  if (draft.image) {
    let resized;
    try {
      resized = await resizeImage(draft.image, { maxSide: 1600 });
    } catch (cause) {
      throw new Error(MSG.imageType, { cause });
    }
    image = await uploadImage({
      path: `post-images/${uid}/${crypto.randomUUID()}.${resized.ext}`,
      data: resized.blob,
      contentType: resized.type,
      customMetadata: { uploadedBy: uid, originalName: draft.image.name },
      onProgress,
    });
  }
  const location = draft.location.trim();
  try {
    const ref = await withTimeout(
      addDoc(collection(db, 'posts'), {
        userId: uid,
        content: draft.content.trim(),
        ...(image ? { image } : {}),
        ...(location ? { location } : {}),
        likeCount: 0,
        commentCount: 0,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
      15_000,
    );
    return ref.id;
  } catch (err) {
    if (image) await deleteStoredFile(image);
    throw new Error(MSG.createFailed, { cause: err });
  }
}
