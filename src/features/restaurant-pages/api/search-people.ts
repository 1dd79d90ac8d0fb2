// People search on the search page (decision 0040): the invite dialog's username prefix search
// (src/users/user-search.ts), as the search page's result pages.
import type { UserRecord } from '@/domain/user-record';
import { searchUsersPage } from '@/users/user-search';
import { SEARCH_PAGE_SIZE, type SearchPage } from '../model/search-model';

/** One page of users whose username starts with `term`, after the usernameLower `after`. */
export async function searchPeople(term: string, after?: string): Promise<SearchPage<UserRecord>> {
  const page = await searchUsersPage(term, { size: SEARCH_PAGE_SIZE, after });
  return { items: page.users, next: page.next };
}
