import { describe, expect, it, vi } from 'vitest';
import { importOrReloadOnce } from './reload-once.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('chunk failure: reload once, then throw (SPEC §2)', () => {
  it('reloads on the first failure and throws on the next, so it can never loop', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const first = importOrReloadOnce('items', failing, { storage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // "After the reload": the mark is there, so the same failure is thrown instead of reloading again.
    await expect(importOrReloadOnce('items', failing, { storage, reload })).rejects.toThrow('dynamically imported');
    // The router calls a failed lazy again on revalidation: still no second reload.
    await expect(importOrReloadOnce('items', failing, { storage, reload })).rejects.toThrow('dynamically imported');
    expect(reload).toHaveBeenCalledTimes(1);
    void first;
  });

  it('another chunk loading fine does not clear the mark of the failing one', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void importOrReloadOnce('items', () => Promise.reject(new Error('x')), { storage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await importOrReloadOnce('shell', () => Promise.resolve('layout'), { storage, reload });
    await expect(
      importOrReloadOnce('items', () => Promise.reject(new Error('x')), { storage, reload }),
    ).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a success clears the mark, so a later failure may reload once again', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void importOrReloadOnce('items', () => Promise.reject(new Error('x')), { storage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(importOrReloadOnce('items', () => Promise.resolve('module'), { storage, reload })).resolves.toBe(
      'module',
    );
    void importOrReloadOnce('items', () => Promise.reject(new Error('x')), { storage, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });
});
