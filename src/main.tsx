import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from 'i18next';
import { App } from './app/app';
import { firstScreenReady } from './app/router';
import { appEnv } from './firebase/env';
import { registerServiceWorker } from './app/register-service-worker';
import { startI18n } from './i18n/i18n';
import { detectLanguage } from './i18n/languages';
import './index.css';
import { errorText } from '@/i18n/error-text';

const root = createRoot(document.getElementById('root')!);

// The active language's `core` catalogue comes first: React's first render speaks it (decision 0033), and
// so does a configuration error.
const i18nReady = startI18n(detectLanguage());

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
  const render = () =>
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
  if (document.querySelector('[data-frame]')) void Promise.all([firstScreenReady(), i18nReady]).then(render);
  else void i18nReady.then(render);
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
