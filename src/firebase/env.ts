// The app's configuration, read and checked once at start-up (spec section 7: local emulators when the
// app is served from localhost; VITE_USE_EMULATORS overrides that either way). vite.config.ts loads this
// file (run-query-url.ts): no '@/' imports, each import spells .ts.
import { AppError } from '../domain/app-error.ts';
import { LOCAL_HOSTS } from './local-hosts.ts';

interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
}

export interface AppEnv {
  useEmulators: boolean;
  emulatorHost: string;
  firebase: FirebaseWebConfig;
}

type RawEnv = Record<string, string | boolean | undefined>;

const REQUIRED_FOR_REAL_PROJECT = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

function str(raw: RawEnv, key: string): string {
  const v = raw[key];
  return typeof v === 'string' ? v.trim() : '';
}

/**
 * Pure, so it can be tested: raw env + current hostname in, checked config (or an AppError that main.tsx
 * shows in the app's language once the texts are in) out.
 */
export function readEnv(raw: RawEnv, hostname: string): AppEnv {
  const override = str(raw, 'VITE_USE_EMULATORS').toLowerCase();
  if (override && override !== 'true' && override !== 'false') {
    throw new AppError('shell:start.badEmulatorFlag', { value: override });
  }
  const useEmulators = override ? override === 'true' : LOCAL_HOSTS.has(hostname);
  const projectId = str(raw, 'VITE_FIREBASE_PROJECT_ID') || (useEmulators ? 'demo-goldfork' : '');

  if (!useEmulators) {
    const missing = REQUIRED_FOR_REAL_PROJECT.filter((k) => !str(raw, k));
    if (missing.length > 0) {
      throw new AppError('shell:start.notConfigured', { missing: missing.join(', ') });
    }
  }

  return {
    useEmulators,
    emulatorHost: str(raw, 'VITE_EMULATOR_HOST') || '127.0.0.1',
    firebase: {
      apiKey: str(raw, 'VITE_FIREBASE_API_KEY') || 'demo-api-key',
      authDomain: str(raw, 'VITE_FIREBASE_AUTH_DOMAIN') || `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: str(raw, 'VITE_FIREBASE_STORAGE_BUCKET') || `${projectId}.appspot.com`,
      appId: str(raw, 'VITE_FIREBASE_APP_ID') || 'demo-app-id',
      messagingSenderId: str(raw, 'VITE_FIREBASE_MESSAGING_SENDER_ID') || undefined,
    },
  };
}

let cached: AppEnv | undefined;

export function appEnv(): AppEnv {
  cached ??= readEnv(import.meta.env as RawEnv, window.location.hostname);
  return cached;
}
