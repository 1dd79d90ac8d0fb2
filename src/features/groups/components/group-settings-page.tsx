import { Icon } from '@/components/ui/icon';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { groupPath } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { updateGroup } from '../api/update-group';
import { deleteReplacedGroupPhoto } from '../api/upload-group-image';
import { useGroup } from '../hooks/use-group';
import { useGroupForm } from '../hooks/use-group-form';
import { fieldsError, imageError } from '../model/group-form';
import { type EliteGroup } from '../model/group';
import { GroupFormView } from './group-form-view';

/** Group settings (the spec leaves it undefined): the creator edits name, description, image, region, city. */
export function GroupSettingsPage() {
  const { t } = useTranslation('groups');
  const { id } = useParams();
  const uid = useAuthStore((s) => s.uid);
  const { data: group, loading, error, retry, notFound } = useGroup(id);

  if (loading) return <SkeletonRows count={4} label={t('settings.loading')} />;
  if (notFound) return <EmptyState title={t('errors.notFound')} icon={<Icon name="search" size={40} />} />;
  if (error || !group) return <ErrorState message={error ?? t('errors.fetchGroup')} onRetry={retry} />;
  if (group.creatorId !== uid) {
    return (
      <EmptyState
        title={t('errors.notCreator')}
        icon={<Icon name="lock" size={40} />}
        back={{ to: groupPath(group.id), label: t('settings.backTo', { name: group.name }) }}
      />
    );
  }
  return <SettingsForm key={group.id} group={group} uid={uid} />;
}

function SettingsForm({ group, uid }: { group: EliteGroup; uid: string }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const toast = useToastStore((s) => s.show);
  const state = useGroupForm({
    name: group.name,
    city: group.city,
    region: group.region,
    description: group.description,
  });
  const { form, photo, busy, setError, save } = state;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem =
      (photo && imageError(photo)) ||
      fieldsError(form) ||
      (!photo && !group.image ? t('errors.photoRequired') : null);
    setError(problem);
    if (problem) return;
    const saved = await save(
      group.id,
      uid,
      async (url) => {
        await updateGroup(group.id, form, url || group.image);
        if (url) await deleteReplacedGroupPhoto(group.image, url, uid);
      },
      'groups:errors.saveFailed',
    );
    if (!saved) return;
    toast(t('settings.saved'), 'success');
    navigate(groupPath(group.id));
  }

  return (
    <GroupFormView
      titleId="group-settings-title"
      title={t('settings.title')}
      state={state}
      onSubmit={submit}
      currentPhotoUrl={group.image}
    >
      <div className="flex gap-2">
        <Button type="submit" busy={busy} className="flex-1">
          {t('settings.save')}
        </Button>
        <Link to={groupPath(group.id)} className={`${buttonClass('secondary')} flex-1`}>
          {t('settings.cancel')}
        </Link>
      </div>
    </GroupFormView>
  );
}
