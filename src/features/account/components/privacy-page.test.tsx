import { screen } from '@testing-library/react';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  // The Blocked Users value is the live count ('…' until the block list answers; block-report.spec
  // checks it against the emulator): here only its place among the spec's rows.
  it("shows the spec's six rows in order, the five static values as the spec gives them", () => {
    setAuth(testUser());
    renderAt(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((el) => el.textContent);
    const values = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(terms.map((label, i) => [label, values[i]])).toEqual([
      ['Profile Visibility', 'Public'],
      ['Who Can Follow You', 'Everyone'],
      ['Points Visibility', 'Friends Only'],
      ['Activity Status', 'On'],
      ['Blocked Users', '…'],
      ['Hidden Content', '2'],
    ]);
  });
});
