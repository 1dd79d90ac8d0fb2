// A restaurant's reviews, newest first, as pages (decision 0025): the newest page live, older ones on
// "Load older".
import type { Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { pagedQuery, type PagedSource } from '@/firebase/subscribe-pages';
import { toReview, type Review } from '../model/review-model';
import { reviewsCol } from '@/firebase/collections';

const REVIEWS_PAGE = 10;

export function reviewPages(key: string, db: Firestore = firestore()): PagedSource<Review> {
  return pagedQuery(reviewsCol(db, key), 'createdAt', REVIEWS_PAGE, (id, data) => toReview(id, data));
}
