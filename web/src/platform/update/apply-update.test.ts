import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, type UpdateNavigation } from './apply-update.ts';

function navigation() {
  return {
    replace: vi.fn<(url: string) => void>(),
    currentUrl: () => 'https://daftar.test/invoices/overview/all?tab=1',
    rootUrl: () => 'https://daftar.test/',
  } satisfies UpdateNavigation;
}

/** happy-dom has no service worker container; the test gives one that knows the registrations. */
function withRegistrations(registrations: Partial<ServiceWorkerRegistration>[]): void {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: async () => registrations },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('applyUpdate (SPEC §4 UPDATE)', () => {
  it('clears every cache, unregisters the worker and reloads the root with a timestamp', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2', 'other'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
    const unregister = vi.fn(async () => true);
    withRegistrations([{ unregister }]);
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    const nav = navigation();
    await applyUpdate(nav);
    expect(deleted).toEqual(['workbox-precache-v2', 'other']);
    expect(unregister).toHaveBeenCalledOnce();
    expect(nav.replace).toHaveBeenCalledWith('https://daftar.test/?t=1750000000000');
  });

  it('on failure logs and reloads the current page with the parameter', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('caches', {
      keys: async () => Promise.reject(new Error('SecurityError')),
      delete: async () => false,
    });
    withRegistrations([]);
    vi.spyOn(Date, 'now').mockReturnValue(42);
    const nav = navigation();
    await applyUpdate(nav);
    expect(log).toHaveBeenCalled();
    expect(nav.replace).toHaveBeenCalledWith('https://daftar.test/invoices/overview/all?tab=1&t=42');
  });
});
