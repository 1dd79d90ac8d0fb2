import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatBillCode, parseBillCode, type BillCode } from '@/domain/bill-code';
import { errorText } from '@/i18n/error-text';
import { formatDay, formatEuro, formatPoints } from '@/i18n/format';
import { useAuthStore } from '@/stores/auth-store';
import { fetchClaimableCode } from '../api/fetch-bill-code';
import { saveScannedBill, type SaveBillOutcome } from '../api/save-bill';
import { goldPointsFor, type ExtractedBill } from '../model/bill';
import { localIsoDate } from '../model/bill-date';
import { BillItems } from './bill-items';
import { CameraReader, type CameraDeps, type CameraFailure } from './camera-reader';

/** What a photo scanned before the code gives the bill: its date and items (the code gives the rest). */
export type FromPhoto = Pick<ExtractedBill, 'date' | 'items'>;

interface CodeClaimProps {
  /** The receipt the diner scanned first, if any (issue 41): the bill keeps its date and items. */
  fromPhoto?: FromPhoto;
  onSaved: (outcome: SaveBillOutcome) => void;
  onBack: () => void;
  /** The camera and QR reader (tests give their own). */
  camera?: CameraDeps;
}

/** The message of each reason the camera stopped before a code was read. */
const CAMERA_FAILURE = {
  denied: 'code.errors.cameraDenied',
  unavailable: 'code.errors.cameraUnavailable',
  noReader: 'code.errors.readerUnavailable',
} as const satisfies Record<CameraFailure, string>;

/**
 * The bill a code makes: restaurant and amount from the code; date and items from the photo scanned
 * first, else dated the day of the claim with no items.
 */
export function billFromCode(code: BillCode, now: Date, fromPhoto?: FromPhoto): ExtractedBill {
  return {
    restaurantName: code.restaurantName,
    address: code.address,
    totalAmount: code.amountCents / 100,
    date: fromPhoto?.date ?? localIsoDate(now),
    items: fromPhoto?.items ?? [],
  };
}

/**
 * "Scan the restaurant's code" (decision 0046): the diner types the code the till shows, checks it, and
 * confirms the bill it makes, which the rules save as verified with the code claimed in the same write.
 */
export function CodeClaim({ fromPhoto, onSaved, onBack, camera }: CodeClaimProps) {
  const { t } = useTranslation('scan');
  const uid = useAuthStore((s) => s.uid);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<{ secret: string; code: BillCode; bill: ExtractedBill } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const [cameraOn, setCameraOn] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);

  /** Looks the code up (typed or read by the camera) and shows the bill it makes, or why not. */
  const lookUp = async (secret: string) => {
    setProblem(null);
    setChecking(true);
    try {
      const code = await fetchClaimableCode(secret);
      setFound({ secret, code, bill: billFromCode(code, new Date(), fromPhoto) });
    } catch (err) {
      setProblem(errorText(err, 'scan:code.errors.checkFailed'));
    } finally {
      setChecking(false);
    }
  };

  const check = (e: FormEvent) => {
    e.preventDefault();
    const secret = parseBillCode(typed);
    if (!secret) {
      setProblem(t('code.errors.invalid'));
      return;
    }
    setCameraOn(false);
    void lookUp(secret);
  };

  // The camera is off by now (CameraReader turns it off before calling either).
  const onCameraRead = (secret: string) => {
    setCameraOn(false);
    setTyped(formatBillCode(secret));
    void lookUp(secret);
  };
  const onCameraFail = (failure: CameraFailure) => {
    setCameraOn(false);
    setCameraProblem(t(CAMERA_FAILURE[failure]));
  };
  const toggleCamera = () => {
    setCameraProblem(null);
    if (!cameraOn) setProblem(null);
    setCameraOn(!cameraOn);
  };

  const confirm = async () => {
    if (!found || saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      const outcome = await saveScannedBill(uid, found.bill, {
        code: { codeId: found.code.codeId, secret: found.secret },
      });
      onSaved(outcome);
    } catch (err) {
      setSaveError(errorText(err, 'scan:errors.saveBillFailed'));
      setSaving(false);
    }
  };

  if (found) {
    const { bill } = found;
    const points = goldPointsFor(bill.totalAmount);
    return (
      <article
        aria-labelledby="code-card-title"
        className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      >
        <h2 id="code-card-title" className="text-lg font-semibold">
          {t('code.cardTitle')}
        </h2>
        <p className="mt-1 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
          {t('code.verifiedBadge')}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-zinc-600 dark:text-zinc-300">{t('card.restaurant')}</dt>
          <dd className="font-medium break-words">{bill.restaurantName}</dd>
          <dt className="text-zinc-600 dark:text-zinc-300">{t('card.address')}</dt>
          <dd className="break-words">{bill.address}</dd>
          <dt className="text-zinc-600 dark:text-zinc-300">{t('card.total')}</dt>
          <dd className="font-semibold">{formatEuro(bill.totalAmount)}</dd>
          <dt className="text-zinc-600 dark:text-zinc-300">{t('card.date')}</dt>
          <dd>{formatDay(bill.date)}</dd>
        </dl>
        {fromPhoto && <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-300">{t('code.photoNote')}</p>}
        <BillItems items={bill.items} className="mt-3" />
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-300">
          {t('card.earn', { count: points, n: formatPoints(points) })}
        </p>
        {saveError && (
          <ErrorMessage look="box" className="mt-3">
            {saveError}
          </ErrorMessage>
        )}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button variant="secondary" disabled={saving} onClick={() => (setFound(null), setSaveError(null))}>
            {t('screen.cancel')}
          </Button>
          <Button busy={saving} onClick={() => void confirm()}>
            {t('screen.confirm')}
          </Button>
        </div>
      </article>
    );
  }

  return (
    <section aria-labelledby="code-title" className="flex flex-col gap-3">
      <h2 id="code-title" className="text-lg font-semibold">
        {t('code.title')}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('code.intro')}</p>
      <Button block variant={cameraOn ? 'secondary' : 'primary'} disabled={checking} onClick={toggleCamera}>
        {cameraOn ? t('code.stopCamera') : t('code.camera')}
      </Button>
      {cameraOn && <CameraReader onRead={onCameraRead} onFail={onCameraFail} deps={camera} />}
      {cameraProblem && <ErrorMessage look="box">{cameraProblem}</ErrorMessage>}
      <form onSubmit={check} noValidate className="flex flex-col gap-3">
        <Field label={t('code.inputLabel')} hint={t('code.inputHint')} error={problem}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            disabled={checking}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Field>
        <Button type="submit" block busy={checking} disabled={!typed.trim()}>
          {checking ? t('code.checking') : t('code.check')}
        </Button>
      </form>
      <Button variant="ghost" disabled={checking} onClick={onBack}>
        {t('code.back')}
      </Button>
    </section>
  );
}
