/**
 * localStorage that never throws: private mode and full quotas make it throw, and then what is written lives in
 * memory for the page only (as the session does). Each store keeps its own memory.
 */
export function safeStorage() {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return storage()?.getItem(key) ?? memory.get(key) ?? null;
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key: string, value: string): void {
      memory.set(key, value);
      try {
        storage()?.setItem(key, value);
      } catch {
        // Kept in memory above.
      }
    },
    remove(key: string): void {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored to remove.
      }
    },
    /** Every key held, in memory or stored, once each. */
    keys(): string[] {
      const keys = new Set(memory.keys());
      const store = storage();
      try {
        for (let index = 0; store && index < store.length; index++) {
          const key = store.key(index);
          if (key !== null) keys.add(key);
        }
      } catch {
        // Unreadable storage: the page's own keys above.
      }
      return [...keys];
    },
  };
}
