import { safeStorage } from './safe-storage.ts';
import type { StorageKey } from './storage-keys.ts';

const store = safeStorage();

export function readItem(key: StorageKey): string | null {
  return store.get(key);
}

/** Writing an empty value removes the entry (SPEC §4: app setting, banking token). */
export function writeItem(key: StorageKey, value: string | null | undefined): void {
  if (value === null || value === undefined || value === '') {
    removeItem(key);
    return;
  }
  store.set(key, value);
}

export function removeItem(key: StorageKey): void {
  store.remove(key);
}
