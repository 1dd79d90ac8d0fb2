import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Input, Select, TextArea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { UploadProgress } from '@/components/ui/upload-progress';
import { OFFER_DESCRIPTION_MAX, OFFER_TITLE_MAX, RECENT_DAYS, type Audience } from '@/domain/offer';
import { useAsync } from '@/hooks/use-async';
import { errorText } from '@/i18n/error-text';
import { formatCount } from '@/i18n/format';
import {
  TOP_PRESETS,
  audienceOfForm,
  defaultOfferForm,
  draftOfForm,
  validateOfferForm,
  type AudienceKind,
  type FormError,
  type OfferDraft,
  type OfferFormValues,
} from '../model/offer-form';

export interface OfferFormProps {
  now: Date;
  /** How many diners an audience reaches (the owner's own restaurant's bills). */
  preview: (audience: Audience) => Promise<number>;
  /** Resizes and uploads a photo; resolves its URL. */
  uploadPhoto: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** Deletes an uploaded photo the offer will not use (removed, replaced, or the form cancelled). */
  discardPhoto: (url: string) => void;
  /** Creates and starts sending the offer; throws an AppError when refused. */
  onSubmit: (draft: OfferDraft, photoURL: string) => Promise<void>;
  onCancel: () => void;
}

const KINDS: readonly AudienceKind[] = ['top', 'recent', 'visits'];

/**
 * The owner's "New offer" form: title, description, optional photo, validity (now → +30 days by default),
 * audience with its live reach ("Reaches 12 diners"), optional cap. Everything is disabled while the
 * photo uploads or the offer is being created.
 */
