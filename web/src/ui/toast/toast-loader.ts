import { useSyncExternalStore } from 'react';
import { containerMounted } from './toast-mounted.ts';

type Toastify = typeof import('react-toastify/unstyled');

let library: Promise<Toastify> | null = null;

/** Loads the library once; a failed load (offline before it was cached) is tried again next time. */
function loadLibrary(): Promise<Toastify> {
  library ??= import('react-toastify/unstyled').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/** The container's chunk, shared by the lazy component and the warm-up. */
export const loadContainer = () => import('./toast-container.tsx');

/**
 * Fetches the toast code once the page is idle, without showing anything: a toast may be needed when the network
 * is gone (the offline warning), and the first visit is not yet served by the service worker.
 */
export function warmUpToasts(): void {
  const load = () => {
    void loadLibrary().catch(() => undefined);
    void loadContainer().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
let requested = false;
const listeners = new Set<() => void>();

/**
 * react-toastify is loaded on the first toast, not with the page: nothing toasts while /login starts, and the
 * initial JavaScript has a budget (issue 5). Resolves once the library is loaded and its container is mounted, so
 * no toast is sent to a container that is not there yet.
 */
export function toastify(): Promise<Toastify> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return Promise.all([loadLibrary(), containerMounted]).then(([loaded]) => loaded);
}

/** Whether any toast was asked for yet (the container is only rendered from then on). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
