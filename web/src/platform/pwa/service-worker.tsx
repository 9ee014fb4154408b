import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { whenIdle } from '../../lib/when-idle.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { loadContainer, loadLibrary } from '../../ui/toast/toast-loader.ts';

/** StrictMode registers twice in development; the message is said once per page. */
let offlineReadyShown = false;

/**
 * On a visit this worker serves, reads the toast code from its precache once the page is idle, so the offline
 * warning can show after the network is gone; it downloads nothing. A first visit is not served yet: the "ready to
 * open offline" toast brings the library then, and a visit without a worker loads it on its first toast (issue 35).
 */
function warmUpToastsFromPrecache(): () => void {
  if (!navigator.serviceWorker?.controller) return () => undefined;
  return whenIdle(() => {
    void loadLibrary().catch(() => undefined);
    void loadContainer().catch(() => undefined);
  }, 3000);
}

function announceOfflineReady(): void {
  if (offlineReadyShown) return;
  offlineReadyShown = true;
  void notify.success('WEB_OFFLINE_READY');
}

/**
 * Registers the service worker that precaches the app shell (vite-plugin-pwa, production builds only), and says
 * once when the app is ready to open offline. New versions are offered by the update dialog, not by the worker.
 */
export function ServiceWorker() {
  useRegisterSW({
    immediate: true,
    onOfflineReady: announceOfflineReady,
    onRegisterError: (error: unknown) => console.error('pwa: the service worker could not be registered', error),
  });
  useEffect(warmUpToastsFromPrecache, []);
  return null;
}
