/**
 * Registers the service worker that vite-plugin-pwa builds (pwa.config.ts): production builds only,
 * never under `vite` dev, and after the page has loaded so that it never competes with the first
 * paint. It precaches the shell and answers navigations with index.html when the network cannot
 * (docs/decisions/0011-offline-and-resilience.md).
 */
export function registerServiceWorker(
  enabled: boolean = import.meta.env.PROD,
  nav: Navigator = navigator,
  win: Window = window,
): void {
  if (!enabled || !('serviceWorker' in nav)) return;
  const register = () => {
    nav.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      // The app works without it (online only): say why, do not fail.
      console.warn('Service worker registration failed', err);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
