// Settings → App Settings (docs/decisions/0034-language-and-app-settings.md): remembered on the device like
// the theme, persisted in localStorage under app-settings-storage.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  APP_SETTINGS_STORAGE_KEY,
  DEFAULT_LANDING_BOARD,
  toLandingBoard,
  type LandingBoard,
} from './app-settings-storage';

export interface AppSettings {
  /** The leaderboard / opens on (gold or silver, and the period). */
  landingBoard: LandingBoard;
  /** Whether a confirmed bill's confetti runs. */
  celebrations: boolean;
}

interface AppSettingsState extends AppSettings {
  setLandingBoard: (board: LandingBoard) => void;
  setCelebrations: (on: boolean) => void;
}

/** The system asks for reduced motion (false where there is no matchMedia: the prerender, jsdom). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Gold, All Time; celebrations on, unless the system asks for reduced motion. */
export function defaultAppSettings(): AppSettings {
  return { landingBoard: DEFAULT_LANDING_BOARD, celebrations: !prefersReducedMotion() };
}

export const useAppSettingsStore = create<AppSettingsState>()(
  persist(
    (set) => ({
      ...defaultAppSettings(),
      setLandingBoard: (landingBoard) => set({ landingBoard }),
      setCelebrations: (celebrations) => set({ celebrations }),
    }),
    {
      name: APP_SETTINGS_STORAGE_KEY,
      partialize: ({ landingBoard, celebrations }) => ({ landingBoard, celebrations }),
      // A stored value that is not one of ours (edited by hand, an older shape) falls back to the default.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Record<keyof AppSettings, unknown>>;
        return {
          ...current,
          landingBoard: toLandingBoard(stored.landingBoard) ?? current.landingBoard,
          celebrations: typeof stored.celebrations === 'boolean' ? stored.celebrations : current.celebrations,
        };
      },
    },
  ),
);
