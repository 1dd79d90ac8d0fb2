// Search (decision 0040): restaurants by the start of their key, people by the start of their username.
import { normKey } from '@/domain/restaurant-key';

/** Results per page, for restaurants and for people. */
export const SEARCH_PAGE_SIZE = 10;
/** The field settles this long after the last key press before a search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The typed text as a restaurant key's start: folded by the key's own normKey ('Chéz Ca' → 'chezca'),
 * so it matches however a bill spelled the name. '' (only spaces or punctuation) searches nothing.
 */
export const restaurantSearchTerm = (text: string): string => normKey(text);

/** A page of results and where the next one starts (null: this was the last). */
export interface SearchPage<T> {
  items: T[];
  next: string | null;
}

/** An average rating with one decimal, in the language shown: 4.5 (Italian 4,5). */
export function formatRating(average: number, language: string): string {
  return new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}
