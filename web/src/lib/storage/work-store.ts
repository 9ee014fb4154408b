import { safeStorage } from './safe-storage.ts';

/**
 * What the user's own work leaves in local storage besides SPEC §3's keys (storage-keys.ts): form drafts and the
 * idempotency keys of unanswered writes. Every name starts with `daftar.work.`, so sign-out clears them all at once
 * without a list to keep. Private mode or a full quota: the work lives for the page only, as the session does.
 */
const prefix = 'daftar.work.';
const store = safeStorage();

export function readWork(name: string): string | null {
  return store.get(prefix + name);
}

export function writeWork(name: string, value: string): void {
  store.set(prefix + name, value);
}

export function removeWork(name: string): void {
  store.remove(prefix + name);
}

/** The names (without the prefix) that start with `start`. */
export function workNames(start = ''): string[] {
  return store
    .keys()
    .filter((key) => key.startsWith(prefix + start))
    .map((key) => key.slice(prefix.length));
}

/** Sign-out: no draft or pending key of this user stays for the next one. */
export function clearWork(): void {
  for (const name of workNames()) removeWork(name);
}
