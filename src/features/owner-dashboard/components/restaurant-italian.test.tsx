import { t } from 'i18next';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n/i18n';
import type { RestaurantProfile } from '@/domain/user-record';
import { answered } from '../../../../tests/support/hook-state';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { renderAt, setAuth, testUser } from '../../../../tests/support/render';
import {
  FORM_MSG,
  PHONE_INVALID,
  STORED_NOT_SPECIFIED,
  WEBSITE_INVALID,
  emptyForm,
  storedWelcome,
} from '../model/profile-form';
import { visitsText, weekLabel, type MatchedBill, type RestaurantStats } from '../model/statistics';
import { RestaurantForm } from './restaurant-form';
import { RestaurantProfilePage } from './restaurant-profile-page';

const stats: RestaurantStats = {
  totalBills: 1234,
  totalRevenue: 1234.5,
  averageBill: 1,
  spenders: [{ userId: 'gone-uid', amount: 42.5, visits: 1, lastVisit: '2026-03-12' }],
  lastBillAt: null,
};
// Today's bills, at 20:15 and 20:40: inside the charts' window whatever the date the test runs on.
const today = new Date();
const isoToday = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
  .map((n) => String(n).padStart(2, '0'))
  .join('-');
const at = (h: number, m: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate(), h, m);
const bills: MatchedBill[] = [
  { id: 'b1', userId: 'u1', totalAmount: 40, date: isoToday, createdAt: at(20, 15) },
  { id: 'b2', userId: 'u2', totalAmount: 20, date: isoToday, createdAt: at(20, 40) },
];

// The Overview tab's place editor reads the page's stored place: none placed yet.
vi.mock('../api/restaurant-place', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchRestaurantPlace: async () => ({ location: null, hours: null }),
}));
vi.mock('../hooks/use-restaurant-stats', () => ({ useRestaurantStats: () => answered(stats) }));
vi.mock('../hooks/use-restaurant-bills', () => ({ useRestaurantBills: () => answered(bills) }));
// The header's rating is the public page's (decision 0038): 4.5 from `rated.reviews` verified diners.
const rated = vi.hoisted(() => ({ reviews: 1 }));
vi.mock('../hooks/use-restaurant-rating', () => ({
  useRestaurantRating: () => answered({ rating: 4.5, reviews: rated.reviews }),
}));
vi.mock('../hooks/use-spender-users', () => ({
  useSpenderUsers: () => ({ data: {}, loading: false, error: null, retry: () => {}, isKnown: () => true }),
}));

/** A profile made from a scanned bill: the English defaults every reader's screen receives. */
function profileFromBill(reviews: number): RestaurantProfile {
  return {
    name: 'Trattoria Roma',
    description: storedWelcome('Trattoria Roma'),
    address: 'Via Appia 1, Roma',
    cuisine: STORED_NOT_SPECIFIED,
    priceRange: '€€',
    openingHours: STORED_NOT_SPECIFIED,
    phone: STORED_NOT_SPECIFIED,
    website: '',
    images: ['https://example.test/a.jpg', 'https://example.test/b.jpg'],
    rating: 4.5,
    reviews,
    updatedAt: null,
  };
}

const NAMESPACES = ['restaurant', 'common'] as const;

const owner = (reviews: number) =>
  testUser({ isRestaurantOwner: true, restaurantProfile: profileFromBill(reviews) });

afterEach(async () => {
  rated.reviews = 1;
  await act(() => i18n.changeLanguage('en'));
});

