// Want to try (decisions 0038, 0040): users/{uid}/wantToTry/{restaurantKey}, a private bookmark.

/** Bookmarks per page of the list. */
export const WANT_TO_TRY_PAGE = 20;

/** One bookmark as the list shows it: the page's name and address when it was saved. */
export interface WantToTryItem {
  restaurantKey: string;
  name: string;
  address: string;
  createdAt: Date | null;
}
