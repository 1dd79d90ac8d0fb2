// posts/{autoId}: the one shape of a new post, written by create-post.ts and seeded from here by scripts
// and tests (decision 0036). Its counters start at 0; likes and comments move them (decision 0027).
import { serverTimestamp, type DocumentData } from 'firebase/firestore';

/** What a post says; a missing or empty image or location is left out of the document. */
export interface PostFields {
  content: string;
  image?: string | null;
  imageSmall?: string | null;
  location?: string;
  /** The restaurant page it was at (issue 42): its key and name, both or neither. */
  restaurant?: PostRestaurant | null;
}

export interface PostRestaurant {
  key: string;
  name: string;
}

export function newPost(
  uid: string,
  { content, image, imageSmall, location, restaurant }: PostFields,
): DocumentData {
  return {
    userId: uid,
    content,
    ...(image ? { image } : {}),
    ...(imageSmall ? { imageSmall } : {}),
    ...(location ? { location } : {}),
    ...(restaurant ? { restaurantKey: restaurant.key, restaurantName: restaurant.name } : {}),
    likeCount: 0,
    commentCount: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}
