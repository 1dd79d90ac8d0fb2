import { screen } from '@testing-library/react';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it("shows the spec's six label/value pairs in order", () => {
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
      ['Blocked Users', '0'],
      ['Hidden Content', '2'],
    ]);
  });
});
