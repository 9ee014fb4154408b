/**
 * Session-scoped (not one of the §3 local-storage keys): it only has to survive the one reload it causes, and a
 * new tab must be free to try again.
 */
const reloadedKey = 'daftar:chunk-reload';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

const browserDeps = (): ReloadDeps => ({ storage: sessionStorage, reload: () => window.location.reload() });

/**
 * SPEC §2: a lazily loaded screen that fails to load reloads the page once (a new deploy replaced the chunk), then
 * the error is thrown. The mark set before reloading is what makes a loop impossible: a second failure finds it,
 * clears it and throws; any success clears it too.
 */
export async function importOrReloadOnce<T>(load: () => Promise<T>, deps: ReloadDeps = browserDeps()): Promise<T> {
  try {
    const loaded = await load();
    deps.storage.removeItem(reloadedKey);
    return loaded;
  } catch (error) {
    if (deps.storage.getItem(reloadedKey)) {
      deps.storage.removeItem(reloadedKey);
      throw error;
    }
    deps.storage.setItem(reloadedKey, String(Date.now()));
    deps.reload();
    // The page is going away; never settle, so no error screen flashes before the reload.
    return new Promise<T>(() => {});
  }
}
