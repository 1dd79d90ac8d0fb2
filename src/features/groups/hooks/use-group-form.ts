import { useState } from 'react';
import type { MessageKey } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';
import type { GroupForm } from '../model/group-form';
import { useImageUpload } from './use-image-upload';

/** What the create and settings forms hold: the fields, the chosen photo, busy, the error, the upload. */
export function useGroupForm(initial: GroupForm) {
  const [form, setForm] = useState<GroupForm>(initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { progress, saveWithImage } = useImageUpload('group-photos');
  const setField = (key: keyof GroupForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  /**
   * Busy while the chosen photo (if any) uploads to group-photos/{uid}/ and `write` runs with its
   * URL ('' without one). A failure shows its message (`fallback` when it has none) and frees the form.
   * Resolves whether it went through.
   */
  const save = async (
    groupId: string,
    uid: string,
    write: (url: string) => Promise<void>,
    fallback: MessageKey,
  ) => {
    setBusy(true);
    try {
      await saveWithImage(groupId, uid, photo, 'groups:errors.uploadPhotoFailed', write);
      return true;
    } catch (err) {
      setError(errorText(err, fallback));
      setBusy(false);
      return false;
    }
  };

  return { form, setField, photo, setPhoto, error, setError, busy, progress, save };
}

export type GroupFormState = ReturnType<typeof useGroupForm>;
