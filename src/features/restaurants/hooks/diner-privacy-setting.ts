import { useState } from 'react';
import { t } from 'i18next';
import { useAsync } from '@/hooks/use-async';
import { failText } from '../model/want-to-try-fail-text';
import { applyShowAmongDiners, fetchShowAmongDiners, hasDinerStragglers } from '../api/diner-privacy';

interface Loaded {
  show: boolean;
  /** Some record of mine still shows the other setting (a save that stopped half-way). */
  unfinished: boolean;
}

async function load(uid: string): Promise<Loaded> {
  const show = await fetchShowAmongDiners(uid);
  return { show, unfinished: await hasDinerStragglers(uid, show) };
}

/**
 * "Show me among a restaurant's diners" (decision 0040): the stored setting, and save(), which stores
 * it and moves every diner record of mine to it. A save that fails half-way is said, and saving again
 * (or "Finish") completes it.
 */
export function useDinerPrivacySetting(uid: string | null) {
  const loaded = useAsync(uid, () => load(uid ?? ''), t('settings:dinerPrivacy.loadFailed'));
  const [shown, setShown] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);

  async function save(show: boolean) {
    if (!uid || saving) return;
    setShown(show);
    setSaving(true);
    setError(null);
    try {
      await applyShowAmongDiners(uid, show);
      setFinished(true);
    } catch (err) {
      setError(failText(err, 'settings:dinerPrivacy.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  const show = shown ?? loaded.data?.show;
  return {
    show,
    loading: loaded.loading,
    loadError: loaded.error,
    retryLoad: loaded.retry,
    saving,
    error,
    unfinished: !saving && !finished && !error && (loaded.data?.unfinished ?? false),
    save,
  };
}
