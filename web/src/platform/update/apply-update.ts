/** Where `applyUpdate` goes; a parameter so tests can watch it without reloading. */
export interface UpdateNavigation {
  replace(url: string): void;
  currentUrl(): string;
  rootUrl(): string;
}

const browserNavigation: UpdateNavigation = {
  replace: (url) => window.location.replace(url),
  currentUrl: () => window.location.href,
  rootUrl: () => new URL(import.meta.env.BASE_URL, window.location.origin).href,
};

function withCacheBuster(url: string, stamp: number): string {
  const target = new URL(url);
  target.searchParams.set('t', String(stamp));
  return target.href;
}

/**
 * SPEC §4 UPDATE: clears every browser cache and reloads the site root with a cache-busting timestamp; on failure
 * logs and reloads the current page with it (§8). The service worker is unregistered too: with its caches gone it
 * would otherwise keep control serving nothing offline until the new one activates, which can take until every
 * tab closes; after the reload a fresh one installs and precaches the new build.
 */
export async function applyUpdate(navigation: UpdateNavigation = browserNavigation): Promise<void> {
  const stamp = Date.now();
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    navigation.replace(withCacheBuster(navigation.rootUrl(), stamp));
  } catch (error) {
    console.error('update: clearing the caches failed; reloading this page', error);
    navigation.replace(withCacheBuster(navigation.currentUrl(), stamp));
  }
}
