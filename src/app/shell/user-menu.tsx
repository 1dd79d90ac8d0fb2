import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '@/lib/paths';
import { useThemeStore } from '@/stores/theme-store';
import { useToastStore } from '@/stores/toast-store';
import { Icon } from '@/components/ui/icon';

const LINKS = [
  { to: PATHS.notifications, label: 'Notifications' },
  { to: PATHS.settings, label: 'Account Settings' },
  { to: PATHS.privacy, label: 'Privacy' },
  { to: PATHS.help, label: 'Help Center' },
  { to: PATHS.about, label: 'About' },
] as const;

const itemClass =
  'flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:outline-none dark:text-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800';

/** The dropdown menu of spec section 2; closes on an outside click, Escape, or after a choice. */
export function UserMenu({ unreadCount = 0 }: { unreadCount?: number }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logOut = async () => {
    setSigningOut(true);
    try {
      // Loaded on demand: the menu is in the first chunk, the Auth SDK is not.
      const { signOut } = await import('@/features/auth/api/sign-out');
      await signOut();
      setOpen(false);
      navigate(PATHS.login);
    } catch {
      useToastStore.getState().show('Failed to log out. Please try again.', 'error');
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="Menu"
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-xl p-2 text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        <Icon d="M4 6h16M4 12h16M4 18h16" />
        {unreadCount > 0 && (
          <span aria-hidden="true" className="absolute top-1 right-1 h-2 w-2 rounded-full bg-red-500" />
        )}
      </button>
      {open && (
        <div
          role="menu"
          aria-label="Main menu"
          className="absolute right-0 mt-2 w-64 overflow-hidden rounded-2xl border border-zinc-200 bg-white py-1 shadow-xl dark:border-zinc-800 dark:bg-zinc-900"
        >
          {LINKS.map((l) => (
            <Link key={l.to} to={l.to} role="menuitem" className={itemClass} onClick={() => setOpen(false)}>
              <span>{l.label}</span>
              {l.to === PATHS.notifications && unreadCount > 0 && (
                <span
                  aria-label={`${unreadCount} unread`}
                  className="rounded-full bg-red-500 px-2 py-0.5 text-xs font-bold text-white"
                >
                  {unreadCount}
                </span>
              )}
            </Link>
          ))}
          <button type="button" role="menuitem" className={itemClass} onClick={toggleTheme}>
            <span>{theme === 'dark' ? 'Light Mode' : 'Dark Mode'}</span>
            <span aria-hidden="true">{theme === 'dark' ? '☀️' : '🌙'}</span>
          </button>
          <button
            type="button"
            role="menuitem"
            className={`${itemClass} text-red-600 dark:text-red-400`}
            onClick={logOut}
            disabled={signingOut}
          >
            {signingOut ? 'Logging out...' : 'Log Out'}
          </button>
        </div>
      )}
    </div>
  );
}
