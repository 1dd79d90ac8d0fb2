import { Link, useLocation } from 'react-router-dom';
import { AuthForm } from './auth-form';
import { CookieBanner } from './cookie-banner';
import { ForgotPassword } from './forgot-password';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icons';
import { PATHS } from '@/domain/paths';

const PITCH: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'card',
    title: 'Show your spending power',
    text: 'Scan your restaurant bills and turn every euro into gold points.',
  },
  {
    icon: 'trophy',
    title: 'Rise on the public leaderboard',
    text: 'Climb the ranking and see how you compare with diners everywhere.',
  },
  {
    icon: 'paperPlane',
    title: 'Send points to others',
    text: 'Share silver points with the friends you follow.',
  },
  {
    icon: 'star',
    title: 'Receive VIP treatment',
    text: 'Get noticed by the restaurant community and enjoy the perks.',
  },
];

/** A notice another screen left for /login in the router state (e.g. after deleting an account). */
function useNotice(): string | null {
  const state: unknown = useLocation().state;
  const notice = state && typeof state === 'object' && 'notice' in state ? state.notice : null;
  return typeof notice === 'string' ? notice : null;
}

export function LoginPage() {
  const notice = useNotice();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-6 px-4 py-8 pb-40">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-amber-700 dark:text-amber-500">
          Goldfork
        </h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          The social club for people who love eating out.
        </p>
      </header>
      {notice && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-3 text-center text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {notice}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3" aria-label="Why Goldfork">
        {PITCH.map((p) => (
          <li
            key={p.title}
            className="rounded-2xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
          >
            <Icon name={p.icon} className="text-amber-500" />
            <p className="mt-1 text-sm font-semibold">{p.title}</p>
            <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">{p.text}</p>
          </li>
        ))}
      </ul>
      <section className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
        <AuthForm />
        <ForgotPassword />
      </section>
      <p className="text-center text-xs text-zinc-500 dark:text-zinc-400">
        By continuing you agree to our{' '}
        <Link to={PATHS.terms} className="underline">
          Terms and Conditions
        </Link>{' '}
        and{' '}
        <Link to={PATHS.dataPrivacy} className="underline">
          Privacy Policy
        </Link>
        .
      </p>
      <p className="text-center text-sm">
        <Link to={PATHS.home} className="font-medium text-amber-700 hover:underline dark:text-amber-400">
          Browse the leaderboard
        </Link>
      </p>
      <CookieBanner />
    </main>
  );
}
