import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { applyPrivacyPreference, fetchPrivacyPreference, hasDinerStragglers } from '../api/diner-privacy';
import { SpendingPrivacySetting } from './spending-privacy-setting';

vi.mock('../api/diner-privacy', () => ({
  applyPrivacyPreference: vi.fn(),
  fetchPrivacyPreference: vi.fn(),
  hasDinerStragglers: vi.fn(),
}));

const fetchPref = vi.mocked(fetchPrivacyPreference);
const apply = vi.mocked(applyPrivacyPreference);
const GROUP = 'Who can see my spending history';

describe('SpendingPrivacySetting', () => {
  beforeEach(() => {
    fetchPref.mockReset().mockResolvedValue({ showAmongDiners: true, spendingHistory: 'everyone' });
    vi.mocked(hasDinerStragglers).mockReset().mockResolvedValue(false);
    apply.mockReset();
    setAuth(testUser());
  });

  it('a radio group of the three choices, Everyone by default, with what it does', async () => {
    renderAt(<SpendingPrivacySetting />);
    expect(screen.getByRole('status', { name: 'Loading your spending history setting' })).toBeInTheDocument();
    const group = await screen.findByRole('radiogroup', { name: GROUP });
    expect(group).toHaveAccessibleDescription(/restaurant pages no longer list you/);
    expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'People I follow' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Only me' })).not.toBeChecked();
  });

  it('shows the stored choice; the arrow keys choose another, which is saved (the group busy until done)', async () => {
    fetchPref.mockResolvedValue({ showAmongDiners: false, spendingHistory: 'following' });
    let done!: (n: number) => void;
    apply.mockReturnValue(new Promise<number>((resolve) => (done = resolve)));
    renderAt(<SpendingPrivacySetting />);
    const following = await screen.findByRole('radio', { name: 'People I follow' });
    expect(following).toBeChecked();
    following.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(apply).toHaveBeenCalledWith(testUser().uid, { showAmongDiners: false, spendingHistory: 'onlyMe' });
    const onlyMe = screen.getByRole('radio', { name: 'Only me' });
    expect(onlyMe).toBeChecked();
    // Busy, not disabled: the focus stays on the choice; another choice waits for the save.
    expect(onlyMe).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: GROUP })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving your spending history setting');
    await userEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
    expect(apply).toHaveBeenCalledTimes(1);
    done(2);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(onlyMe).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: GROUP })).not.toHaveAttribute('aria-busy');
  });

  it('a failed save says so and saves again on request', async () => {
    apply.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(0);
    renderAt(<SpendingPrivacySetting />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Only me' }));
    expect(await screen.findByText('Failed to save your spending history setting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save it again' }));
    expect(apply).toHaveBeenLastCalledWith(testUser().uid, {
      showAmongDiners: true,
      spendingHistory: 'onlyMe',
    });
    await waitFor(() =>
      expect(screen.queryByText('Failed to save your spending history setting')).not.toBeInTheDocument(),
    );
  });

  it('a failed load says so and tries again', async () => {
    fetchPref.mockRejectedValueOnce(new Error('unavailable'));
    renderAt(<SpendingPrivacySetting />);
    expect(await screen.findByText('Failed to load your spending history setting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Everyone' })).toBeChecked();
  });

  it('in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    try {
      renderAt(<SpendingPrivacySetting />);
      expect(
        await screen.findByRole('radiogroup', { name: 'Chi può vedere il mio storico delle spese' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Tutti' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Persone che seguo' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Solo io' })).toBeInTheDocument();
      expectNoEnglish(['settings', 'common']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