export function OfferForm({ now, preview, uploadPhoto, discardPhoto, onSubmit, onCancel }: OfferFormProps) {
  const { t } = useTranslation('offer-form');
  const { t: tc } = useTranslation('common');
  const [values, setValues] = useState<OfferFormValues>(() => defaultOfferForm(now));
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [photoURL, setPhotoURL] = useState('');
  const [upload, setUpload] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const errors = validateOfferForm(values, now);
  const shownError = (e: FormError | undefined) => (shown && e ? String(t(e.key as never, e.params)) : null);

  const audience = audienceOfForm(values);
  const reach = useAsync(
    audience ? JSON.stringify(audience) : null,
    () => preview(audience!),
    t('form.previewFailed'),
    { keepPreviousWithin: 'offer-audience' },
  );
  const working = busy || upload !== null;

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoError(null);
    setUpload(0);
    try {
      const url = await uploadPhoto(file, (p) => setUpload(p / 100));
      if (photoURL) discardPhoto(photoURL);
      setPhotoURL(url);
    } catch (err) {
      setPhotoError(errorText(err));
    } finally {
      setUpload(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (working || Object.keys(errors).length > 0 || !audience) return;
    if (reach.data === 0) return;
    setBusy(true);
    setSubmitError(null);
    try {
      await onSubmit(draftOfForm(values), photoURL);
    } catch (err) {
      setSubmitError(errorText(err, 'offers:errors.createFailed'));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-busy={working}>
      <fieldset disabled={working} className="flex min-w-0 flex-col gap-4">
        <Field
          label={t('form.offerTitle')}
          error={shownError(errors.title)}
          hint={t('form.counter', { n: values.title.length, max: OFFER_TITLE_MAX })}
          hintIsCounter
        >
          <Input
            value={values.title}
            maxLength={OFFER_TITLE_MAX}
            placeholder={t('form.offerTitlePlaceholder')}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field
          label={t('form.description')}
          error={shownError(errors.description)}
          hint={t('form.counter', { n: values.description.length, max: OFFER_DESCRIPTION_MAX })}
          hintIsCounter
        >
          <TextArea
            rows={3}
            value={values.description}
            maxLength={OFFER_DESCRIPTION_MAX}
            placeholder={t('form.descriptionPlaceholder')}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t('form.photo')}</span>
          {photoURL && (
            <img
              src={photoURL}
              alt={t('form.photoAlt')}
              className="aspect-video w-full rounded-xl object-cover"
            />
          )}
          {upload !== null &&
            (upload > 0 ? (
              <UploadProgress value={upload} label={t('form.uploading')} />
            ) : (
              // Resizing, or an upload that reports no progress yet: a spinner, not a bar stuck at 0%.
              <p className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
                <Spinner size="sm" label="" />
                <span role="status">{t('form.uploading')}</span>
              </p>
            ))}
          {photoError && <ErrorMessage>{photoError}</ErrorMessage>}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => fileRef.current?.click()}>
              {t(photoURL ? 'form.changePhoto' : 'form.addPhoto')}
            </Button>
            {photoURL && (
              <Button
                variant="ghost"
                onClick={() => {
                  discardPhoto(photoURL);
                  setPhotoURL('');
                }}
              >
                {t('form.removePhoto')}
              </Button>
            )}
          </div>
          <HiddenFileInput
            ref={fileRef}
            accept="image/*"
            aria-label={t('form.photo')}
            onFile={(f) => void choosePhoto(f)}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label={t('form.validFrom')} error={shownError(errors.validFrom)}>
            <Input
              type="datetime-local"
              value={values.validFrom}
              onChange={(e) => set('validFrom', e.target.value)}
            />
          </Field>
          <Field label={t('form.validUntil')} error={shownError(errors.validUntil)}>
            <Input
              type="datetime-local"
              value={values.validUntil}
              onChange={(e) => set('validUntil', e.target.value)}
            />
          </Field>
        </div>
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-700">
          <legend className="px-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {t('form.audience')}
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {KINDS.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="offer-audience"
                  value={kind}
                  checked={values.kind === kind}
                  onChange={() => set('kind', kind)}
                  className="h-4 w-4 accent-amber-600"
                />
                {t(`form.kind.${kind}`)}
              </label>
            ))}
          </div>
          {/* Decision 0046: only diners with a bill the till verified; the reach below counts them. */}
          <div className="flex min-h-11 items-start gap-2 text-sm">
            <input
              id="offer-verified-only"
              type="checkbox"
              checked={values.verifiedOnly}
              onChange={(e) => set('verifiedOnly', e.target.checked)}
              aria-describedby="offer-verified-hint"
              className="mt-0.5 h-4 w-4 shrink-0 accent-amber-600"
            />
            <div>
              <label htmlFor="offer-verified-only" className="block font-medium">
                {t('form.verifiedOnly')}
              </label>
              <p id="offer-verified-hint" className="text-xs text-zinc-600 dark:text-zinc-300">
                {t('form.verifiedOnlyHint')}
              </p>
            </div>
          </div>
          {values.kind === 'top' && (
            <>
              <Field label={t('form.topN')} hint={t('form.topNHint')} error={shownError(errors.topN)}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={values.topN}
                  onChange={(e) => set('topN', e.target.value)}
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                {TOP_PRESETS.map((n) => (
                  <button
                    key={n}
                    type="button"
                    aria-pressed={values.topN === String(n)}
                    aria-label={t('form.presetLabel', { n: formatCount(n) })}
                    onClick={() => set('topN', String(n))}
                    className="min-h-11 min-w-11 rounded-full border border-zinc-300 px-3 text-sm font-semibold text-zinc-800 aria-pressed:border-amber-600 aria-pressed:bg-amber-100 dark:border-zinc-600 dark:text-zinc-100 dark:aria-pressed:bg-amber-900"
                  >
                    {formatCount(n)}
                  </button>
                ))}
              </div>
            </>
          )}
          {values.kind === 'recent' && (
            <Field label={t('form.days')}>
              <Select
                value={values.days}
                onChange={(e) => set('days', Number(e.target.value) as OfferFormValues['days'])}
              >
                {RECENT_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {t(`form.days${d}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {values.kind === 'visits' && (
            <Field label={t('form.minVisits')} error={shownError(errors.minVisits)}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                value={values.minVisits}
                onChange={(e) => set('minVisits', e.target.value)}
              />
            </Field>
          )}
          <p aria-live="polite" className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">
            {!audience
              ? ''
              : reach.error
                ? reach.error
                : reach.data === undefined || reach.refreshing
                  ? t('form.counting')
                  : reach.data === 0
                    ? t('form.reachesNone')
                    : t('form.reaches', { count: reach.data, n: formatCount(reach.data) })}
          </p>
          {reach.error && (
            <Button variant="secondary" onClick={reach.retry} className="self-start">
              {tc('tryAgain')}
            </Button>
          )}
          {shown && reach.data === 0 && <ErrorMessage>{t('form.errors.noDiners')}</ErrorMessage>}
        </fieldset>
        <Field label={t('form.cap')} hint={t('form.capHint')} error={shownError(errors.cap)}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            value={values.cap}
            onChange={(e) => set('cap', e.target.value)}
          />
        </Field>
      </fieldset>
      {submitError && <ErrorMessage look="box">{submitError}</ErrorMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            if (photoURL) discardPhoto(photoURL);
            onCancel();
          }}
          disabled={busy}
        >
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={upload !== null}>
          {t(busy ? 'form.creating' : 'form.send')}
        </Button>
      </div>
    </form>
  );
}
