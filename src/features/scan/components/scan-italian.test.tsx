import { t } from 'i18next';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import { expectNoEnglish } from '../../../../tests/support/no-english';
import { setAuth } from '../../../../tests/support/render';
import { draftOf, type BillDraft } from '../model/bill-draft';
import { missingFieldsError, missingFieldsMessage, scanErrorMessage } from '../model/messages';
import { ConfirmationCard } from './confirmation-card';
import { ScanProgress } from './scan-progress';
import { MAX_BILLS_PER_DAY, MAX_BILL_TOTAL, MAX_DAY_TOTAL } from '@/features/scan/model/bill-limits';
import { formatCount, formatEuro } from '@/i18n/format';
import { AppError } from '@/domain/app-error';

const NAMESPACES = ['scan', 'common'] as const;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const draft: BillDraft = {
  restaurantName: 'Trattoria Da Mario',
  address: 'Via Roma 1, 20121 Milano',
  totalAmount: '1234.5',
  date: '2026-11-21',
  items: [{ name: 'Pizza Margherita', price: 12 }],
};

function EditableCard({ initial }: { initial: BillDraft }) {
  const [current, setCurrent] = useState(initial);
  return (
    <ConfirmationCard editable draft={current} onEdit={setCurrent} onCancel={() => {}} onConfirm={() => {}} />
  );
}

async function renderScanPage() {
  vi.resetModules();
  vi.stubEnv('VITE_OPENAI_BASE_URL', '');
  vi.stubEnv('VITE_OPENAI_API_KEY', '');
  vi.stubEnv('VITE_OPENAI_MODEL', '');
  const { ScanPage } = await import('./scan-page');
  render(
    <MemoryRouter>
      <ScanPage />
    </MemoryRouter>,
  );
}

describe('the Scan Receipt screen in Italian', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows the heading, the drop zone, the button and the on-device note in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth('signedOut');
    await renderScanPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Scansiona scontrino' })).toBeInTheDocument();
    const zone = screen.getByRole('button', {
      name: "Tocca per scansionare uno scontrino o caricare un'immagine",
    });
    expect(zone).toHaveAccessibleDescription('Formati supportati: JPG, PNG e HEIC');
    expect(screen.getByRole('button', { name: 'Scansiona un nuovo scontrino' })).toBeEnabled();
    expect(screen.getByRole('note')).toHaveTextContent('Gli scontrini vengono letti su questo dispositivo');
    expect(screen.getByLabelText('Immagine dello scontrino')).toHaveAttribute('type', 'file');
    expectNoEnglish(NAMESPACES);
  });

  it('shows a scan error on the Italian error card, with Riprova', async () => {
    await act(() => i18n.changeLanguage('it'));
    setAuth('signedOut');
    await renderScanPage();
    fireEvent.change(screen.getByLabelText('Immagine dello scontrino'), {
      target: { files: [new File(['x'], 'scontrino.jpg', { type: 'image/jpeg' })] },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Errore nella scansione dello scontrino' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Accedi per scansionare gli scontrini');
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });
});

