import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, TextArea } from '@/components/ui/input';
import { ErrorMessage } from '@/components/ui/error-message';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { useRestaurantImages, type ImageDiscarder, type ImageUploader } from '../hooks/use-restaurant-images';
import {
  FIELD_MAX,
  PRICE_RANGES,
  hasErrors,
  validateRestaurantForm,
  type FormErrors,
  type FormField,
  type PriceRange,
  type RestaurantForm as FormValues,
} from '../model/profile-form';
import { SCAN_BANNER_MS, type ScannedRestaurant } from '../model/bill-scan';
import { RestaurantImagesField } from './restaurant-images-field';
import { errorText } from '@/i18n/error-text';

/** The profile's images in the form: the saved list, and how to upload and discard files. */
export interface ImagesControl {
  initial: readonly string[];
  upload: ImageUploader;
  discard: ImageDiscarder;
}

const NO_IMAGES: ImagesControl = {
  initial: [],
  upload: () => Promise.reject(new Error()),
  discard: () => {},
};

interface RestaurantFormProps {
  initial: FormValues;
  /** Saves the form (with the image list when `images` is given); throws an Error whose message is shown. */
  onSave: (values: FormValues, images?: string[]) => Promise<void>;
  /** Absent when there is nothing to go back to. */
  onCancel?: () => void;
  /** Reads a bill photo; absent when bill scanning is not set up. */
  scanBill?: (file: File) => Promise<ScannedRestaurant>;
  /** The photos section; absent, the form has none and a save keeps the stored images. */
  images?: ImagesControl;
  title: string;
}

type Banner = { tone: 'error' | 'success'; text: string } | null;

/**
 * Edit mode (spec sections 2 and 5): the seven required fields and an optional website, each error
 * under its field; 'Scan from a bill' fills name and address.
 */
export function RestaurantForm({ initial, onSave, onCancel, scanBill, images, title }: RestaurantFormProps) {
  const { t } = useTranslation('dashboard');
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const formId = useId();
  const control = images ?? NO_IMAGES;
  const photos = useRestaurantImages(control.initial, control.upload, control.discard);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), SCAN_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const set = (field: FormField, value: string) => {
    const next = { ...values, [field]: value } as FormValues;
    setValues(next);
    if (submitted) setErrors(validateRestaurantForm(next));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || photos.uploading) return;
    setSubmitted(true);
    const found = validateRestaurantForm(values);
    setErrors(found);
    setSaveError(null);
    // A scan's banner is about the scan; the save speaks for itself now.
    setBanner(null);
    if (hasErrors(found)) {
      const first = Object.keys(found)[0];
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    photos.save.start();
    try {
      await (images ? onSave(values, photos.images) : onSave(values));
      photos.save.done(true);
    } catch (err) {
      photos.save.done(false);
      setSaveError(errorText(err, 'dashboard:messages.saveFailed'));
      setSaving(false);
    }
  };

  const scan = async (file: File | undefined) => {
    if (!file || !scanBill || scanning) return;
    setScanning(true);
    setBanner(null);
    try {
      const bill = await scanBill(file);
      const next = { ...values, name: bill.restaurantName, address: bill.address };
      setValues(next);
      if (submitted) setErrors(validateRestaurantForm(next));
      setBanner({ tone: 'success', text: t('messages.scanUpdated') });
    } catch (err) {
      setBanner({
        tone: 'error',
        text: errorText(err, 'dashboard:messages.scanFailed'),
      });
    } finally {
      setScanning(false);
    }
  };

  const field = (
    name: Exclude<FormField, 'priceRange'>,
    opts: { multiline?: boolean; type?: string } = {},
  ) => {
    const control = {
      name,
      value: values[name],
      maxLength: FIELD_MAX[name],
      required: name !== 'website',
      size: 'md' as const,
      onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    };
    return (
      <Field id={`${formId}-${name}`} label={t(`form.labels.${name}`)} error={errors[name]}>
        {opts.multiline ? (
          <TextArea {...control} rows={3} />
        ) : (
          <Input {...control} type={opts.type ?? 'text'} />
        )}
      </Field>
    );
  };

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {/* The page title of the restaurant screen in edit mode. */}
      <h1 className="text-lg font-bold text-zinc-900 dark:text-zinc-50">{title}</h1>
      {banner && (
        <p
          role={banner.tone === 'error' ? 'alert' : 'status'}
          className={
            banner.tone === 'error'
              ? 'rounded-xl bg-red-600 px-3 py-2 text-sm font-medium text-white'
              : 'rounded-xl bg-emerald-700 px-3 py-2 text-sm font-medium text-white'
          }
        >
          {banner.text}
        </p>
      )}
      {scanBill && <ScanFromBill busy={scanning} onFile={(f) => void scan(f)} />}
      {field('name')}
      {field('description', { multiline: true })}
      {field('address')}
      {field('cuisine')}
      <Field id={`${formId}-priceRange`} label={t('form.labels.priceRange')} error={errors.priceRange}>
        <Select
          size="md"
          value={values.priceRange}
          onChange={(e) => set('priceRange', e.target.value as PriceRange)}
        >
          {PRICE_RANGES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </Field>
      {field('openingHours')}
      {field('phone', { type: 'tel' })}
      {field('website', { type: 'url' })}
      {images && <RestaurantImagesField state={photos} disabled={saving} />}
      {saveError && <ErrorMessage look="box">{saveError}</ErrorMessage>}
      <div className="flex gap-2">
        <Button type="submit" busy={saving} disabled={photos.uploading} className="flex-1">
          {t('form.save')}
        </Button>
        {onCancel && (
          <Button
            variant="secondary"
            disabled={saving || photos.uploading}
            onClick={onCancel}
            className="flex-1"
          >
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Photo capture with the environment camera, or an image from the device (images only). */
function ScanFromBill({ busy, onFile }: { busy: boolean; onFile: (file: File | undefined) => void }) {
  const { t } = useTranslation('dashboard');
  const cameraRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-dashed border-amber-400 p-3">
      <legend className="px-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {t('form.scan.legend')}
      </legend>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('form.scan.description')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={busy}
          className="grow basis-40"
          onClick={() => cameraRef.current?.click()}
        >
          {busy ? t('form.scan.scanning') : t('form.scan.takePhoto')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          className="grow basis-40"
          onClick={() => pickerRef.current?.click()}
        >
          {t('form.scan.chooseImage')}
        </Button>
      </div>
      <HiddenFileInput
        ref={cameraRef}
        accept="image/*"
        capture="environment"
        aria-label={t('form.scan.cameraLabel')}
        onFile={onFile}
      />
      <HiddenFileInput
        ref={pickerRef}
        accept="image/*"
        aria-label={t('form.scan.imageLabel')}
        onFile={onFile}
      />
    </fieldset>
  );
}
