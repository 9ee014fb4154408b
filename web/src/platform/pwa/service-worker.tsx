import { useRegisterSW } from 'virtual:pwa-register/react';
import { notify } from '../../ui/toast/notify.tsx';

/** StrictMode registers twice in development; the message is said once per page. */
let offlineReadyShown = false;

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
  return null;
}
