import { PageTitle } from '@/components/ui/page-title';
import { useThemeStore } from '@/stores/theme-store';

/** Account Settings (spec section 2). The restaurant toggle arrives with the restaurant issue. */
export function SettingsPage() {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  return (
    <section>
      <PageTitle>Account Settings</PageTitle>
      <div className="mx-4 overflow-hidden rounded-2xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <h2 className="px-4 pt-3 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Preferences</h2>
        <label className="flex cursor-pointer items-center justify-between px-4 py-3">
          <span>Dark Mode</span>
          <input
            type="checkbox"
            role="switch"
            className="h-5 w-9 accent-amber-500"
            checked={theme === 'dark'}
            onChange={toggleTheme}
          />
        </label>
      </div>
    </section>
  );
}
