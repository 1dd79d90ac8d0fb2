import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input, TextArea } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import type { GroupFormState } from '../hooks/use-group-form';
import { MAX_DESCRIPTION, MAX_NAME, type GroupForm } from '../model/group-form';
import { PhotoField } from './photo-field';
import { UploadProgress } from '@/components/ui/upload-progress';

/** The fields in order; each is labelled by groups:form.<key>. */
const FIELDS: { key: keyof GroupForm; maxLength: number; multiline?: boolean }[] = [
  { key: 'name', maxLength: MAX_NAME },
  { key: 'city', maxLength: MAX_NAME },
  { key: 'region', maxLength: MAX_NAME },
  { key: 'description', maxLength: MAX_DESCRIPTION, multiline: true },
];

interface GroupFormViewProps {
  /** The id of the title, which names the section. */
  titleId: string;
  title: string;
  state: GroupFormState;
  onSubmit: (e: FormEvent) => void;
  /** The group's current picture (settings), shown until another is chosen. */
  currentPhotoUrl?: string;
  /** Above the fields (the create form's fee note). */
  intro?: ReactNode;
  /** Below the error: the submit button and whatever goes with it. */
  children: ReactNode;
}

/** The group form of Create Elite Group and Group Settings: photo, name, city, region, description. */
export function GroupFormView({
  titleId,
  title,
  state,
  onSubmit,
  currentPhotoUrl,
  intro,
  children,
}: GroupFormViewProps) {
  const { t } = useTranslation('groups');
  const { form, setField, photo, setPhoto, busy, progress, error } = state;
  return (
    <section aria-labelledby={titleId} className="pb-8">
      <PageTitle>
        <span id={titleId}>{title}</span>
      </PageTitle>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 px-4">
        {intro}
        <PhotoField file={photo} currentUrl={currentPhotoUrl} onChange={setPhoto} disabled={busy} />
        {FIELDS.map((f) => {
          const control = {
            value: form[f.key],
            onChange: (e: { target: { value: string } }) => setField(f.key)(e.target.value),
            maxLength: f.maxLength,
            required: true,
            disabled: busy,
          };
          return (
            <Field key={f.key} label={t(`form.${f.key}`)}>
              {f.multiline ? <TextArea rows={4} {...control} /> : <Input {...control} />}
            </Field>
          );
        })}
        {progress !== null && <UploadProgress value={progress} label={t('form.uploading')} />}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        {children}
      </form>
    </section>
  );
}
