import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { errorCode } from '@/firebase/error-code';
import { useAuthStore } from '@/stores/auth-store';
import { gatherMyData } from '../api/export-data';
import { buildExport, exportFileName, type GatheredData } from '../export-model';
import { CARD } from './form-outcome';

export const EXPORT_MSG = {
  failed: 'Could not prepare your data. Please try again.',
  network: 'Network error. Please check your connection.',
} as const;

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
      setError(code === 'unavailable' || code === 'timeout' ? EXPORT_MSG.network : EXPORT_MSG.failed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-lg font-bold">
        Download my data
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        One JSON file with everything Goldfork stores about you: your profile and e-mail address, bills,
        posts, comments, likes, follows, transfers, your messages, groups, notifications, your restaurant and
        the links to your photos.
      </p>
      <div role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
        {busy && `Preparing your data… ${progress} records read`}
        {done && 'Your data has been downloaded.'}
      </div>
      {error && <ErrorMessage look="box">{error}</ErrorMessage>}
      <Button variant="secondary" busy={busy} disabled={!uid} onClick={() => void download()} block>
        {busy ? 'Preparing your data…' : 'Download my data'}
      </Button>
    </section>
  );
}
