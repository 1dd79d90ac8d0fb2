import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TAB_IDS, type TabId } from '../model/tabs';

/** WAI-ARIA tabs: arrow keys, Home and End move between them. */
export function RestaurantTabs({
  active,
  onChange,
  children,
}: {
  active: TabId;
  onChange: (tab: TabId) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('restaurant');
  const refs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const move = (e: KeyboardEvent) => {
    const i = TAB_IDS.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? TAB_IDS[(i + 1) % TAB_IDS.length]
        : e.key === 'ArrowLeft'
          ? TAB_IDS[(i + TAB_IDS.length - 1) % TAB_IDS.length]
          : e.key === 'Home'
            ? TAB_IDS[0]
            : e.key === 'End'
              ? TAB_IDS[TAB_IDS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={move}
        className="flex gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-900"
      >
        {TAB_IDS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`restaurant-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`restaurant-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`min-h-10 flex-auto rounded-lg px-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-amber-500 ${
              active === tab
                ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-700 dark:text-zinc-50'
                : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100'
            }`}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`restaurant-panel-${active}`} aria-labelledby={`restaurant-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
