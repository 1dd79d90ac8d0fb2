import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ErrorMessage } from '@/components/ui/error-message';
import { useAsync } from '@/hooks/use-async';
import { formatCount } from '@/i18n/format';
import type { UserRecord } from '@/domain/user-record';
import { useAuthStore } from '@/stores/auth-store';
import { useToastStore } from '@/stores/toast-store';
import { inviteMembers } from '../api/invite-members';
import { searchUsersByPrefix, userSearchTerm } from '@/users/user-search';
import { useDebounced } from '@/hooks/use-debounced';
import {
  INVITE_DEBOUNCE_MS,
  INVITE_SEARCH_LIMIT,
  MAX_INVITES_PER_SEND,
  type EliteGroup,
} from '../model/group';
import { blockAwareMessage } from '@/social/block-message';
import { errorText } from '@/i18n/error-text';

/**
 * Invite Members (spec sections 2 and 5): username prefix search, debounced 300 ms, at most 10 results,
 * members and invited users left out; at least one selected to send.
 */
export function InviteDialog({ group, onClose }: { group: EliteGroup; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const uid = useAuthStore((s) => s.uid);
  const toast = useToastStore((s) => s.show);
  const [q, setQ] = useState('');
  const term = useDebounced(userSearchTerm(q), INVITE_DEBOUNCE_MS);
  const exclude = [...group.members, ...group.pendingInvites];
  const results = useAsync<UserRecord[]>(
    term ? `${term}|${exclude.join(',')}` : null,
    () => searchUsersByPrefix(term, exclude, INVITE_SEARCH_LIMIT),
    t('errors.searchFailed'),
  );
  const [selected, setSelected] = useState<Map<string, UserRecord>>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function toggle(user: UserRecord) {
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(user.uid)) next.delete(user.uid);
      else if (next.size < MAX_INVITES_PER_SEND) next.set(user.uid, user);
      return next;
    });
  }

  async function send() {
    if (!uid) return;
    if (selected.size === 0) return setError(t('errors.selectOne'));
    setBusy(true);
    setError(null);
    try {
      const n = await inviteMembers(group.id, uid, [...selected.keys()]);
      toast(t('invite.dialog.sent', { count: n, n: formatCount(n) }), 'success');
      onClose();
    } catch (err) {
      // Refused because an invitee blocks me: said plainly (decision 0030).
      setError(blockAwareMessage(err, errorText(err, 'groups:errors.invitesFailed')));
      setBusy(false);
    }
  }

  const list = term ? (results.data ?? []) : [];
  return (
    <Modal open title={t('invite.dialog.title')} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <Field label={t('invite.dialog.search')}>
          <Input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('invite.dialog.placeholder')}
            autoComplete="off"
          />
        </Field>
        {term && results.loading ? (
          <Spinner size="sm" label={t('invite.dialog.searching')} />
        ) : results.error ? (
          <ErrorMessage>{results.error}</ErrorMessage>
        ) : term && list.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('invite.dialog.noUsers')}</p>
        ) : (
          <ul aria-label={t('invite.dialog.results')} className="flex flex-col gap-1">
            {list.map((u) => (
              <li key={u.uid}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-zinc-100 dark:hover:bg-zinc-800">
                  <input
                    type="checkbox"
                    checked={selected.has(u.uid)}
                    onChange={() => toggle(u)}
                    className="h-4 w-4 accent-amber-500"
                  />
                  <Avatar src={u.photoURL} seed={u.uid} alt="" size={32} />
                  <span className="truncate text-sm font-medium">{u.username}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {selected.size > 0 && (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('invite.dialog.selected', {
              names: [...selected.values()].map((u) => u.username).join(', '),
            })}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <Button onClick={send} busy={busy} disabled={selected.size === 0}>
          {t('invite.dialog.send')}
        </Button>
      </div>
    </Modal>
  );
}
