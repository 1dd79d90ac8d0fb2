import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type Theme = 'dark' | 'light';

interface ThemeState {
  theme: Theme;
  toggleTheme: () => void;
  setTheme: (theme: Theme) => void;
}

/** Dark by default; persisted in localStorage under theme-storage (spec sections 2 and 9). */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      theme: 'dark',
      toggleTheme: () => set((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })),
      setTheme: (theme) => set({ theme }),
    }),
    { name: 'theme-storage' },
  ),
);

/** Keeps the `dark` class on <html> in step with the store. Returns the unsubscribe. */
export function syncThemeClass(root: HTMLElement = document.documentElement): () => void {
  const apply = (theme: Theme) => {
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  };
  apply(useThemeStore.getState().theme);
  return useThemeStore.subscribe((s) => apply(s.theme));
}