describe('the restaurant profile in Italian', () => {
  // The tabs' code loads as a tab opens (decision 0055): loaded once here, it renders on the next tick.
  beforeAll(() => Promise.all([import('./dashboard-tabs'), import('./place-editor')]));

  it('shows the view mode, its tabs and the sample data in Italian, the stored defaults included', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth(owner(1));
    renderAt(<RestaurantProfilePage />, '/restaurant/profile');

    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Roma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifica profilo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Valutazione 4,5 su 5' })).toHaveTextContent('4,5');
    expect(screen.getByRole('img', { name: 'Fascia di prezzo €€' })).toBeInTheDocument();
    expect(screen.getByText('(1 recensione)')).toBeInTheDocument();
    expect(screen.getByText('Benvenuti da Trattoria Roma')).toBeInTheDocument();
    expect(screen.getAllByText('Non specificato')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Foto 1 di Trattoria Roma' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Foto' })).toBeInTheDocument();

    const tabs = await screen.findByRole('tablist', { name: 'Sezioni del ristorante' });
    expect(within(tabs).getByRole('tab', { name: 'Panoramica' })).toHaveAttribute('aria-selected', 'true');
    // The tab's code is its own chunk (decision 0055): it renders once loaded.
    expect(await screen.findByRole('region', { name: 'Andamento' })).toHaveTextContent(
      'Scontrini totali1.234Incasso totale1.234,50 €Scontrino medio1,00 €',
    );
    expect(
      screen.getByRole('img', { name: 'Visite per ora del giorno: massimo 2 visite (20:00)' }),
    ).toBeInTheDocument();
    const spenders = screen.getByRole('list', { name: 'Migliori clienti' });
    expect(spenders).toHaveTextContent('Utente sconosciuto');
    expect(spenders).toHaveTextContent('1 visita · ultima 12 mar 2026');
    expect(spenders).toHaveTextContent('42,50 €');
    const groups = screen.getByRole('region', { name: 'Gruppi Elite' });
    expect(groups).toHaveTextContent('New York · 48 membri');
    expect(groups).toHaveTextContent('23 visite');
    expect(within(groups).getByText('Dati di esempio')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);

    expect(screen.getByRole('link', { name: 'Vedi la tua pagina pubblica' })).toHaveAttribute(
      'href',
      '/restaurants/trattoriaroma_viaappia1roma',
    );

    // A real plural: two reviews.
    rated.reviews = 2;
    act(() => setAuth(owner(2)));
    expect(screen.getByText('(2 recensioni)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Statistiche' }));
    expect(
      await screen.findByRole('img', {
        name: /^Incassi settimanali, ultime 12 settimane: massimo 60,00\s€ \(\d+ \w+\)$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dati demografici' })).toHaveTextContent(
      /Nuovi commensali1 · 100\s?%/,
    );
    expect(screen.getByRole('table', { name: 'Giorni più frequentati' })).toHaveTextContent('GiornoVisite');
    expectNoEnglish(NAMESPACES);

    await userEvent.click(screen.getByRole('tab', { name: 'Marketing' }));
    const campaigns = screen.getByRole('region', { name: 'Campagne' });
    for (const status of ['Attiva', 'Pianificata', 'Conclusa']) {
      expect(within(campaigns).getByText(status)).toBeInTheDocument();
    }
    expect(within(campaigns).getByRole('heading', { name: 'Settimana dei membri Oro' })).toBeInTheDocument();
    expect(campaigns).toHaveTextContent('Questa settimana · copertura 1.200');
    // Proper names stay as they are.
    expect(campaigns).toHaveTextContent('Gruppi Elite');
    expectNoEnglish(NAMESPACES);
  });

  it('shows the set-up form, its errors and its photos in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth(testUser({ isRestaurantOwner: true, restaurantProfile: null }));
    renderAt(<RestaurantProfilePage />, '/restaurant/profile');

    // The form is its own chunk (decision 0059): it renders once that has loaded.
    const form = await screen.findByRole('form', { name: 'Configura il tuo ristorante' });
    expect(
      within(form).getByRole('heading', { level: 1, name: 'Configura il tuo ristorante' }),
    ).toBeVisible();
    expect(screen.getByText('Nessun profilo del ristorante')).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Foto (0 di 10)' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Aggiungi foto' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Foto del ristorante')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(within(form).getByLabelText('Nome del ristorante')).toHaveAccessibleDescription(
      'Il nome del ristorante è obbligatorio',
    );
    expect(within(form).getByLabelText('Orari di apertura')).toHaveAccessibleDescription(
      'Gli orari di apertura sono obbligatori',
    );
    expect(within(form).getByLabelText('Fascia di prezzo')).toHaveValue('€€');
    await userEvent.type(within(form).getByLabelText('Sito web (facoltativo)'), 'not a url');
    expect(within(form).getByLabelText('Sito web (facoltativo)')).toHaveAccessibleDescription(
      'Inserisci un URL valido (ad esempio https://example.com)',
    );
    expectNoEnglish(NAMESPACES);
  });

  it('scans a bill with Italian banners and buttons', async () => {
    await act(() => i18n.changeLanguage('it'));
    const scanBill = vi
      .fn()
      .mockResolvedValueOnce({ restaurantName: 'Osteria Blu', address: 'Via Po 2, Torino' })
      .mockRejectedValueOnce(new Error(''));
    render(
      <RestaurantForm
        title="Modifica il profilo del ristorante"
        initial={emptyForm()}
        onSave={async () => {}}
        onCancel={() => {}}
        scanBill={scanBill}
      />,
    );
    expect(screen.getByRole('group', { name: 'Scansiona da uno scontrino' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scatta una foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Scegli un'immagine" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    expect(screen.getByLabelText('Foto dello scontrino (fotocamera)')).toHaveAttribute(
      'capture',
      'environment',
    );

    const bill = new File(['x'], 'bill.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Immagine dello scontrino'), { target: { files: [bill] } });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Profilo del ristorante aggiornato dallo scontrino!',
    );
    expect(screen.getByLabelText('Nome del ristorante')).toHaveValue('Osteria Blu');

    fireEvent.change(screen.getByLabelText('Immagine dello scontrino'), { target: { files: [bill] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Scansione dello scontrino non riuscita');
    expectNoEnglish(NAMESPACES);
  });

  it('makes messages, counts and week labels in the language of the moment', async () => {
    expect(t('dashboard:messages.scanFailed')).toBe('Failed to scan bill');
    expect(visitsText(1)).toBe('1 visit');
    expect(weekLabel(new Date(2026, 10, 16))).toBe('Nov 16');
    // The English constants the end-to-end tests compare with are the catalogue's words.
    expect(t('dashboard:form.websiteInvalid')).toBe(WEBSITE_INVALID);
    expect(t('dashboard:form.phoneInvalid')).toBe(PHONE_INVALID);

    await act(() => i18n.changeLanguage('it'));
    expect(t('dashboard:messages.scanFailed')).toBe('Scansione dello scontrino non riuscita');
    expect(t('dashboard:messages.alreadyClaimed')).toBe(
      "Questo ristorante ha già un proprietario su Goldfork. Se è tuo, contatta l'assistenza.",
    );
    expect(t('dashboard:images.messages.size')).toBe("L'immagine deve essere inferiore a 5 MB");
    expect(visitsText(1)).toBe('1 visita');
    expect(visitsText(1234)).toBe('1.234 visite');
    expect(FORM_MSG.tooLong(1)).toBe('Massimo 1 carattere');
    expect(FORM_MSG.tooLong(200)).toBe('Massimo 200 caratteri');
    expect(weekLabel(new Date(2026, 10, 16))).toBe('16 nov');
  });
});
