import type { StorageKey } from './storage-keys.ts';

// Private mode and full quotas make localStorage throw; the session then lives for the page only.
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

/** Writing an empty value removes the entry (SPEC §4: app setting, banking token). */
export function writeItem(key: StorageKey, value: string | null | undefined): void {
  if (value === null || value === undefined || value === '') {
    removeItem(key);
    return;
  }
  memory.set(key, value);
  try {
    storage()?.setItem(key, value);
  } catch {
    // Kept in memory above.
  }
}

export function removeItem(key: StorageKey): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}
