import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it("names the tab after the page's heading while it is up, then gives the title back", () => {
    document.title = 'Goldfork';
    const { rerender, unmount } = render(<PageTitle>Notifications</PageTitle>);
    expect(document.title).toBe('Notifications · Goldfork');
    rerender(<PageTitle>Notifiche</PageTitle>);
    expect(document.title).toBe('Notifiche · Goldfork');
    unmount();
    expect(document.title).toBe('Goldfork');
  });
});
