import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/i18n/format';
import { Icon } from '@/components/ui/icon';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { MenuFocus } from './user-menu-panel';

// The open menu is its own chunk (decision 0061), fetched as the button is pointed at or focused.
const UserMenuPanel = lazyComponent(() => import('./user-menu-panel').then((m) => m.UserMenuPanel));

/**
 * The dropdown menu of spec section 2, a WAI-ARIA menu button: Enter, Space or ArrowDown on the button
 * open it on the first item, ArrowUp on the last; the open menu (user-menu-panel.tsx) moves between items,
 * and Escape, Tab, an outside click or a choice close it.
 */
export function UserMenu({ unreadCount = 0 }: { unreadCount?: number }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick (the browser clicks the button); the arrows open it here.
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
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
        aria-expanded={!!open}
        aria-controls={open ? menuId : undefined}
        aria-label={unread ? t('menu.buttonUnread', { count: unreadCount, n }) : t('menu.button')}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKey}
        onPointerEnter={UserMenuPanel.prefetch}
        onFocus={UserMenuPanel.prefetch}
        className="relative rounded-xl p-2 text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        <Icon name="menu" />
        {unreadCount > 0 && (
          <span aria-hidden="true" className="absolute top-1 right-1 h-2 w-2 rounded-full bg-red-600" />
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <UserMenuPanel
            // A new menu each time it opens: it focuses its item as it mounts.
            key={open}
            id={menuId}
            focus={open}
            unread={unread}
            n={n}
            rootRef={rootRef}
            buttonRef={buttonRef}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
