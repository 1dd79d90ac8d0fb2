import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appEnv } from './lib/env';
import { registerServiceWorker } from './lib/register-service-worker';
import './index.css';

const root = createRoot(document.getElementById('root')!);

try {
  appEnv(); // checked once at start, with a readable error instead of a blank page
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
} catch (err) {
  root.render(
    <div role="alert" style={{ padding: 24, fontFamily: 'system-ui' }}>
      <h1>Goldfork cannot start</h1>
      <p>{err instanceof Error ? err.message : String(err)}</p>
    </div>,
  );
}
