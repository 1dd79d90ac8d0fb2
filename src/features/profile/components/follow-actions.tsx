import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { sendMessagePath, sendPointsPath } from '@/domain/paths';

const LINK_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-xl border border-zinc-300 bg-white px-3 py-2 text-center text-sm font-semibold text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';

interface FollowActionsProps {
  username: string;
  /** undefined while the follow state is not known yet: the button waits, disabled. */
  following: boolean | undefined;
  busy: boolean;
  error: string | null;
  onToggle: (following: boolean) => void;
}

/** Another user's profile: Follow/Unfollow, Send Message and Send Silver Points (spec section 2). */
export function FollowActions({ username, following, busy, error, onToggle }: FollowActionsProps) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex w-full max-w-sm flex-col gap-2">
      <Button
        variant={following ? 'secondary' : 'primary'}
        busy={busy}
        disabled={following === undefined}
        block
        onClick={() => following !== undefined && onToggle(following)}
      >
        {following ? t('actions.unfollow') : t('actions.follow')}
      </Button>
      <div className="grid grid-cols-2 gap-2">
        <Link to={sendMessagePath(username)} className={LINK_BUTTON}>
          {t('actions.sendMessage')}
        </Link>
        <Link to={sendPointsPath(username)} className={LINK_BUTTON}>
          {t('actions.sendSilver')}
        </Link>
      </div>
      {error && <ErrorMessage look="box">{error}</ErrorMessage>}
    </div>
  );
}
