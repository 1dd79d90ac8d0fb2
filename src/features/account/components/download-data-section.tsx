import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { errorCode } from '@/firebase/error-code';
import { formatCount } from '@/i18n/format';
import { useAuthStore } from '@/stores/auth-store';
import { gatherMyData } from '../api/export-data';
import { buildExport, exportFileName, type GatheredData } from '../export-model';
import { CARD } from './form-outcome';

type Gather = (uid: string, onProgress: (recordsRead: number) => void) => Promise<GatheredData>;

/** Hands the JSON to the browser as a file download. */
function saveFile(name: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the Blob to the download; the URL is let go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Download my data (Settings → Privacy): one JSON file of everything stored about the user (GDPR Art. 20). */
export function DownloadDataSection({ gather = gatherMyData }: { gather?: Gather }) {
  const { t } = useTranslation('account');
  const uid = useAuthStore((s) => s.uid);
  const username = useAuthStore((s) => s.user?.username ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = progress !== null;
  const headingId = useId();

  const download = async () => {
    if (!uid) return;
    setError(null);
    setDone(false);
    setProgress(0);
    try {
      const data = await gather(uid, setProgress);
      const now = new Date();
      // The name comes from the profile just read: the store's copy may still be on its way.
      const name = typeof data.profile?.username === 'string' ? data.profile.username : username;
      saveFile(exportFileName(name, now), JSON.stringify(buildExport(data, now), null, 2));
      setDone(true);
    } catch (err) {
      const code = errorCode(err);
      setError(
        code === 'unavailable' || code === 'timeout'
          ? t('download.errors.network')
          : t('download.errors.failed'),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('download.title')}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('download.description')}</p>
      <div role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
        {busy && t('download.progress', { count: progress, n: formatCount(progress) })}
        {done && t('download.done')}
      </div>
      {error && <ErrorMessage look="box">{error}</ErrorMessage>}
      <Button variant="secondary" busy={busy} disabled={!uid} onClick={() => void download()} block>
        {busy ? t('download.preparing') : t('download.button')}
      </Button>
    </section>
  );
}
