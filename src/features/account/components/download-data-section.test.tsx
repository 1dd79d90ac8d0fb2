import { t } from 'i18next';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import type { GatheredData } from '../export-model';
import { DownloadDataSection } from './download-data-section';

describe('DownloadDataSection', () => {
  it('shows progress with the button disabled, then saves one JSON file', async () => {
    const user = userEvent.setup();
    setAuth(testUser({ username: 'ana' }));
    let finish: (data: GatheredData) => void = () => {};
    const gather = vi.fn((_uid: string, onProgress: (n: number) => void) => {
      onProgress(12);
      return new Promise<GatheredData>((resolve) => (finish = resolve));
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(<DownloadDataSection gather={gather} />, '/privacy');

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(screen.getByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your data… 12 records read');
    finish({
      uid: testUser().uid,
      profile: { username: 'ana' },
      privateRecords: {},
      ...Object.fromEntries(
        [
          'bills',
          'posts',
          'comments',
          'likes',
          'following',
          'followers',
          'pointsSent',
          'pointsReceived',
          'conversations',
          'groups',
          'notifications',
          'restaurantClaims',
          'blocks',
        ].map((k) => [k, []]),
      ),
      notificationPreferences: null,
      privacyPreferences: null,
      wantToTry: [],
      dishMarks: [],
    } as unknown as GatheredData);
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^goldfork-data-ana-\d{4}-\d{2}-\d{2}\.json$/,
    );
  });

  it('says so when the data cannot be gathered', async () => {
    const user = userEvent.setup();
    setAuth(testUser());
    const gather = () => Promise.reject(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderAt(<DownloadDataSection gather={gather} />, '/privacy');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('account:download.errors.network'));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
