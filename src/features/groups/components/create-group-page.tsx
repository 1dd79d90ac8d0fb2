import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { formatPoints } from '@/lib/format';
import { groupPath } from '@/lib/paths';
import { useAuthStore } from '@/stores/auth-store';
import { createGroup, newGroupId } from '../api/create-group';
import { deleteGroupImage } from '../api/upload-group-image';
import { useImageUpload } from '../hooks/use-image-upload';
import { EMPTY_FORM, GROUP_FEE, MAX_DESCRIPTION, MAX_NAME, MSG, createError, type GroupForm } from '../model';
import { PhotoField } from './photo-field';
import { TextField } from './text-field';
import { UploadProgress } from './upload-progress';

/**
 * Create Elite Group (spec sections 2, 5, 7): every field required; the 100-gold check comes before
 * anything is uploaded; the photo is resized and uploaded with progress, then one transaction creates the
 * group and takes the fee. On success, the new group's page.
 */
export function CreateGroupPage() {
  const uid = useAuthStore((s) => s.uid);
  const user = useAuthStore((s) => s.user);
  const gold = user?.goldPoints ?? 0;
  const navigate = useNavigate();
  const [form, setForm] = useState<GroupForm>(EMPTY_FORM);
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { progress, upload } = useImageUpload('group-photos');
  const set = (key: keyof GroupForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!uid || !user || busy) return;
    const problem = createError(form, photo, gold);
    setError(problem);
    if (problem || !photo) return;
    setBusy(true);
    const groupId = newGroupId();
    let uploaded: { url: string; path: string };
    try {
      uploaded = await upload(groupId, uid, photo);
    } catch {
      setError(MSG.uploadPhotoFailed);
      setBusy(false);
      return;
    }
    try {
      await createGroup(uid, groupId, form, uploaded.url);
      navigate(groupPath(groupId), { replace: true });
    } catch (err) {
      await deleteGroupImage(uploaded.path);
      setError(err instanceof Error ? err.message : MSG.createFailed);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="create-group-title" className="pb-8">
      <PageTitle>
        <span id="create-group-title">Create Elite Group</span>
      </PageTitle>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-4">
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Creating a group costs {GROUP_FEE} Gold Points. You have {formatPoints(gold)}.
        </p>
        <PhotoField file={photo} onChange={setPhoto} disabled={busy} />
        <TextField
          label="Group name"
          value={form.name}
          onChange={set('name')}
          maxLength={MAX_NAME}
          disabled={busy}
        />
        <TextField
          label="City"
          value={form.city}
          onChange={set('city')}
          maxLength={MAX_NAME}
          disabled={busy}
        />
        <TextField
          label="Region / district"
          value={form.region}
          onChange={set('region')}
          maxLength={MAX_NAME}
          disabled={busy}
        />
        <TextField
          label="Description"
          value={form.description}
          onChange={set('description')}
          maxLength={MAX_DESCRIPTION}
          multiline
          disabled={busy}
        />
        {progress !== null && <UploadProgress value={progress} label="Uploading group photo" />}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <Button type="submit" busy={busy} disabled={!user} block>
          {busy ? 'Creating...' : 'Create Group'}
        </Button>
      </form>
    </section>
  );
}
