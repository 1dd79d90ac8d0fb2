import { useState } from 'react';
import type { GroupForm } from '../model';
import { useImageUpload } from './use-image-upload';

/** What the create and settings forms hold: the fields, the chosen photo, busy, the error, the upload. */
export function useGroupForm(initial: GroupForm) {
  const [form, setForm] = useState<GroupForm>(initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { progress, saveWithImage } = useImageUpload('group-photos');
  const setField = (key: keyof GroupForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return { form, setField, photo, setPhoto, error, setError, busy, setBusy, progress, saveWithImage };
}

export type GroupFormState = ReturnType<typeof useGroupForm>;
