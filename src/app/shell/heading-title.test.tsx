import { act, render, waitFor } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { useHeadingTitle } from './heading-title';

/** A layout's column, as AppLayout and BareLayout follow theirs. */
function Column({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useHeadingTitle(main);
  return <main ref={main}>{children}</main>;
}

afterEach(async () => {
  document.title = 'Goldfork';
  await act(() => i18n.changeLanguage('en'));
});

describe('useHeadingTitle: the tab follows every page’s heading', () => {
  it('names the tab after the first h1, and follows it as it changes', async () => {
    const { rerender } = render(
      <Column>
        <h1>Leaderboard</h1>
      </Column>,
    );
    expect(document.title).toBe('Leaderboard · Goldfork');
    // A profile's heading is empty until the user arrives, then the name.
    rerender(
      <Column>
        <h1 />
      </Column>,
    );
    await waitFor(() => expect(document.title).toBe('Goldfork'));
    rerender(
      <Column>
        <h1>
          giulia <span>✓</span>
        </h1>
      </Column>,
    );
    await waitFor(() => expect(document.title).toBe('giulia ✓ · Goldfork'));
  });

  it('keeps the app’s name alone on a page headed by it (sign-in) or without a heading', async () => {
    const { rerender } = render(
      <Column>
        <h1>Goldfork</h1>
      </Column>,
    );
    expect(document.title).toBe('Goldfork');
    rerender(
      <Column>
        <p>loading</p>
      </Column>,
    );
    await waitFor(() => expect(document.title).toBe('Goldfork'));
  });

  it('follows the heading into another language', async () => {
    function Page() {
      const { t } = useTranslation('shell');
      return <h1>{t('menu.notifications')}</h1>;
    }
    render(
      <Column>
        <Page />
      </Column>,
    );
    expect(document.title).toBe('Notifications · Goldfork');
    await act(() => i18n.changeLanguage('it'));
    await waitFor(() => expect(document.title).toBe('Notifiche · Goldfork'));
  });
});
