import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AboutPage } from './about-page';
import { DataPrivacyPage } from './data-privacy-page';
import { HelpPage } from './help-page';
import { TermsPage } from './terms-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/login" element={<p>Sign-in screen</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

function h2Texts() {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

describe('TermsPage', () => {
  it('has one h1 and the 7 sections in order', () => {
    renderAt('/terms', <TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(h2Texts()).toEqual([
      '1. Acceptance of Terms',
      '2. Accounts',
      '3. Points System',
      '4. User Content',
      '5. Prohibited Activities',
      '6. Termination',
      '7. Changes to These Terms',
    ]);
  });

  it('states the points rules', () => {
    renderAt('/terms', <TermsPage />);
    const points = screen.getByRole('region', { name: '3. Points System' });
    expect(within(points).getByText(/no monetary value/)).toBeInTheDocument();
    expect(within(points).getByText(/rounded down to a whole number/)).toBeInTheDocument();
    expect(within(points).getByText(/older than 30 days cannot be claimed/)).toBeInTheDocument();
    expect(within(points).getByText(/costs 100 gold points/)).toBeInTheDocument();
  });

  it('links back to sign in', async () => {
    renderAt('/terms', <TermsPage />);
    const back = screen.getByRole('link', { name: /back to sign in/i });
    expect(back).toHaveAttribute('href', '/login');
    await userEvent.click(back);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
  });
});

describe('DataPrivacyPage', () => {
  it('has its five sections in order and a back link', () => {
    renderAt('/data-privacy', <DataPrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main', { name: 'Data Privacy' })).toBeInTheDocument();
    expect(h2Texts()).toEqual([
      'Our Privacy Principles',
      'Data We Collect',
      'How We Use Your Data',
      'Your Rights',
      'Contact Our Data Protection Officer',
    ]);
    expect(screen.getByRole('link', { name: /back to sign in/i })).toHaveAttribute('href', '/login');
  });

  it('explains what is public and how receipts are handled, with a DPO contact', () => {
    renderAt('/data-privacy', <DataPrivacyPage />);
    expect(screen.getByText(/e-mail address is never shown publicly/i)).toBeInTheDocument();
    expect(screen.getByText(/leaderboard shows your username, photo and points/i)).toBeInTheDocument();
    expect(screen.getByText(/vision model.*not stored/i)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Our Data Protection Officer' });
    expect(within(contact).getByRole('link', { name: 'dpo@goldfork.app' })).toHaveAttribute(
      'href',
      'mailto:dpo@goldfork.app',
    );
  });
});

describe('HelpPage', () => {
  it('has a labelled search box, the three topics and the three support options', () => {
    renderAt('/help', <HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByLabelText('Search help articles')).toBeInTheDocument();

    const topics = screen.getByRole('region', { name: 'Popular Topics' });
    expect(
      within(topics)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Points System', 'Messaging', 'Getting Started']);

    const support = screen.getByRole('region', { name: 'Support Options' });
    expect(
      within(support)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['FAQs', 'Contact Support', 'Live Chat']);
  });

  it('search box and support buttons do nothing beyond accepting input', async () => {
    const user = userEvent.setup();
    renderAt('/help', <HelpPage />);
    const search = screen.getByLabelText('Search help articles');
    await user.type(search, 'gold points{Enter}');
    expect(search).toHaveValue('gold points');
    await user.click(screen.getByRole('button', { name: 'Live Chat' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
  });
});

describe('AboutPage', () => {
  it('shows the mission, stats, team and social links', () => {
    renderAt('/about', <AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByText('100K+')).toBeInTheDocument();
    expect(screen.getByText('Active Users')).toBeInTheDocument();
    expect(screen.getByText('500K+')).toBeInTheDocument();
    expect(screen.getByText('Reviews')).toBeInTheDocument();

    const team = within(screen.getByRole('region', { name: 'Our Team' })).getAllByRole('listitem');
    expect(team.length).toBeGreaterThanOrEqual(3);
    expect(team.length).toBeLessThanOrEqual(4);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    for (const name of ['Instagram', 'Twitter', 'YouTube']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });
});
