import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { AboutPage } from './about-page';
import { DataPrivacyPage } from './data-privacy-page';
import { HelpPage } from './help-page';
import { TermsPage } from './terms-page';

const NAMESPACES = ['pages', 'common'] as const;

const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);
const h2Texts = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the static pages in Italian', () => {
  it('Terms: the seven sections, the points rules and the way back', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('main', { name: 'Termini e condizioni' })).toBeInTheDocument();
    expect(h2Texts()).toEqual([
      '1. Accettazione dei termini',
      '2. Account',
      '3. Sistema a punti',
      '4. Contenuti degli utenti',
      '5. Attività vietate',
      "6. Chiusura dell'account",
      '7. Modifiche a questi termini',
    ]);
    const points = screen.getByRole('region', { name: '3. Sistema a punti' });
    expect(within(points).getByText(/senza alcun valore monetario/)).toBeInTheDocument();
    expect(within(points).getByText(/più vecchi di 30 giorni/)).toBeInTheDocument();
    expect(within(points).getByText(/costa 100 punti oro/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Indietro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Torna all'accesso/ })).toHaveAttribute('href', '/login');
    expectNoEnglish(NAMESPACES);
  });

  it('Data privacy: five sections and the DPO link inside its sentence', () => {
    renderPage(<DataPrivacyPage />);
    expect(screen.getByRole('main', { name: 'Privacy dei dati' })).toBeInTheDocument();
    expect(h2Texts()).toHaveLength(5);
    const contact = screen.getByRole('region', {
      name: 'Contatta il nostro responsabile della protezione dei dati',
    });
    expect(contact).toHaveTextContent(/all'indirizzo dpo@goldfork\.app\.$/);
    expect(within(contact).getByRole('link', { name: 'dpo@goldfork.app' })).toHaveAttribute(
      'href',
      'mailto:dpo@goldfork.app',
    );
    expectNoEnglish(NAMESPACES);
  });

  it('Help: the search box, topics and support options', () => {
    renderPage(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Centro assistenza' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cerca negli articoli di assistenza')).toHaveAttribute(
      'placeholder',
      'Cerca negli articoli di assistenza',
    );
    const support = screen.getByRole('region', { name: 'Opzioni di assistenza' });
    expect(
      within(support)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Domande frequenti', "Contatta l'assistenza", 'Chat dal vivo']);
    expectNoEnglish(NAMESPACES);
  });

  it('About: mission, figures and roles', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Informazioni' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'La nostra missione' })).toBeInTheDocument();
    expect(screen.getByText('Utenti attivi')).toBeInTheDocument();
    expect(screen.getByText('Cofondatrice e CEO')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Seguici' })).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });
});
