import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, TextArea } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ErrorMessage } from '@/components/ui/error-message';
import type { UserRecord } from '@/domain/user-record';
import { useToastStore } from '@/stores/toast-store';
import { updateProfile } from '../api/update-profile';
import { BIO_MAX, LINK_MAX } from '../edit-model';
import { bioToStore, shownBio } from '../model';
import { errorText } from '@/i18n/error-text';

// The networks' names are brands: the same in every language.
const LINKS = [
  { key: 'instagram', label: 'Instagram', placeholder: 'edit.instagramPlaceholder' },
  { key: 'twitter', label: 'Twitter', placeholder: 'edit.twitterPlaceholder' },
  { key: 'youtube', label: 'YouTube', placeholder: 'edit.youtubePlaceholder' },
] as const;

/** Edit profile (spec section 2): bio with a live counter (max 200) and the three social URLs. */
export function EditProfileModal({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t } = useTranslation('profile');
  // The sign-up greeting shows in the reader's language here too, and is stored back in its one form.
  const [bio, setBio] = useState(shownBio(user.bio, user.username));
  const [links, setLinks] = useState(user.socialLinks);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const toasts = useToastStore.getState();
      const outcome = await updateProfile(
        user.uid,
        { bio: bioToStore(bio, user.username), socialLinks: links },
        (late) => toasts.show(errorText(late), 'error', 6000),
        undefined,
        user.photoURL,
      );
      if (outcome === 'queued') toasts.show(t('errors.savedOffline'), 'info', 5000);
      onClose();
    } catch (err) {
      setError(errorText(err, 'profile:errors.updateFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={t('edit.title')} onClose={saving ? () => {} : onClose}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-left" noValidate>
        <Field label={t('edit.bio')} hint={`${bio.length}/${BIO_MAX}`} hintIsCounter>
          <TextArea
            value={bio}
            onChange={(e) => setBio(e.target.value.slice(0, BIO_MAX))}
            maxLength={BIO_MAX}
            rows={4}
            disabled={saving}
            className="resize-y"
          />
        </Field>
        {LINKS.map(({ key, label, placeholder }) => (
          <Field key={key} label={label}>
            <Input
              type="url"
              inputMode="url"
              value={links[key]}
              onChange={(e) => setLinks((l) => ({ ...l, [key]: e.target.value }))}
              maxLength={LINK_MAX}
              disabled={saving}
              placeholder={t(placeholder)}
            />
          </Field>
        ))}
        {error && <ErrorMessage>{error}</ErrorMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" busy={saving}>
            {saving ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
