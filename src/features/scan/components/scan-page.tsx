import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import type { SaveBillOutcome } from '../api/save-bill';
import { celebrate } from '../celebrate';
import { useBillScan } from '../hooks/use-bill-scan';
import { SUCCESS_TOAST_MS } from '../model/celebration';
import { OWNER_PROFILE_CREATED, SCAN_TEXTS } from '../model/messages';
import { isScanBusy } from '../scan-state';
import { VISION_NOT_CONFIGURED, visionConfig } from '@/lib/vision-config';
import { ConfirmationCard } from './confirmation-card';
import { DropZone } from './drop-zone';
import { ScanErrorCard } from './scan-error-card';
import { ScanProgress } from './scan-progress';

/** The Scan Receipt screen (/scan; the router keeps signed-out visitors out). */
export function ScanPage() {
  const config = visionConfig();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSaved = (outcome: SaveBillOutcome) => {
    const toast = useToastStore.getState().show;
    if (outcome.kind === 'ownerSetup') {
      toast(OWNER_PROFILE_CREATED, 'success', SUCCESS_TOAST_MS);
      navigate('/restaurant/profile');
      return;
    }
    void celebrate();
    toast(SCAN_TEXTS.success, 'success', SUCCESS_TOAST_MS);
    const username = useAuthStore.getState().user?.username;
    const to = username ? `/profile/${encodeURIComponent(username)}` : '/profile/me';
    redirect.current = setTimeout(() => navigate(to), SUCCESS_TOAST_MS);
  };

  const { state, scanFile, confirm, reset } = useBillScan(config, onSaved);
  const busy = isScanBusy(state);
  const resting = state.phase === 'idle' || busy;
  const controlsDisabled = !config || busy || (state.phase === 'idle' && state.saved);

  return (
    <section aria-labelledby="scan-title" className="pb-6">
      <PageTitle>
        <span id="scan-title">Scan Receipt</span>
      </PageTitle>
      <div className="flex flex-col gap-4 px-4">
        {!config && (
          <p
            role="note"
            className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            {VISION_NOT_CONFIGURED}
          </p>
        )}

        {resting && (
          <>
            <DropZone inputRef={inputRef} disabled={controlsDisabled} onFile={scanFile} />
            <Button block busy={busy} disabled={controlsDisabled} onClick={() => inputRef.current?.click()}>
              {SCAN_TEXTS.scanNew}
            </Button>
          </>
        )}

        {state.phase === 'preparing' && <ScanProgress phase="preparing" stage={state.stage} />}
        {state.phase === 'scanning' && <ScanProgress phase="scanning" />}
        {state.phase === 'idle' && state.saved && (
          <p role="status" className="text-center text-sm font-medium text-emerald-700 dark:text-emerald-400">
            Bill saved. Opening your profile...
          </p>
        )}

        {state.phase === 'result' && (
          <ConfirmationCard
            bill={state.bill}
            ownerSetup={state.ownerSetup}
            checking={state.checking}
            refusal={state.refusal}
            saving={state.saving}
            saveError={state.saveError}
            onCancel={reset}
            onConfirm={confirm}
          />
        )}

        {state.phase === 'error' && <ScanErrorCard message={state.message} onRetry={reset} />}
      </div>
    </section>
  );
}
