import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { LoadOlder } from '@/components/ui/load-older';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { PATHS, restaurantPagePath } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useWantToTryList } from '../hooks/use-want-to-try-list';

/**
 * My "Want to try" list (/want-to-try, decision 0040), linked from my own profile: the restaurants I
 * bookmarked, most recent first, each linking to its page, with a remove button. Private: only I read it.
 */
export function WantToTryPage() {
  const { t } = useTranslation('search');
  const uid = useAuthStore((s) => s.uid);
  const list = useWantToTryList(uid);
  const items = list.data ?? [];
  return (
    <section className="flex flex-col gap-3 pb-6">
      <PageTitle>{t('wantToTry.title')}</PageTitle>
      <p className="mx-4 text-sm text-zinc-600 dark:text-zinc-400">{t('wantToTry.private')}</p>
      {list.error ? (
        <ErrorState message={list.error} onRetry={list.retry} />
      ) : list.loading || !uid ? (
        <SkeletonRows count={4} label={t('wantToTry.loading')} />
      ) : items.length === 0 ? (
        <EmptyState
          icon="🔖"
          title={t('wantToTry.empty')}
          description={t('wantToTry.emptyHint')}
          back={{ to: PATHS.search, label: t('wantToTry.findRestaurants') }}
        />
      ) : (
        <>
          <ul aria-label={t('wantToTry.title')} className="flex flex-col gap-1 px-2">
            {items.map((item) => (
              <li key={item.restaurantKey} className="flex flex-col gap-1">
                <div className="flex items-center gap-2 rounded-xl px-2 py-1">
                  <Link
                    to={restaurantPagePath(item.restaurantKey)}
                    className="flex min-h-12 min-w-0 flex-1 flex-col justify-center rounded-lg px-1 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:hover:bg-zinc-800"
                  >
                    <span className="truncate font-semibold text-zinc-900 dark:text-zinc-50">
                      {item.name}
                    </span>
                    <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">{item.address}</span>
                  </Link>
                  <Button
                    variant="ghost"
                    busy={list.removing.has(item.restaurantKey)}
                    aria-label={t('wantToTry.removeLabel', { name: item.name })}
                    onClick={() => void list.remove(item.restaurantKey)}
                  >
                    {t('wantToTry.remove')}
                  </Button>
                </div>
                {list.removeErrors[item.restaurantKey] && (
                  <div className="px-3">
                    <ErrorMessage>{list.removeErrors[item.restaurantKey]}</ErrorMessage>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <LoadOlder pages={list} what={t('wantToTry.what')} />
        </>
      )}
    </section>
  );
}
