import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { PageTitle } from '@/components/ui/page-title';
import { Switch } from '@/components/ui/switch';
import { ErrorMessage } from '@/components/ui/error-message';
import { PATHS } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { isOfflineError } from '@/stores/connectivity-store';
import { useThemeStore } from '@/stores/theme-store';
import { useCommittedValue } from '@/hooks/use-committed-value';
import { setOwnerMode } from '../api/set-owner-mode';
import {
  ACTIVATION_BANNER_MS,
  OWNER_MODE_ACTIVATED,
  OWNER_MODE_FAILED,
  SETTINGS_TEXTS as T,
  USER_NOT_FOUND,
} from '../model';

/** Account Settings (spec section 2): Account, Restaurant and Preferences groups. */
export function SettingsPage() {
  const user = useAuthStore((s) => s.user);
  const isOwner = user?.isRestaurantOwner === true;
  return (
    <section className="flex flex-col gap-4 pb-6">
      <PageTitle>{T.title}</PageTitle>
      <Group title={T.account}>
        {isOwner && <LinkRow to={PATHS.restaurantProfile} label={T.restaurantProfile} />}
        {/* These three act now (the spec's "do nothing" was a demo's): decisions 0028 to 0031. */}
        <LinkRow to={PATHS.privacy} label={T.privacy} />
        <LinkRow to={PATHS.securitySettings} label={T.security} />
        <LinkRow to={PATHS.notificationSettings} label={T.notifications} />
      </Group>
      <Group title={T.restaurant}>
        <li>
          <OwnerModeToggle />
        </li>
      </Group>
      <Group title={T.preferences}>
        <li>
          <DarkModeToggle />
        </li>
        <InertRow label={T.language} value={T.languageValue} />
        <InertRow label={T.appSettings} />
      </Group>
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mx-4 overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2
        id={id}
        className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400"
      >
        {title}
      </h2>
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">{children}</ul>
    </section>
  );
}

function LinkRow({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-12 items-center justify-between px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-amber-500 dark:hover:bg-zinc-800"
      >
        <span className="font-medium">{label}</span>
        <Icon name="chevronRight" size={18} className="text-zinc-400" />
      </Link>
    </li>
  );
}

/** Present but inert, as the spec says: no action behind it (Language and App Settings: issue 22). */
function InertRow({ label, value }: { label: string; value?: string }) {
  return (
    <li className="flex min-h-12 items-center justify-between px-4 py-3 text-zinc-700 dark:text-zinc-300">
      <span>{label}</span>
      <span className="flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
        {value}
        <Icon name="chevronRight" size={18} />
      </span>
    </li>
  );
}

function DarkModeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  return <Switch label={T.darkMode} checked={theme === 'dark'} onChange={toggleTheme} />;
}

/**
 * The restaurant toggle: one transaction (api/set-owner-mode). On: the 3-second banner, then /scan.
 * A failure is shown under the toggle, not swallowed.
 */
function OwnerModeToggle() {
  const uid = useAuthStore((s) => s.uid);
  const isOwner = useAuthStore((s) => s.user?.isRestaurantOwner === true);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [activated, setActivated] = useState(false);
  // On a busy machine the record's echo came more than 10 s after the banner.
  const { shown: checked, commit } = useCommittedValue(isOwner);

  useEffect(() => {
    if (!activated) return;
    const timer = setTimeout(() => navigate(PATHS.scan), ACTIVATION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [activated, navigate]);

  const change = async (on: boolean) => {
    if (!uid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await setOwnerMode(uid, on);
      commit(on, isOwner);
      // Turned off again within the 3 seconds: no banner, no trip to /scan.
      setActivated(on);
    } catch (e) {
      // Offline says so (docs/decisions/0011); the spec swallows activation errors, we show them.
      setError(
        isOfflineError(e)
          ? e.message
          : e instanceof Error && e.message === USER_NOT_FOUND
            ? USER_NOT_FOUND
            : OWNER_MODE_FAILED,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Switch
        label={T.activateRestaurant}
        hint={T.activateHint}
        checked={checked}
        busy={busy || !uid}
        onChange={(on) => void change(on)}
      />
      {activated && (
        <p
          role="status"
          className="mx-4 mb-3 rounded-xl bg-emerald-100 px-3 py-2 text-sm font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {OWNER_MODE_ACTIVATED}
        </p>
      )}
      {error && (
        <ErrorMessage look="box" className="mx-4 mb-3">
          {error}
        </ErrorMessage>
      )}
    </div>
  );
}
