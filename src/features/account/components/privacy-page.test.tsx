import { screen, waitFor } from '@testing-library/react';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  // The Blocked Users value is the live count of the block list (none blocked here: the unit setup's
  // list answers empty; block-report.spec counts real blocks against the emulator).
  it("shows the spec's six rows in order, with the number of blocked users", async () => {
    setAuth(testUser());
    renderAt(<PrivacyPage />, '/privacy');
    // '…' until the block list answers.
    await waitFor(() => expect(screen.getAllByRole('definition')[4]).toHaveTextContent('0'));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((el) => el.textContent);
    const values = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(terms.map((label, i) => [label, values[i]])).toEqual([
      ['Profile Visibility', 'Public'],
      ['Who Can Follow You', 'Everyone'],
      ['Points Visibility', 'Friends Only'],
      ['Activity Status', 'On'],
      ['Blocked Users', '0'],
      ['Hidden Content', '2'],
    ]);
  });
});