describe('the confirmation card in Italian', () => {
  it('labels the fields, formats money and dates the Italian way, with Annulla and Conferma', async () => {
    await act(() => i18n.changeLanguage('it'));
    render(<ConfirmationCard draft={draft} onCancel={() => {}} onConfirm={() => {}} />);
    const card = screen.getByRole('article', { name: 'Dettagli dello scontrino' });
    expect(card).toHaveTextContent('Ristorante');
    expect(card).toHaveTextContent('1.234,50 €');
    expect(within(card).getByText('21 nov 2026')).toHaveAttribute('datetime', '2026-11-21');
    expect(within(card).getByRole('region', { name: 'Articoli' })).toHaveTextContent('12,00 €');
    expect(card).toHaveTextContent('Guadagnerai 1.234 Punti Oro e 1.234 Punti Argento.');
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeEnabled();
    expectNoEnglish(NAMESPACES);
  });

  it('counts the points with a real plural', async () => {
    await act(() => i18n.changeLanguage('it'));
    const { rerender } = render(
      <ConfirmationCard draft={{ ...draft, totalAmount: '1,50' }} onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Guadagnerai 1 Punto Oro e 1 Punto Argento.');
    rerender(
      <ConfirmationCard draft={{ ...draft, totalAmount: '2,50' }} onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Guadagnerai 2 Punti Oro e 2 Punti Argento.');
  });

  it('shows a read total with a decimal comma, reads one typed, and names a missing field in Italian', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('it'));
    const read = draftOf({ ...draft, totalAmount: 42.5, date: '2026-11-21' });
    render(<EditableCard initial={read} />);
    const total = screen.getByRole('textbox', { name: 'Totale (€)' });
    expect(total).toHaveValue('42,50');
    await user.clear(total);
    await user.type(total, '12,50');
    expect(screen.getByRole('article')).toHaveTextContent('Guadagnerai 12 Punti Oro e 12 Punti Argento.');
    const name = screen.getByRole('textbox', { name: 'Ristorante' });
    await user.clear(name);
    expect(name).toHaveAccessibleDescription(
      "Non è stato possibile trovare tutte le informazioni richieste (nome del ristorante). Riprova con un'immagine più nitida.",
    );
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeDisabled();
    expectNoEnglish(NAMESPACES);
  });

  it('says the trust check and the owner set-up in Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    render(
      <ConfirmationCard
        draft={draft}
        ownerSetup
        totalCheck="done"
        receiptText="Totale 9,99"
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(
      'Il totale non è stato trovato nel testo dello scontrino. Controllalo prima di confermare.',
    );
    expect(card).toHaveTextContent(
      'Confermando, il profilo del tuo ristorante verrà creato da questo scontrino.',
    );
    expectNoEnglish(NAMESPACES);
  });
});

describe('the scan progress in Italian', () => {
  it('names the stages, the bar and the percentage', async () => {
    await act(() => i18n.changeLanguage('it'));
    const { rerender } = render(<ScanProgress phase="preparing" stage="converting" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "Preparazione dell'immagine... (Conversione della foto HEIC)",
    );
    rerender(<ScanProgress phase="scanning" reading={{ stage: 'recognizing', percent: 45 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Analisi dello scontrino...');
    expect(screen.getByRole('progressbar', { name: 'Lettura del testo dello scontrino' })).toHaveAttribute(
      'value',
      '45',
    );
    expect(screen.getByText('45%')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });
});

describe('the scan messages in Italian', () => {
  it('are made in the language of the moment, the caps with Italian amounts', async () => {
    expect(t('scan:errors.billTooOld')).toBe('Bills older than 30 days cannot be claimed.');
    await act(() => i18n.changeLanguage('it'));
    expect(t('scan:errors.billTooOld')).toBe('Non puoi registrare scontrini di più di 30 giorni fa.');
    expect(
      t('scan:caps.dailyBillLimit', { count: MAX_BILLS_PER_DAY, n: formatCount(MAX_BILLS_PER_DAY) }),
    ).toBe('Hai raggiunto il limite giornaliero di 5 scontrini. Riprova domani.');
    expect(t('scan:caps.billOverMax', { amount: formatEuro(MAX_BILL_TOTAL) })).toBe(
      'Non puoi registrare scontrini superiori a 1.000,00\u00a0€.',
    );
    expect(t('scan:caps.dailyTotalLimit', { amount: formatEuro(MAX_DAY_TOTAL) })).toBe(
      'Con questo scontrino supereresti il limite giornaliero di 2.000,00\u00a0€.',
    );
    expect(missingFieldsMessage(['address', 'totalAmount', 'date'])).toContain('(indirizzo, totale, data)');
    // Our own messages pass through in Italian too; anything else becomes the fallback.
    expect(scanErrorMessage(missingFieldsError(['date']))).toBe(missingFieldsMessage(['date']));
    expect(scanErrorMessage(new AppError('scan:errors.receiptAlreadyClaimed'))).toBe(
      'Questo scontrino è già stato registrato.',
    );
    expect(scanErrorMessage(new Error('FirebaseError: permission-denied'))).toBe(
      'Impossibile scansionare lo scontrino',
    );
  });
});
