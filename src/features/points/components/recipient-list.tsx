import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import type { Recipient } from '../model';

interface RecipientListProps {
  recipients: Recipient[];
  selectedId: string | null;
  onSelect: (uid: string) => void;
  disabled?: boolean;
}

/**
 * Native radio buttons, one per row: the browser gives the group its role, arrow-key movement and
 * one tab stop, and screen readers announce "radio, n of m, checked".
 */
export function RecipientList({ recipients, selectedId, onSelect, disabled = false }: RecipientListProps) {
  const { t } = useTranslation('points');
  return (
    <ul className="flex flex-col gap-2">
      {recipients.map((r) => (
        <li key={r.uid}>
          <label
            className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border bg-white p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500 dark:bg-zinc-900 ${
              selectedId === r.uid
                ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/40'
                : 'border-zinc-200 hover:border-amber-300 dark:border-zinc-800 dark:hover:border-amber-700'
            }`}
          >
            <input
              type="radio"
              name="recipient"
              value={r.uid}
              checked={selectedId === r.uid}
              onChange={() => onSelect(r.uid)}
              disabled={disabled}
              className="h-5 w-5 shrink-0 accent-amber-500"
            />
            <Avatar src={r.photoURL} seed={r.uid} alt="" size={40} />
            <span className="min-w-0 flex-1 truncate font-semibold text-zinc-900 dark:text-zinc-100">
              {r.username}
            </span>
            {!r.followed && (
              <span className="shrink-0 rounded-full bg-zinc-100 px-2 py-0.5 text-xs text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
                {t('recipient.notFollowed')}
              </span>
            )}
          </label>
        </li>
      ))}
    </ul>
  );
}
