/**
 * What the user's own work leaves in local storage besides SPEC §3's keys (storage-keys.ts): form drafts and the
 * idempotency keys of unanswered writes. Every name starts with `daftar.work.`, so sign-out clears them all at once
 * without a list to keep. Private mode or a full quota: the work lives for the page only, as the session does.
 */
const prefix = 'daftar.work.';
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readWork(name: string): string | null {
  try {
    return storage()?.getItem(prefix + name) ?? memory.get(prefix + name) ?? null;
  } catch {
    return memory.get(prefix + name) ?? null;
  }
}

export function writeWork(name: string, value: string): void {
  memory.set(prefix + name, value);
  try {
    storage()?.setItem(prefix + name, value);
  } catch {
    // Kept in memory above.
  }
}

export function removeWork(name: string): void {
  memory.delete(prefix + name);
  try {
    storage()?.removeItem(prefix + name);
  } catch {
    // Nothing stored to remove.
  }
}

/** The names (without the prefix) that start with `start`. */
export function workNames(start = ''): string[] {
  const names = new Set<string>();
  for (const key of memory.keys()) if (key.startsWith(prefix + start)) names.add(key.slice(prefix.length));
  const store = storage();
  try {
    for (let index = 0; store && index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(prefix + start)) names.add(key.slice(prefix.length));
    }
  } catch {
    // Unreadable storage: the page's own names above.
  }
  return [...names];
}

/** Sign-out: no draft or pending key of this user stays for the next one. */
export function clearWork(): void {
  for (const name of workNames()) removeWork(name);
}
