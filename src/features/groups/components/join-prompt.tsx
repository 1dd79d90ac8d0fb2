import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { joinGroup } from '../api/membership';
import type { EliteGroup, Role } from '../model/group';
import { errorText } from '@/i18n/error-text';

/**
 * What a non-member sees instead of the chat or events: the spec's text and a Join button. Joining needs
 * an invite (docs/decisions/0007-groups.md): for an invited user Join accepts it; for anyone else it is
 * disabled and says why.
 */
export function JoinPrompt({
  text,
  group,
  role,
  uid,
}: {
  text: string;
  group: EliteGroup;
  role: Role;
  uid: string | null;
}) {
  const { t } = useTranslation('groups');
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invited = role === 'invited' && uid !== null;

  async function join() {
    if (!uid) return;
    setBusy(true);
    setError(null);
    try {
      await joinGroup(group.id, uid);
    } catch (err) {
      setError(errorText(err, 'groups:errors.joinFailed'));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-6 text-center dark:border-zinc-800 dark:bg-zinc-900">
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{text}</p>
      <Button onClick={join} busy={busy} disabled={!invited} aria-describedby={invited ? undefined : hintId}>
        {t('join.button')}
      </Button>
      {!invited && (
        <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
          {t('errors.notInvited')}
        </p>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </div>
  );
}
