import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { applyPrivacyPreference, fetchPrivacyPreference, hasDinerStragglers } from '../api/diner-privacy';
import { DinerPrivacySetting } from './diner-privacy-setting';

vi.mock('../api/diner-privacy', () => ({
  applyPrivacyPreference: vi.fn(),
  fetchPrivacyPreference: vi.fn(),
  hasDinerStragglers: vi.fn(),
}));

const fetchPref = vi.mocked(fetchPrivacyPreference);
const prefWith = (showAmongDiners: boolean) => ({ showAmongDiners, spendingHistory: 'everyone' as const });
const stragglers = vi.mocked(hasDinerStragglers);
const apply = vi.mocked(applyPrivacyPreference);
const LABEL = /^Show me among a restaurant's diners/;

describe('DinerPrivacySetting', () => {
  beforeEach(() => {
    fetchPref.mockReset();
    stragglers.mockReset().mockResolvedValue(false);
    apply.mockReset();
    setAuth(testUser());
  });

  it('loads the stored setting (on by default), with its explanation', async () => {
    fetchPref.mockResolvedValue(prefWith(true));
    renderAt(<DinerPrivacySetting />);
    expect(screen.getByRole('status', { name: 'Loading your restaurant page setting' })).toBeInTheDocument();
    const sw = await screen.findByRole('switch', { name: LABEL });
    expect(sw).toBeChecked();
    expect(sw).toHaveAccessibleDescription(/no page names you/);
  });

  it('turning it off saves it and moves my records: the switch is busy until done', async () => {
    fetchPref.mockResolvedValue(prefWith(true));
    let done!: (n: number) => void;
    apply.mockReturnValue(new Promise<number>((resolve) => (done = resolve)));
    renderAt(<DinerPrivacySetting />);
    const sw = await screen.findByRole('switch', { name: LABEL });
    await userEvent.click(sw);
    expect(apply).toHaveBeenCalledWith(testUser().uid, {
      showAmongDiners: false,
      spendingHistory: 'everyone',
    });
    expect(sw).not.toBeChecked();
    expect(sw).toBeDisabled();
    done(3);
    await waitFor(() => expect(sw).toBeEnabled());
    expect(sw).not.toBeChecked();
  });

  it('a failed save says so; applying again finishes it', async () => {
    fetchPref.mockResolvedValue(prefWith(true));
    apply.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(1);
    renderAt(<DinerPrivacySetting />);
    await userEvent.click(await screen.findByRole('switch', { name: LABEL }));
    expect(await screen.findByText('Failed to save your restaurant page setting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply it everywhere' }));
    expect(apply).toHaveBeenLastCalledWith(testUser().uid, {
      showAmongDiners: false,
      spendingHistory: 'everyone',
    });
    await waitFor(() =>
      expect(screen.queryByText('Failed to save your restaurant page setting')).not.toBeInTheDocument(),
    );
  });

  it('records left with the old setting (a stopped save) are said, and fixed on request', async () => {
    fetchPref.mockResolvedValue(prefWith(false));
    stragglers.mockResolvedValue(true);
    apply.mockResolvedValue(2);
    renderAt(<DinerPrivacySetting />);
    expect(
      await screen.findByText('Some restaurant pages still show your previous setting.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply it everywhere' }));
    expect(apply).toHaveBeenCalledWith(testUser().uid, {
      showAmongDiners: false,
      spendingHistory: 'everyone',
    });
  });

  it('a failed load says so and tries again', async () => {
    fetchPref.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(prefWith(true));
    renderAt(<DinerPrivacySetting />);
    expect(await screen.findByText('Failed to load your restaurant page setting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: LABEL })).toBeChecked();
  });
});
