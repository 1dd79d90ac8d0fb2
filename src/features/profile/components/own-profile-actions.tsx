import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { lazyComponent } from '@/components/ui/lazy-component';
import { ErrorMessage } from '@/components/ui/error-message';
import type { UserRecord } from '@/domain/user-record';
import { PHOTO_TYPES, type UploadState } from '../edit-model';
import { errorText } from '@/i18n/error-text';

// The form opens in a dialog, on a tap: its code loads then (decision 0053).
const EditProfileModal = lazyComponent(() => import('./edit-profile-modal').then((m) => m.EditProfileModal));

/** Own profile only (spec section 2): the edit pencil and the photo upload with its progress. */
export function OwnProfileActions({ user }: { user: UserRecord }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const uploading = upload.status === 'uploading';

  async function onFile(file: File | undefined) {
    setUpload({ status: 'uploading', percent: 0 });
    try {
      // The upload's code (resizing, Storage) loads when a photo is chosen (decision 0053).
      const { uploadProfilePhoto } = await import('../api/upload-profile-photo');
      await uploadProfilePhoto(user.uid, file, user.photoURL, (percent) =>
        setUpload({ status: 'uploading', percent }),
      );
      setUpload({ status: 'done' });
    } catch (err) {
      setUpload({
        status: 'error',
        message: errorText(err, 'profile:errors.uploadFailed'),
      });
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <div className="flex w-full max-w-sm flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setEditing(true)}>
          <Icon name="pencil" size={16} />
          {t('actions.editProfile')}
        </Button>
        <label
          htmlFor={fileId}
          aria-disabled={uploading}
          className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-zinc-300 bg-white px-4 py-2 text-sm font-semibold text-zinc-900 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-amber-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ${
            uploading
              ? 'cursor-not-allowed opacity-50'
              : 'cursor-pointer hover:bg-zinc-100 dark:hover:bg-zinc-800'
          }`}
        >
          <Icon name="camera" size={16} />
          {t('actions.changePhoto')}
          <input
            id={fileId}
            ref={fileRef}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="sr-only"
            disabled={uploading}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
      </div>
      <PhotoUploadStatus state={upload} />
      <Suspense fallback={null}>
        {editing && <EditProfileModal user={user} onClose={() => setEditing(false)} />}
      </Suspense>
    </div>
  );
}

function PhotoUploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation('profile');
  if (state.status === 'idle') return null;
  if (state.status === 'uploading') {
    return (
      <div role="status" className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-300">
        <progress
          value={state.percent}
          max={100}
          aria-label={t('actions.photoUpload')}
          className="h-2 flex-1"
        />
        <span>{t('actions.uploading', { percent: state.percent })}</span>
      </div>
    );
  }
  if (state.status === 'done') {
    return (
      <p role="status" className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
        {t('actions.photoUpdated')}
      </p>
    );
  }
  return <ErrorMessage>{state.message}</ErrorMessage>;
}
