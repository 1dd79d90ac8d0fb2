import { Icon } from '@/components/ui/icon';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { groupPath } from '@/lib/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { deleteGroupImage } from '../api/upload-group-image';
import { updateGroup } from '../api/update-group';
import { useGroup } from '../hooks/use-group';
import { useImageUpload } from '../hooks/use-image-upload';
import {
  ICON,
  MAX_DESCRIPTION,
  MAX_NAME,
  MSG,
  fieldsError,
  imageError,
  type EliteGroup,
  type GroupForm,
} from '../model';
import { PhotoField } from './photo-field';
import { TextField } from './text-field';
import { UploadProgress } from './upload-progress';

/** Group settings (the spec leaves it undefined): the creator edits name, description, image, region, city. */
export function GroupSettingsPage() {
  const { id } = useParams();
  const uid = useAuthStore((s) => s.uid);
  const { data: group, loading, error, retry, notFound } = useGroup(id);

  if (loading) return <SkeletonRows count={4} label="Loading group" />;
  if (notFound) return <EmptyState title={MSG.notFound} icon={<Icon d={ICON.search} size={40} />} />;
  if (error || !group) return <ErrorState message={error ?? MSG.fetchGroup} onRetry={retry} />;
  if (group.creatorId !== uid) {
    return (
      <EmptyState
        title={MSG.notCreator}
        icon={<Icon d={ICON.lock} size={40} />}
        action={
          <Link
            to={groupPath(group.id)}
            className="font-semibold text-amber-700 underline dark:text-amber-400"
          >
            Back to {group.name}
          </Link>
        }
      />
    );
  }
  return <SettingsForm key={group.id} group={group} uid={uid} />;
}

function SettingsForm({ group, uid }: { group: EliteGroup; uid: string }) {
  const navigate = useNavigate();
  const toast = useToastStore((s) => s.show);
  const [form, setForm] = useState<GroupForm>({
    name: group.name,
    city: group.city,
    region: group.region,
    description: group.description,
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { progress, upload } = useImageUpload('group-photos');
  const set = (key: keyof GroupForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem =
      (photo && imageError(photo)) ||
      fieldsError(form) ||
      (!photo && !group.image ? MSG.photoRequired : null);
    setError(problem);
    if (problem) return;
    setBusy(true);
    let uploaded = null as { url: string; path: string } | null;
    try {
      if (photo) {
        try {
          uploaded = await upload(group.id, uid, photo);
        } catch {
          throw new Error(MSG.uploadPhotoFailed);
        }
      }
      await updateGroup(group.id, form, uploaded?.url ?? group.image);
      toast('Group settings saved', 'success');
      navigate(groupPath(group.id));
    } catch (err) {
      if (uploaded) await deleteGroupImage(uploaded.path);
      setError(err instanceof Error ? err.message : MSG.saveFailed);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="group-settings-title" className="pb-8">
      <PageTitle>
        <span id="group-settings-title">Group Settings</span>
      </PageTitle>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 px-4">
        <PhotoField file={photo} currentUrl={group.image} onChange={setPhoto} disabled={busy} />
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
        <div className="flex gap-2">
          <Button type="submit" busy={busy} className="flex-1">
            Save
          </Button>
          <Link
            to={groupPath(group.id)}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl border border-zinc-300 px-4 text-sm font-semibold dark:border-zinc-700"
          >
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}
