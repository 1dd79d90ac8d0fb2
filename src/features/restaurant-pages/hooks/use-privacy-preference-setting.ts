import { useState } from 'react';
import { t } from 'i18next';
import type { MessageKey } from '@/domain/app-error';
import { listedAmongDiners } from '@/domain/spending-history';
import { useAsync } from '@/hooks/use-async';
import { failText } from '../model/want-to-try-fail-text';
import {
  applyPrivacyPreference,
  fetchPrivacyPreference,
  hasDinerStragglers,
  type PrivacyPreference,
} from '../api/diner-privacy';

interface Loaded {
  pref: PrivacyPreference;
  /** Some record of mine is not listed as the stored preference says (a save that stopped half-way). */
  unfinished: boolean;
}

async function load(uid: string): Promise<Loaded> {
  const pref = await fetchPrivacyPreference(uid);
  return { pref, unfinished: await hasDinerStragglers(uid, listedAmongDiners(pref)) };
}

/**
 * Settings → Privacy's preference (decisions 0040, 0043): the stored "Show me among a restaurant's
 * diners" and "Who can see my spending history", and save(change), which stores one of them (the other
 * as this screen has it) and moves every diner record of mine to "listed". A save that fails half-way is said, and saving
 * again completes it. `texts` name the setting's own load and save failures.
 */
export function usePrivacyPreferenceSetting(
  uid: string | null,
  texts: { loadFailed: MessageKey; saveFailed: MessageKey },
) {
  const loaded = useAsync(uid, () => load(uid ?? ''), String(t(texts.loadFailed as never)));
  const [chosen, setChosen] = useState<Partial<PrivacyPreference>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);

  async function save(change: Partial<PrivacyPreference>) {
    if (!uid || saving || !loaded.data) return;
    // Both settings as shown (the stored ones with this screen's choices): written without a read.
    const next = { ...loaded.data.pref, ...chosen, ...change };
    setChosen(next);
    setSaving(true);
    setError(null);
    try {
      await applyPrivacyPreference(uid, next);
      setFinished(true);
    } catch (err) {
      setError(failText(err, texts.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return {
    pref: loaded.data ? { ...loaded.data.pref, ...chosen } : undefined,
    loading: loaded.loading,
    loadError: loaded.error,
    retryLoad: loaded.retry,
    saving,
    error,
    unfinished: !saving && !finished && !error && (loaded.data?.unfinished ?? false),
    save,
  };
}
