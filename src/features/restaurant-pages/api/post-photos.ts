// Photos on a restaurant page (issue 42): the posts naming this restaurant (restaurantKey), newest
// first, a page at a time; the owner's own, read apart, come first. Posts are for signed-in readers
// (social.rules), so a visitor is asked to sign in. Text posts among them are read and not shown.
import {
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { toDate } from '@/domain/user-record';
import { postsCol } from '@/firebase/collections';

/** The photos of a page of posts, and of the owner's. */
const PHOTOS_PAGE = 9;
const OWNER_PHOTOS = 6;

export interface PostPhoto {
  postId: string;
  userId: string;
  /** The feed's small copy when there is one. */
  src: string;
  content: string;
  createdAt: Date | null;
}

export interface PhotoPage {
  photos: PostPhoto[];
  /** Where the next page starts; null: this was the last. */
  next: DocumentSnapshot | null;
}

function photoOf(d: DocumentSnapshot): PostPhoto | null {
  const p = d.data() ?? {};
  const src = typeof p.imageSmall === 'string' && p.imageSmall ? p.imageSmall : p.image;
  if (typeof src !== 'string' || !src) return null;
  return {
    postId: d.id,
    userId: typeof p.userId === 'string' ? p.userId : '',
    src,
    content: typeof p.content === 'string' ? p.content : '',
    createdAt: toDate(p.createdAt),
  };
}

const photosOf = (docs: DocumentSnapshot[]) => docs.map(photoOf).filter((p): p is PostPhoto => p !== null);

/** A page of the posts at the restaurant, after `after`. */
export async function fetchPhotoPage(
  restaurantKey: string,
  after: DocumentSnapshot | null,
  db: Firestore = firestore(),
): Promise<PhotoPage> {
  const snap = await getDocs(
    query(
      postsCol(db),
      where('restaurantKey', '==', restaurantKey),
      orderBy('createdAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(PHOTOS_PAGE),
    ),
  );
  const last = snap.docs[snap.docs.length - 1] ?? null;
  return { photos: photosOf(snap.docs), next: snap.size === PHOTOS_PAGE ? last : null };
}

/** The owner's latest posts at their restaurant (one bounded read). */
export async function fetchOwnerPhotos(
  restaurantKey: string,
  ownerId: string,
  db: Firestore = firestore(),
): Promise<PostPhoto[]> {
  const snap = await getDocs(
    query(
      postsCol(db),
      where('restaurantKey', '==', restaurantKey),
      where('userId', '==', ownerId),
      orderBy('createdAt', 'desc'),
      limit(OWNER_PHOTOS),
    ),
  );
  return photosOf(snap.docs);
}
