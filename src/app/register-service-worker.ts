/**
 * How long after the page's load event the worker is registered. Its precache fetches and stores every
 * screen's script (about 1 MB): begun at once, that runs beside the first screen's own start-up and,
 * on a phone with two cores, slows it (docs/decisions/0018-feed-total-blocking-time.md). The precache
 * serves the next visit and offline use, which lose nothing by waiting a few seconds.
 */
const SERVICE_WORKER_DELAY_MS = 5000;

/**
 * Registers the service worker that vite-plugin-pwa builds (pwa.config.ts): production builds only,
 * never under `vite` dev, and SERVICE_WORKER_DELAY_MS after the page has loaded, so that it never
 * competes with the first screen. It precaches the shell and answers navigations with index.html when
 * the network cannot (docs/decisions/0011-offline-and-resilience.md).
 */
export function registerServiceWorker(
  enabled: boolean = import.meta.env.PROD,
  nav: Navigator = navigator,
  win: Window = window,
  delayMs: number = SERVICE_WORKER_DELAY_MS,
): void {
  if (!enabled || !('serviceWorker' in nav)) return;
  const register = () => {
    nav.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      // The app works without it (online only): say why, do not fail.
      console.warn('Service worker registration failed', err);
    });
  };
  const later = () => win.setTimeout(register, delayMs);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
