import { yieldToMain } from '../yield-to-main.ts';

/**
 * Session-scoped (not one of the §3 local-storage keys): it only has to survive the one reload it causes, and a
 * new tab must be free to try again.
 */
const reloadedPrefix = 'daftar:chunk-reload:';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

let reloadPage = () => window.location.reload();

/**
 * A data router changes the URL only once the new route's code has loaded, so a plain reload would reload the page
 * the user was leaving. The app registers a reload that opens the page being navigated to.
 */
export function setChunkReload(reload: () => void): void {
  reloadPage = reload;
}

const browserDeps = (): ReloadDeps => ({ storage: sessionStorage, reload: () => reloadPage() });

/**
 * SPEC §2: a lazily loaded screen that fails to load reloads the page once (a new deploy replaced the chunk), then
 * the error is thrown. The mark set before reloading is what makes a loop impossible: a second failure finds it,
 * clears it and throws; any success clears it too.
 */
export async function importOrReloadOnce<T>(
  chunk: string,
  load: () => Promise<T>,
  deps: ReloadDeps = browserDeps(),
): Promise<T> {
  // One mark per chunk: another chunk loading fine must not clear the mark of the one that fails.
  const reloadedKey = `${reloadedPrefix}${chunk}`;
  try {
    const loaded = await load();
    deps.storage.removeItem(reloadedKey);
    // A chunk's evaluation is a task of its own: what its importer does next (routes patched, loaders run, a render)
    // would otherwise join it as microtasks, one long task on a phone.
    await yieldToMain();
    return loaded;
  } catch (error) {
    if (deps.storage.getItem(reloadedKey)) throw error;
    deps.storage.setItem(reloadedKey, String(Date.now()));
    deps.reload();
    // The page is going away; never settle, so no error screen flashes before the reload.
    return new Promise<T>(() => {});
  }
}
