import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { formatCount } from '@/i18n/format';
import { myProfilePath, PATHS, sendPointsPath } from '@/domain/paths';
import { useUnreadMessagesCount } from '@/features/messages/hooks/use-unread-messages';
import { useAuthStore } from '@/stores/auth-store';
import { useWhenIdle } from './use-when-idle';

const TABS = [
  { to: PATHS.home, label: 'ranking', icon: 'ranking', end: true },
  { to: PATHS.messages, label: 'messages', icon: 'chat', end: false },
  {
    to: PATHS.scan,
    label: 'scan',
    icon: 'scan',
    end: false,
    central: true,
  },
  { to: sendPointsPath('me'), label: 'sendPoints', icon: 'arrowUp', end: false },
  {
    to: myProfilePath(),
    label: 'profile',
    icon: 'person',
    end: false,
  },
] as const;

/** Past this the badge says '99+'. */
const BADGE_MAX = 99;

export function BottomBar() {
  const { t } = useTranslation('shell');
  const uid = useAuthStore((s) => s.uid);
  // The badge's listener starts once the screen has loaded (docs/decisions/0014-signed-in-performance.md).
  const idle = useWhenIdle(uid !== null);
  const unreadMessages = useUnreadMessagesCount(idle ? uid : null);
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95"
    >
      <ul className="mx-auto flex h-16 max-w-2xl items-stretch justify-around">
        {TABS.map((tab) => (
          <li key={tab.to} className="flex flex-1">
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                  isActive ? 'text-amber-700 dark:text-amber-500' : 'text-zinc-500 dark:text-zinc-400'
                }`
              }
            >
              {'central' in tab ? (
                <span className="-mt-6 flex h-14 w-14 items-center justify-center rounded-full bg-amber-500 text-zinc-950 shadow-lg ring-4 ring-white dark:ring-zinc-950">
                  <Icon name={tab.icon} size={26} />
                </span>
              ) : (
                <span className="relative">
                  <Icon name={tab.icon} size={22} />
                  {tab.to === PATHS.messages && unreadMessages > 0 && (
                    <span
                      role="img"
                      aria-label={t('bottomBar.unreadMessages', {
                        count: unreadMessages,
                        n: formatCount(unreadMessages),
                      })}
                      className="absolute -top-1.5 -right-2.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
                    >
                      {unreadMessages > BADGE_MAX ? `${BADGE_MAX}+` : unreadMessages}
                    </span>
                  )}
                </span>
              )}
              <span>{t(`bottomBar.${tab.label}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
