import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { restaurantPagePath } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import type { SaveBillOutcome } from '../api/save-bill';
import { celebrate } from '../celebrate';
import { useBillScan } from '../hooks/use-bill-scan';
import { SUCCESS_TOAST_MS } from '../model/celebration';
import { billRestaurantKey } from '../model/receipt-key';
import { isScanBusy, type ScanMode } from '../scan-state';
import { visionConfig } from '@/platform/vision-config';
import { checkDraft } from '../model/bill-draft';
import { CodeClaim, type FromPhoto } from './code-claim';
import { ConfirmationCard } from './confirmation-card';
import { DropZone } from './drop-zone';
import { ScanErrorCard } from './scan-error-card';
import { ScanModeSwitch } from './scan-mode-switch';
import { ScanProgress } from './scan-progress';

/**
 * The Scan Receipt screen (/scan; the router keeps signed-out visitors out). Receipts are read by the
 * configured vision model, or on this device when none is configured or the person chooses it.
 */
export function ScanPage() {
  const { t } = useTranslation('scan');
  const config = visionConfig();
  const [mode, setMode] = useState<ScanMode>(config ? 'model' : 'device');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSaved = (outcome: SaveBillOutcome) => {
    const toast = useToastStore.getState().show;
    if (outcome.kind === 'ownerSetup') {
      toast(t('ownerProfileCreated'), 'success', SUCCESS_TOAST_MS);
      navigate('/restaurant/profile');
      return;
    }
    void celebrate();
    toast(t('screen.success'), 'success', SUCCESS_TOAST_MS);
    const username = useAuthStore.getState().user?.username;
    const to = username ? `/profile/${encodeURIComponent(username)}` : '/profile/me';
    redirect.current = setTimeout(() => navigate(to), SUCCESS_TOAST_MS);
  };

  const { state, scanFile, edit, confirm, reset } = useBillScan(config, onSaved);
  // "Scan the restaurant's code" (decision 0046): a verified bill from the till's code, instead of a
  // photo, or after one (its date and items stay; the scan's card is still there on the way back).
  const [byCode, setByCode] = useState<false | { fromPhoto?: FromPhoto }>(false);
  const photoBill = state.phase === 'result' ? checkDraft(state.draft).bill : null;
  const busy = isScanBusy(state);
  const resting = state.phase === 'idle' || busy;
  const controlsDisabled = busy || (state.phase === 'idle' && state.saved);
  const onFile = (file: File | null | undefined) => scanFile(file, mode);

  return (
    <section aria-labelledby="scan-title" className="pb-6">
      <PageTitle>
        <span id="scan-title">{t('screen.title')}</span>
      </PageTitle>
      <div className="flex flex-col gap-4 px-4">
        {byCode ? (
          <CodeClaim fromPhoto={byCode.fromPhoto} onSaved={onSaved} onBack={() => setByCode(false)} />
        ) : (
          <>
            {resting && (
              <Button variant="secondary" block disabled={controlsDisabled} onClick={() => setByCode({})}>
                {t('code.open')}
              </Button>
            )}
            {config ? (
              resting && <ScanModeSwitch mode={mode} disabled={controlsDisabled} onChange={setMode} />
            ) : (
              <p
                role="note"
                className="rounded-2xl border border-zinc-200 bg-white p-4 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
              >
                {t('mode.onlyDevice')}
              </p>
            )}

            {resting && (
              <>
                <DropZone inputRef={inputRef} disabled={controlsDisabled} onFile={onFile} />
                <Button
                  block
                  busy={busy}
                  disabled={controlsDisabled}
                  onClick={() => inputRef.current?.click()}
                >
                  {t('screen.scanNew')}
                </Button>
              </>
            )}

            {state.phase === 'preparing' && <ScanProgress phase="preparing" stage={state.stage} />}
            {state.phase === 'scanning' && (
              <ScanProgress
                phase="scanning"
                reading={
                  state.mode === 'device' ? (state.progress ?? { stage: 'starting', percent: null }) : null
                }
              />
            )}
            {state.phase === 'idle' && state.saved && (
              <p
                role="status"
                className="text-center text-sm font-medium text-emerald-700 dark:text-emerald-400"
              >
                {t('screen.saved')}
              </p>
            )}

            {state.phase === 'result' && (
              <ConfirmationCard
                // A new card (and its editing state) for each scan.
                key={state.run}
                draft={state.draft}
                editable={state.mode === 'device'}
                onEdit={edit}
                totalCheck={state.totalCheck}
                receiptText={state.receiptText}
                ownerSetup={state.ownerSetup}
                checking={state.checking}
                refusal={state.refusal}
                saving={state.saving}
                saveError={state.saveError}
                restaurantPage={
                  state.draft.restaurantName.trim() && state.draft.address.trim()
                    ? restaurantPagePath(billRestaurantKey(state.draft))
                    : undefined
                }
                onCancel={reset}
                onConfirm={confirm}
              />
            )}
            {state.phase === 'result' && !state.saving && (
              <Button
                variant="secondary"
                block
                disabled={state.checking}
                onClick={() =>
                  setByCode({
                    fromPhoto: photoBill ? { date: photoBill.date, items: photoBill.items } : undefined,
                  })
                }
              >
                {t('code.fromPhoto')}
              </Button>
            )}

            {state.phase === 'error' && <ScanErrorCard message={state.message} onRetry={reset} />}
          </>
        )}
      </div>
    </section>
  );
}
