import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AuthForm } from './auth-form';
import { CookieBanner } from './cookie-banner';
import { ForgotPassword } from './forgot-password';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icons';
import { PATHS } from '@/domain/paths';

/** The pitch's cards: an icon and the catalogue's `login.pitch.<key>` title and text. */
const PITCH: { icon: IconName; key: 'spending' | 'leaderboard' | 'sendPoints' | 'vip' }[] = [
  { icon: 'card', key: 'spending' },
  { icon: 'trophy', key: 'leaderboard' },
  { icon: 'paperPlane', key: 'sendPoints' },
  { icon: 'star', key: 'vip' },
];

/** A notice another screen left for /login in the router state (e.g. after deleting an account). */
function useNotice(): string | null {
  const state: unknown = useLocation().state;
  const notice = state && typeof state === 'object' && 'notice' in state ? state.notice : null;
  return typeof notice === 'string' ? notice : null;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const notice = useNotice();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-6 px-4 py-8 pb-40">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-amber-700 dark:text-amber-500">
          Goldfork
        </h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('login.tagline')}</p>
      </header>
      {notice && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-3 text-center text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {notice}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3" aria-label={t('login.pitchLabel')}>
        {PITCH.map((p) => (
          <li
            key={p.key}
            className="rounded-2xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <Icon name={p.icon} className="text-amber-500" />
            <p className="mt-1 text-sm font-semibold">{t(`login.pitch.${p.key}.title`)}</p>
            <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
              {t(`login.pitch.${p.key}.text`)}
            </p>
          </li>
        ))}
      </ul>
      <section className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
        <AuthForm />
        <ForgotPassword />
      </section>
      <p className="text-center text-xs text-zinc-500 dark:text-zinc-400">
        <Trans
          t={t}
          i18nKey="login.agreement"
          components={{
            terms: <Link to={PATHS.terms} className="underline" />,
            privacy: <Link to={PATHS.dataPrivacy} className="underline" />,
          }}
        />
      </p>
      <p className="text-center text-sm">
        <Link to={PATHS.home} className="font-medium text-amber-700 hover:underline dark:text-amber-400">
          {t('login.browseLeaderboard')}
        </Link>
      </p>
      <CookieBanner />
    </main>
  );
}
