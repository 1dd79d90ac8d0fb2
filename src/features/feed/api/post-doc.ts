// posts/{autoId}: the one shape of a new post, written by create-post.ts and seeded from here by scripts
// and tests (decision 0036). Its counters start at 0; likes and comments move them (decision 0027).
import { serverTimestamp, type DocumentData } from 'firebase/firestore';

/** What a post says; a missing or empty image or location is left out of the document. */
export interface PostFields {
  content: string;
  image?: string | null;
  imageSmall?: string | null;
  location?: string;
}

export function newPost(uid: string, { content, image, imageSmall, location }: PostFields): DocumentData {
  return {
    userId: uid,
    content,
    ...(image ? { image } : {}),
    ...(imageSmall ? { imageSmall } : {}),
    ...(location ? { location } : {}),
    likeCount: 0,
    commentCount: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}
