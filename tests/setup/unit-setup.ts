import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { allResources } from '@/i18n/catalogues';
import { startI18nWith } from '@/i18n/i18n';
import type * as BlocksApi from '@/social/api/blocks';

// Components render in English, from the catalogues at hand: no bundle is fetched.
startI18nWith('en', allResources());

// Unit tests reach no Firestore: the signed-in user's block list (decision 0030), which every screen
// showing other people's content opens, answers at once with no one blocked.
vi.mock('@/social/api/blocks', async (importOriginal) => ({
  ...(await importOriginal<typeof BlocksApi>()),
  subscribeToBlocks: (_uid: string, onNext: (blocked: []) => void) => {
    onNext([]);
    return () => {};
  },
}));

// Any console.error a test did not expect fails that test: React warnings and
// swallowed errors are bugs, not noise.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach((context) => {
  cleanup();
  const logged = consoleErrors;
  vi.restoreAllMocks();
  if (logged.length > 0) {
    throw new Error(
      `Unexpected console.error in "${context.task.name}":\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
