import { screen, waitFor } from '@testing-library/react';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { usePrivacyFacts } from '../hooks/use-privacy-facts';
import type { PrivacyFacts } from '../model/privacy-facts';
import { PrivacyPage } from './privacy-page';

vi.mock('../hooks/use-privacy-facts', () => ({ usePrivacyFacts: vi.fn() }));

const facts = (data: PrivacyFacts | undefined, error: string | null = null) =>
  vi.mocked(usePrivacyFacts).mockReturnValue({
    data,
    loading: !data && !error,
    refreshing: false,
    error,
    retry: () => {},
  });

const lines = () => {
  const terms = screen.getAllByRole('term').map((el) => el.textContent);
  const values = screen.getAllByRole('definition').map((el) => el.textContent);
  return terms.map((label, i) => [label, values[i]]);
};

describe('PrivacyPage', () => {
  // The Blocked Users value is the live count of the block list (none blocked here: the unit setup's
  // list answers empty; block-report.spec counts real blocks against the emulator).
  it("shows the spec's six labels in order, each with what is true for a new user", async () => {
    setAuth(testUser());
    facts({ spendingHistory: 'everyone', listedAmongDiners: true });
    renderAt(<PrivacyPage />, '/privacy');
    // '…' until the block list answers.
    await waitFor(() => expect(screen.getAllByRole('definition')[4]).toHaveTextContent('0'));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeInTheDocument();
    expect(lines()).toEqual([
      ['Profile Visibility', 'Public; your bills: everyone'],
      ['Who Can Follow You', 'Everyone you have not blocked'],
      ['Points Visibility', 'Everyone (public leaderboard)'],
      ['Activity Status', 'Not shown to anyone'],
      ['Blocked Users', '0'],
      ['Hidden Content', "None: you are listed among restaurants' diners"],
    ]);
  });

  it('follows the spending-history choice and the diners setting', async () => {
    setAuth(testUser());
    facts({ spendingHistory: 'following', listedAmongDiners: false });
    renderAt(<PrivacyPage />, '/privacy');
    await waitFor(() => expect(screen.getAllByRole('definition')[4]).toHaveTextContent('0'));
    expect(lines()[0]).toEqual(['Profile Visibility', 'Public; your bills: people you follow']);
    expect(lines()[5]).toEqual(['Hidden Content', "You, from restaurants' diner lists"]);
  });

  it('says … while the preference loads, and Unknown when it cannot be read', () => {
    setAuth(testUser());
    facts(undefined);
    const { unmount } = renderAt(<PrivacyPage />, '/privacy');
    expect(lines()[0]).toEqual(['Profile Visibility', '…']);
    unmount();
    facts(undefined, 'Could not load your privacy settings');
    renderAt(<PrivacyPage />, '/privacy');
    expect(lines()[0]).toEqual(['Profile Visibility', 'Unknown']);
    expect(lines()[5]).toEqual(['Hidden Content', 'Unknown']);
  });
});
