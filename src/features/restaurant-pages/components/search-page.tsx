import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { profilePath, restaurantPagePath } from '@/domain/paths';
import { averageRating, type RestaurantPage } from '@/domain/restaurant-page';
import type { UserRecord } from '@/domain/user-record';
import { userSearchTerm } from '@/users/user-search';
import { useDebounced } from '@/hooks/use-debounced';
import { formatCount, formatPoints } from '@/i18n/format';
import { searchPeople } from '../api/search-people';
import { searchRestaurantsPage } from '../api/search-restaurants';
import { useSearchResults, type SearchResults } from '../hooks/use-search-results';
import { formatRating, restaurantSearchTerm, SEARCH_DEBOUNCE_MS } from '../model/search-model';
import { OpenNowLine } from './open-now';
import { NearMe } from './near-me';

const ROW =
  'flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:hover:bg-zinc-800';

/**
 * Search (/search, decision 0040): one field, two result groups. Restaurants by the start of their name
 * (the restaurant key's start), people by the start of their username; each group in pages of 10. The
 * text lives in the address (?q=), so Back returns to the same results.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const restaurants = useSearchResults(
    'restaurants',
    restaurantSearchTerm(settled),
    searchRestaurantsPage,
    t('restaurants.failed'),
  );
  const people = useSearchResults('people', userSearchTerm(settled), searchPeople, t('people.failed'));
  const typed = settled.trim() !== '';

  return (
    <section className="flex flex-col gap-4 pb-6">
      <PageTitle>{t('title')}</PageTitle>
      <form role="search" className="px-4" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('field.label')}>
          <Input
            type="search"
            size="md"
            value={text}
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
            placeholder={t('field.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
        </Field>
      </form>
      <NearMe />
      {!typed ? (
        <EmptyState icon="🔍" title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <>
          <ResultGroup
            title={t('restaurants.title')}
            results={restaurants}
            unsearchable={restaurantSearchTerm(settled) === '' ? t('restaurants.needLetters') : null}
            none={t('restaurants.none', { text: settled.trim() })}
            noneHint={t('restaurants.noneHint')}
            more={t('restaurants.more')}
            searching={t('restaurants.searching')}
          >
            {restaurants.items.map((page) => (
              <RestaurantResult key={page.restaurantKey} page={page} />
            ))}
          </ResultGroup>
          <ResultGroup
            title={t('people.title')}
            results={people}
            unsearchable={null}
            none={t('people.none', { text: settled.trim() })}
            noneHint={t('people.noneHint')}
            more={t('people.more')}
            searching={t('people.searching')}
          >
            {people.items.map((user) => (
              <PersonResult key={user.uid} user={user} />
            ))}
          </ResultGroup>
        </>
      )}
    </section>
  );
}

interface ResultGroupProps {
  title: string;
  results: SearchResults<unknown>;
  /** Why this group cannot search the text (only punctuation), or null. */
  unsearchable: string | null;
  none: string;
  noneHint: string;
  more: string;
  searching: string;
  children: ReactNode;
}

/** A titled list of results with its loading, error, empty and "more results" states. */
function ResultGroup({
  title,
  results,
  unsearchable,
  none,
  noneHint,
  more,
  searching,
  children,
}: ResultGroupProps) {
  const headingId = useId();
  let body: ReactNode;
  if (unsearchable) body = <p className="px-4 text-sm text-zinc-600 dark:text-zinc-400">{unsearchable}</p>;
  else if (results.loading)
    body = (
      <div className="px-4">
        <Spinner size="sm" label={searching} />
      </div>
    );
  else if (results.error) body = <ErrorState message={results.error} onRetry={results.retry} />;
  else if (results.items.length === 0)
    body = (
      <div className="px-4 text-sm">
        <p className="font-medium text-zinc-800 dark:text-zinc-100">{none}</p>
        <p className="text-zinc-600 dark:text-zinc-400">{noneHint}</p>
      </div>
    );
  else
    body = (
      <>
        <ul
          aria-labelledby={headingId}
          aria-busy={results.refreshing || undefined}
          className="flex flex-col px-1"
        >
          {children}
        </ul>
        {results.moreError && (
          <div className="px-4">
            <ErrorMessage>{results.moreError}</ErrorMessage>
          </div>
        )}
        {results.hasMore && (
          <div className="px-4">
            <Button variant="secondary" busy={results.loadingMore} onClick={results.loadMore}>
              {more}
            </Button>
          </div>
        )}
      </>
    );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="px-4 text-base font-semibold text-zinc-900 dark:text-zinc-50">
        {title}
      </h2>
      {body}
    </section>
  );
}

function RestaurantResult({ page }: { page: RestaurantPage }) {
  const { t, i18n } = useTranslation('search');
  const rating = averageRating(page);
  return (
    <li>
      <Link to={restaurantPagePath(page.restaurantKey)} className={ROW}>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold text-zinc-900 dark:text-zinc-50">{page.name}</span>
          <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">{page.address}</span>
          <span className="text-sm text-zinc-700 dark:text-zinc-300">
            {rating === null
              ? t('restaurants.noRatings')
              : t('restaurants.rating', {
                  rating: formatRating(rating, i18n.language),
                  count: page.ratingCount,
                  n: formatCount(page.ratingCount),
                })}
            {' · '}
            {t('restaurants.diners', { count: page.dinerCount, n: formatCount(page.dinerCount) })}
          </span>
          <OpenNowLine hours={page.place.hours} className="text-sm" />
        </span>
      </Link>
    </li>
  );
}

function PersonResult({ user }: { user: UserRecord }) {
  const { t } = useTranslation('search');
  return (
    <li>
      <Link to={profilePath(user.username)} className={ROW}>
        <Avatar src={user.photoURL} seed={user.uid} alt="" size={40} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-zinc-900 dark:text-zinc-50">{user.username}</span>
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('people.gold', { n: formatPoints(user.goldPoints) })}
          </span>
        </span>
      </Link>
    </li>
  );
}
