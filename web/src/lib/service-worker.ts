/**
 * Registers the installable app's service worker (`/sw.js`, written by the build: web/pwa-plugin.ts) in production
 * builds only: not in `vite` dev (no sw.js) and not in vitest. `updateViaCache: 'none'`: the browser asks the
 * server for sw.js on every check, whatever a cache in between says, so a new build is found at the next load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => {
        // The app works without it (only not offline); nothing to tell the person.
        console.warn('Service worker not registered', error);
      });
  });
}
