import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toUserRecord } from '@/domain/user-record';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { setAuth, testUser } from '../../../../tests/support/render';
import { BlockedUsersSection } from './blocked-users-section';

vi.mock('@/users/user-lookups', () => ({
  fetchUsersByIds: vi.fn(async (ids: string[]) =>
    ids.filter((id) => id !== 'ghost').map((id) => toUserRecord(id, { username: `user-${id}` })),
  ),
}));
// One blocked user; unblocking tells the listener, as Firestore would.
const blocks = vi.hoisted(() => ({ tell: (_blocked: { userId: string; blockedAt: null }[]) => {} }));
vi.mock('@/social/api/blocks', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  subscribeToBlocks: (_uid: string, onNext: typeof blocks.tell) => {
    blocks.tell = onNext;
    onNext([{ userId: 'u9', blockedAt: null }]);
    return () => {};
  },
  unblockUser: vi.fn(async () => blocks.tell([])),
}));

beforeEach(async () => {
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it('the blocked users on /privacy in Italian: Unblock, then Undo', async () => {
  setAuth(testUser({ uid: 'me' }));
  render(
    <MemoryRouter>
      <BlockedUsersSection />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Utenti bloccati' })).toBeVisible();
  const list = screen.getByRole('list', { name: 'Utenti bloccati' });
  await userEvent.click(await within(list).findByRole('button', { name: 'Sblocca user-u9' }));
  expect(await screen.findByRole('button', { name: 'Annulla: blocca di nuovo user-u9' })).toBeVisible();
  expect(screen.getByRole('list', { name: 'Utenti bloccati' })).toHaveTextContent('Blocco rimosso');
  expectNoEnglish(['social', 'common']);
});
