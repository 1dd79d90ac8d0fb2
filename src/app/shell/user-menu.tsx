import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatCount } from '@/i18n/format';
import { PATHS } from '@/domain/paths';
import { useThemeStore } from '@/stores/theme-store';
import { useToastStore } from '@/stores/toast-store';
import { Icon } from '@/components/ui/icon';

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

type Focus = 'first' | 'last' | null;

/**
 * The dropdown menu of spec section 2, a WAI-ARIA menu button: Enter, Space or ArrowDown on the button
 * open it on the first item, ArrowUp on the last; ArrowUp/ArrowDown (wrapping), Home and End move between
 * items; Escape closes it and returns focus to the button; Tab closes it and moves on; an outside click or
 * a choice closes it.
 */
export function UserMenu({ unreadCount = 0 }: { unreadCount?: number }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item takes focus once the menu has rendered.
  const focusOnOpen = useRef<Focus>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const openMenu = (focus: Focus) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = items();
    const target = focusOnOpen.current === 'last' ? list[list.length - 1] : list[0];
    focusOnOpen.current = null;
    target?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick (the browser clicks the button); the arrows open it here.
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openMenu(e.key === 'ArrowUp' ? 'last' : 'first');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

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
        return close(true);
      case 'Tab':
        // The Tab goes on from the button's place in the page (next or previous); the menu closes.
        buttonRef.current?.focus();
        return setOpen(false);
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
      // Loaded on demand: the menu is in the first chunk, the Auth SDK is not.
      const { signOut } = await import('@/features/auth/api/sign-out');
      await signOut();
      setOpen(false);
      navigate(PATHS.login);
    } catch {
      useToastStore.getState().show(t('menu.logOutFailed'), 'error');
    } finally {
      setSigningOut(false);
    }
  };

  const n = formatCount(unreadCount);
  const unread = unreadCount > 0 ? t('menu.unread', { count: unreadCount, n }) : '';
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={unread ? t('menu.buttonUnread', { count: unreadCount, n }) : t('menu.button')}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
        className="relative rounded-xl p-2 text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        <Icon name="menu" />
        {unreadCount > 0 && (
          <span aria-hidden="true" className="absolute top-1 right-1 h-2 w-2 rounded-full bg-red-600" />
        )}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
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
              onClick={() => setOpen(false)}
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
      )}
    </div>
  );
}
