// The shared pieces in Italian (decision 0033): their own texts (common), the tab's title, and the
// messages of the shared layers (uploads, offline, configuration), made in the language of the moment.
import { t } from 'i18next';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readEnv } from '@/firebase/env';
import { uploadErrorKey } from '@/firebase/upload-image';
import { i18n } from '@/i18n/i18n';
import { errorText } from '@/i18n/error-text';
import { offlineError } from '@/stores/connectivity-store';
import { olderPages as pages } from '../../../tests/support/hook-state';
import { expectNoEnglish } from '../../../tests/support/no-english';
import { ChatLoadOlder } from './chat-load-older';
import { ErrorState } from './error-state';
import { LoadOlder } from './load-older';
import { Modal } from './modal';
import { documentTitle, PageTitle } from './page-title';
import { SkeletonRows } from './skeleton';
import { Spinner } from './spinner';
import { Switch } from './switch';
import { UploadProgress } from './upload-progress';

const NAMESPACES = ['common'] as const;

beforeEach(async () => {
  await act(() => i18n.changeLanguage('it'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the shared pieces in Italian', () => {
  it('spinners, skeletons and a saving switch say what they are doing', () => {
    render(
      <>
        <Spinner />
        <SkeletonRows />
        <Switch label="Tema scuro" checked busy onChange={() => {}} />
      </>,
    );
    const [spinner, rows, saving] = screen.getAllByRole('status');
    expect(spinner).toHaveTextContent('Caricamento');
    expect(rows).toHaveAccessibleName('Caricamento');
    expect(saving).toHaveTextContent('Salvataggio');
    expectNoEnglish(NAMESPACES);
  });

  it('a dialog’s close button, a failed load’s Try again, an upload’s progress', async () => {
    render(
      <>
        <Modal open title="Modifica" onClose={() => {}}>
          <p>contenuto</p>
        </Modal>
        <ErrorState message="Impossibile caricare i post" onRetry={() => {}} />
        <UploadProgress value={0.45} label="Caricamento foto" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Caricamento foto' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByText('Caricamento foto 45%')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('Load older: the button, its label for screen readers, busy', () => {
    const { rerender } = render(<LoadOlder pages={pages()} what="notifiche" />);
    expect(screen.getByRole('button', { name: 'Carica notifiche precedenti' })).toHaveTextContent(
      'Carica precedenti',
    );
    rerender(<LoadOlder pages={pages({ loadingOlder: true })} what="notifiche" />);
    expect(screen.getByRole('button', { name: 'Caricamento notifiche precedenti' })).toHaveTextContent(
      'Caricamento…',
    );
    expectNoEnglish(NAMESPACES);
  });

  it('a chat’s Load older says when the oldest message is shown', async () => {
    const state = { current: pages() };
    const { rerender } = render(<ChatLoadOlder pages={state.current} what="messaggi" />);
    await userEvent.click(screen.getByRole('button', { name: 'Carica messaggi precedenti' }));
    rerender(<ChatLoadOlder pages={pages({ loadingOlder: true })} what="messaggi" />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento messaggi precedenti');
    rerender(<ChatLoadOlder pages={pages({ hasOlder: false })} what="messaggi" />);
    expect(screen.getByText('Non ci sono messaggi precedenti')).toBeInTheDocument();
    expectNoEnglish(NAMESPACES);
  });

  it('names the tab after the heading, inside its elements too, with the app’s name', () => {
    document.title = 'Goldfork';
    const { unmount } = render(
      <PageTitle>
        <span id="scan-title">Scansiona scontrino</span>
      </PageTitle>,
    );
    expect(document.title).toBe('Scansiona scontrino · Goldfork');
    unmount();
    expect(document.title).toBe('Goldfork');
    expect(documentTitle('Goldfork', 'it')).toBe('Goldfork');
    expect(documentTitle('', 'it')).toBe('Goldfork');
  });

  it('makes the shared layers’ messages in the language of the moment', async () => {
    expect(t('common:upload.errors.failed')).toBe('Impossibile caricare la foto');
    expect(t(uploadErrorKey({ code: 'storage/unauthorized' }))).toBe(
      "Non hai l'autorizzazione per caricare foto",
    );
    expect(errorText(offlineError())).toBe('Sei offline. Riprova quando sei di nuovo online.');
    const envError = (raw: Record<string, string>) => {
      try {
        readEnv(raw, raw.VITE_USE_EMULATORS ? 'localhost' : 'goldfork.app');
      } catch (err) {
        return errorText(err);
      }
    };
    expect(envError({ VITE_USE_EMULATORS: 'yes' })).toBe(
      'VITE_USE_EMULATORS deve valere "true" o "false", non "yes".',
    );
    expect(envError({})).toMatch(/^Goldfork non è configurato .* VITE_FIREBASE_API_KEY,/);
    await act(() => i18n.changeLanguage('en'));
    expect(t('common:offline.action')).toBe('You are offline. Try again when you are back online.');
    expect(t('common:upload.errors.cancelled')).toBe('Upload was cancelled');
  });
});
