import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from 'i18next';
import type * as Start from './app/start';
import { appEnv } from './firebase/env';
import { registerServiceWorker } from './app/register-service-worker';
import { startI18n } from './i18n/i18n';
import { detectLanguage } from './i18n/languages';
import './index.css';
import { errorText } from '@/i18n/error-text';

const root = createRoot(document.getElementById('root')!);

// The app itself evaluates in a task after this one (src/app/start.ts; decision 0023).
const app = import('./app/start');

// The active language's `core` catalogue comes first: React's first render speaks it (decision 0033), and
// so does a configuration error. i18next's start (about a third of this module's evaluation, with its
// Intl plural rules) runs in a task of its own: the catalogue's chunk is preloaded with the entry, so
// nothing waits longer for it, and this task stays short (decision 0023).
const i18nReady = nextTask().then(() => startI18n(detectLanguage()));

/**
 * Resolves in a new task. A message, not setTimeout: Chrome holds a hidden tab's timers for up to a
 * second, and a page opened in a background tab would start that much later.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A readable error instead of a blank page, in the app's language. */
function showStartError(err: unknown) {
  root.render(
    <div role="alert" style={{ padding: 24, fontFamily: 'system-ui' }}>
      <h1>{t('shell:start.title')}</h1>
      <p>{errorText(err)}</p>
    </div>,
  );
}

try {
  appEnv(); // checked once at start, with a readable error instead of a blank page
  // A transition: React renders the first screen in slices, yielding to the browser between them,
  // instead of one long task (Total Blocking Time on a slow phone, docs/decisions/0017).
  const render = ({ App }: typeof Start) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  // While the HTML's frame is up, it stays until the screen's chunk is in: React's first render then
  // replaces it with the screen, not with a spinner. At most a few seconds (FIRST_SCREEN_WAIT_MS): a
  // stalled chunk then gets the screen's spinner, and the rest of the app renders.
  const screen = document.querySelector('[data-frame]') ? app.then((m) => m.firstScreenReady()) : null;
  void Promise.all([app, i18nReady, screen]).then(([m]) => render(m));
  registerServiceWorker();
} catch {
  // Checked again once the texts are in, so that the error reads in the app's language.
  void i18nReady
    .catch(() => {})
    .then(() => {
      try {
        appEnv();
      } catch (err) {
        showStartError(err);
      }
    });
}
