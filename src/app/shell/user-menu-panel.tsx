import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '@/domain/paths';
import { useThemeStore } from '@/stores/theme-store';
import { useToastStore } from '@/stores/toast-store';

const LINKS = [
  { to: PATHS.notifications, label: 'notifications' },
  { to: PATHS.perks, label: 'perks' },
  { to: PATHS.settings, label: 'settings' },
  { to: PATHS.privacy, label: 'privacy' },
  { to: PATHS.help, label: 'help' },
  { to: PATHS.about, label: 'about' },
] as const; // labels: keys of shell.json menu.*

const itemClass =
  'flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:outline-none dark:text-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800';

/** Which item takes focus as the menu opens. */
export type MenuFocus = 'first' | 'last';

/**
 * The open menu of the user menu button (user-menu.tsx): its own chunk, loaded as the button is pointed
 * at, focused or pressed, so that no screen's first load carries it (decision 0061). It focuses `focus`'s
 * item as it mounts; ArrowUp/ArrowDown (wrapping), Home and End move between items; Escape closes it and
 * returns focus to the button; Tab closes it and moves on; an outside click or a choice closes it.
 */
export function UserMenuPanel({
  id,
  focus,
  unread,
  n,
  rootRef,
  buttonRef,
  onClose,
}: {
  id: string;
  focus: MenuFocus;
  /** "3 unread", or '' when nothing is. */
  unread: string;
  n: string;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const [signingOut, setSigningOut] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    const list = items();
    (focus === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // Once, as the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at < 0 ? list.length - 1 : at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        e.preventDefault();
        return onClose(true);
      case 'Tab':
        // The Tab goes on from the button's place in the page (next or previous); the menu closes.
        buttonRef.current?.focus();
        return onClose(false);
      case ' ':
        // Space chooses a link item too (buttons do this themselves).
        if (document.activeElement instanceof HTMLAnchorElement) {
          e.preventDefault();
          document.activeElement.click();
        }
        return;
    }
  };

  const logOut = async () => {
    setSigningOut(true);
    try {
      // Loaded on demand: the Auth SDK is in no first load of a screen.
      const { signOut } = await import('@/features/auth/api/sign-out');
      await signOut();
      onClose(false);
      navigate(PATHS.login);
    } catch {
      useToastStore.getState().show(t('menu.logOutFailed'), 'error');
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={t('menu.label')}
      onKeyDown={onMenuKey}
      className="absolute right-0 mt-2 w-64 overflow-hidden rounded-2xl border border-zinc-200 bg-white py-1 shadow-xl dark:border-zinc-800 dark:bg-zinc-900"
    >
      {LINKS.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          role="menuitem"
          tabIndex={-1}
          className={itemClass}
          onClick={() => onClose(false)}
        >
          <span>{t(`menu.${l.label}`)}</span>
          {l.to === PATHS.notifications && unread && (
            // A named image: the count stays in the item's accessible name ("Notifications, 3 unread").
            <>
              <span className="sr-only">, </span>
              <span
                role="img"
                aria-label={unread}
                className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
              >
                {n}
              </span>
            </>
          )}
        </Link>
      ))}
      <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={toggleTheme}>
        <span>{t(theme === 'dark' ? 'menu.lightMode' : 'menu.darkMode')}</span>
        <span aria-hidden="true">{theme === 'dark' ? '☀️' : '🌙'}</span>
      </button>
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={`${itemClass} text-red-600 dark:text-red-400`}
        onClick={logOut}
        disabled={signingOut}
      >
        {t(signingOut ? 'menu.loggingOut' : 'menu.logOut')}
      </button>
    </div>
  );
}
