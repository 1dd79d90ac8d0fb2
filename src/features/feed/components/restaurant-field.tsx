import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { t as translate } from 'i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAsync } from '@/hooks/use-async';
import { useDebounced } from '@/hooks/use-debounced';
import type { PostRestaurant } from '../api/post-doc';

// The choices' queries (with the restaurant page's model) load as the field opens, not with /feed
// (decision 0053).
const loadChoices = () => import('../api/restaurant-choices');

/**
 * "Where was it?" (issue 42): the restaurant a post names, chosen from those of my latest bills (shown
 * while nothing is typed) or found by search. Chosen, it shows with a button to take it off.
 */
export function RestaurantField({
  uid,
  value,
  onChange,
  disabled,
}: {
  uid: string | null;
  value: PostRestaurant | null;
  onChange: (restaurant: PostRestaurant | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(text.trim(), 300);
  const listId = useId();
  const mine = useAsync(
    open && uid && !term ? `my-restaurants-${uid}` : null,
    async () => (await loadChoices()).fetchMyRestaurants(uid!),
    translate('feed:restaurant.loadFailed'),
  );
  const found = useAsync(
    open && term ? `restaurant-choices-${term}` : null,
    async () => (await loadChoices()).searchRestaurantChoices(term),
    translate('feed:restaurant.loadFailed'),
  );
  const list = term ? found : mine;

  if (value) {
    return (
      <p className="flex items-center justify-between gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-zinc-800 dark:bg-amber-950 dark:text-zinc-100">
        <span className="min-w-0 break-words">{t('restaurant.chosen', { name: value.name })}</span>
        <button
          type="button"
          onClick={() => onChange(null)}
          disabled={disabled}
          className="min-h-11 shrink-0 rounded-lg px-3 font-semibold text-amber-800 underline dark:text-amber-300"
        >
          {t('restaurant.remove')}
        </button>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Field label={t('restaurant.label')} hideLabel>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => setOpen(true)}
          disabled={disabled || !uid}
          placeholder={t('restaurant.label')}
          aria-controls={open ? listId : undefined}
          maxLength={100}
        />
      </Field>
      {open && (
        <div id={listId} aria-live="polite" className="text-sm">
          {list.loading ? (
            <p className="px-1 text-zinc-600 dark:text-zinc-400">{t('restaurant.loading')}</p>
          ) : list.error ? (
            <p className="px-1 text-red-700 dark:text-red-400">{list.error}</p>
          ) : !list.data || list.data.length === 0 ? (
            <p className="px-1 text-zinc-600 dark:text-zinc-400">
              {term ? t('restaurant.none') : t('restaurant.noBills')}
            </p>
          ) : (
            <ul
              aria-label={term ? t('restaurant.found') : t('restaurant.mine')}
              className="flex flex-col gap-1"
            >
              {list.data.map((r) => (
                <li key={r.key}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(r);
                      setText('');
                      setOpen(false);
                    }}
                    className="min-h-11 w-full rounded-lg border border-zinc-200 px-3 text-left hover:border-amber-400 dark:border-zinc-700"
                  >
                    {r.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
