import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const COOKIE_KEY = 'cookiesAccepted';

function accepted(): boolean {
  try {
    return localStorage.getItem(COOKIE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Shows until cookiesAccepted is stored; Accept All stores it; close hides it for this view only. */
export function CookieBanner() {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(() => !accepted());
  if (!visible) return null;
  return (
    <div
      role="region"
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white p-4 shadow-2xl dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="mx-auto flex max-w-2xl items-start gap-3">
        <p className="flex-1 text-sm text-zinc-700 dark:text-zinc-300">{t('cookies.text')}</p>
        <button
          type="button"
          onClick={() => {
            try {
              localStorage.setItem(COOKIE_KEY, 'true');
            } catch {
              /* storage unavailable: hide for this view anyway */
            }
            setVisible(false);
          }}
          className="shrink-0 rounded-xl bg-amber-500 px-3 py-2 text-sm font-semibold text-zinc-950 hover:bg-amber-400"
        >
          {t('cookies.accept')}
        </button>
        <button
          type="button"
          aria-label={t('cookies.close')}
          onClick={() => setVisible(false)}
          className="shrink-0 rounded-lg p-2 text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          ✕
        </button>
      </div>
    </div>
  );
}
