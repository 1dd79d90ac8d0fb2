import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { formatCount, formatPoints } from '@/i18n/format';
import { groupPath } from '@/domain/paths';
import { useAuthStore } from '@/stores/auth-store';
import { createGroup, newGroupId } from '../api/create-group';
import { useGroupForm } from '../hooks/use-group-form';
import { EMPTY_FORM, createError } from '../model/group-form';
import { GROUP_FEE } from '../model/group';
import { GroupFormView } from './group-form-view';

/**
 * Create Elite Group (spec sections 2, 5, 7): every field required; the 100-gold check comes before
 * anything is uploaded; the photo is resized and uploaded with progress, then one transaction creates the
 * group and takes the fee. On success, the new group's page.
 */
export function CreateGroupPage() {
  const { t } = useTranslation('groups');
  const uid = useAuthStore((s) => s.uid);
  const user = useAuthStore((s) => s.user);
  const gold = user?.goldPoints ?? 0;
  const navigate = useNavigate();
  const state = useGroupForm(EMPTY_FORM);
  const { form, photo, busy, setError, save } = state;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!uid || !user || busy) return;
    const problem = createError(form, photo, gold);
    setError(problem);
    if (problem || !photo) return;
    const groupId = newGroupId();
    const created = await save(
      groupId,
      uid,
      (url) => createGroup(uid, groupId, form, url),
      'groups:errors.createFailed',
    );
    if (created) navigate(groupPath(groupId), { replace: true });
  }

  return (
    <GroupFormView
      titleId="create-group-title"
      title={t('create.title')}
      state={state}
      onSubmit={submit}
      intro={
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('create.fee', { fee: formatCount(GROUP_FEE), gold: formatPoints(gold) })}
        </p>
      }
    >
      <Button type="submit" busy={busy} disabled={!user} block>
        {busy ? t('create.submitting') : t('create.submit')}
      </Button>
    </GroupFormView>
  );
}
