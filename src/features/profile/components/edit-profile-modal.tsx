import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { UserRecord } from '@/domain/user-record';
import { useToastStore } from '@/stores/toast-store';
import { updateProfile } from '../api/update-profile';
import { BIO_MAX, EDIT_MSG, LINK_MAX } from '../edit-model';

const fieldClass =
  'w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-amber-500 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400';

const LINKS = [
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/yourname' },
  { key: 'twitter', label: 'Twitter', placeholder: 'https://twitter.com/yourname' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@yourname' },
] as const;

/** Edit profile (spec section 2): bio with a live counter (max 200) and the three social URLs. */
export function EditProfileModal({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const [bio, setBio] = useState(user.bio);
  const [links, setLinks] = useState(user.socialLinks);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bioId = useId();
  const counterId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const toasts = useToastStore.getState();
      const outcome = await updateProfile(
        user.uid,
        { bio, socialLinks: links },
        (message) => toasts.show(message, 'error', 6000),
        undefined,
        user.photoURL,
      );
      if (outcome === 'queued') toasts.show(EDIT_MSG.savedOffline, 'info', 5000);
      onClose();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : EDIT_MSG.updateFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title="Edit profile" onClose={saving ? () => {} : onClose}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-left" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={bioId} className="text-sm font-medium">
            Bio
          </label>
          <textarea
            id={bioId}
            value={bio}
            onChange={(e) => setBio(e.target.value.slice(0, BIO_MAX))}
            maxLength={BIO_MAX}
            rows={4}
            disabled={saving}
            aria-describedby={counterId}
            className={`${fieldClass} resize-y`}
          />
          <p id={counterId} aria-live="polite" className="self-end text-xs text-zinc-500 dark:text-zinc-400">
            {bio.length}/{BIO_MAX}
          </p>
        </div>
        {LINKS.map(({ key, label, placeholder }) => (
          <div key={key} className="flex flex-col gap-1">
            <label htmlFor={`${bioId}-${key}`} className="text-sm font-medium">
              {label}
            </label>
            <input
              id={`${bioId}-${key}`}
              type="url"
              inputMode="url"
              value={links[key]}
              onChange={(e) => setLinks((l) => ({ ...l, [key]: e.target.value }))}
              maxLength={LINK_MAX}
              disabled={saving}
              placeholder={placeholder}
              className={`${fieldClass} min-h-11`}
            />
          </div>
        ))}
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
