import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/ui/error-message';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAsync } from '@/hooks/use-async';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@/social/api/notification-preferences';
import { isOfflineError } from '@/stores/connectivity-store';
import { useAuthStore } from '@/stores/auth-store';
import { fetchNotificationPreferences, saveNotificationPreference } from '../api/notification-preferences';
import { errorText } from '@/i18n/error-text';

/**
 * Settings → Notifications (decision 0029): a switch for each kind, read once when the page
 * opens; each change is saved on its own, its switch disabled until the save settles.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('account');
  const uid = useAuthStore((s) => s.uid);
  const loaded = useAsync(
    uid,
    () => fetchNotificationPreferences(uid ?? ''),
    t('notificationSettings.loadFailed'),
  );
  return (
    <section className="flex flex-col gap-4 pb-6">
      <PageTitle>{t('notificationSettings.title')}</PageTitle>
      <p className="mx-4 text-sm text-zinc-600 dark:text-zinc-400">{t('notificationSettings.intro')}</p>
      {loaded.error ? (
        <ErrorState message={loaded.error} onRetry={loaded.retry} />
      ) : uid && loaded.data ? (
        <PreferenceSwitches key={uid} uid={uid} initial={loaded.data} />
      ) : (
        <SkeletonRows count={6} label={t('notificationSettings.loading')} />
      )}
    </section>
  );
}

function PreferenceSwitches({ uid, initial }: { uid: string; initial: NotificationPreferences }) {
  const { t } = useTranslation('account');
  const [prefs, setPrefs] = useState(initial);
  const [saving, setSaving] = useState<ReadonlySet<NotificationKind>>(new Set());
  const [errors, setErrors] = useState<Partial<Record<NotificationKind, string>>>({});

  const mark = (kind: NotificationKind, busy: boolean) =>
    setSaving((now) => {
      const next = new Set(now);
      if (busy) next.add(kind);
      else next.delete(kind);
      return next;
    });
  const fail = (kind: NotificationKind, on: boolean, err: unknown) => {
    // Back to what is stored, and say why.
    setPrefs((now) => ({ ...now, [kind]: !on }));
    setErrors((now) => ({
      ...now,
      [kind]: isOfflineError(err) ? errorText(err) : t('notificationSettings.saveFailed'),
    }));
  };

  const change = async (kind: NotificationKind, on: boolean) => {
    if (saving.has(kind)) return;
    setPrefs((now) => ({ ...now, [kind]: on }));
    setErrors((now) => ({ ...now, [kind]: undefined }));
    mark(kind, true);
    try {
      await saveNotificationPreference(uid, kind, on, (err) => fail(kind, on, err));
    } catch (err) {
      fail(kind, on, err);
    } finally {
      mark(kind, false);
    }
  };

  return (
    <ul
      aria-label={t('notificationSettings.listLabel')}
      className="mx-4 divide-y divide-zinc-100 overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {NOTIFICATION_KINDS.map((kind) => (
        <li key={kind}>
          <Switch
            label={t(`notificationSettings.kinds.${kind}.label`)}
            hint={t(`notificationSettings.kinds.${kind}.hint`)}
            checked={prefs[kind]}
            busy={saving.has(kind)}
            onChange={(on) => void change(kind, on)}
          />
          {errors[kind] && (
            <ErrorMessage look="box" className="mx-4 mb-3">
              {errors[kind]}
            </ErrorMessage>
          )}
        </li>
      ))}
    </ul>
  );
}
