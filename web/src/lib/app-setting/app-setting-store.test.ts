import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSettingStorageKey, createAppSettingStore, defaultAppSetting } from './app-setting-store.ts';

const saved = { appVersion: 'v2.0.0', forceUpdate: true, dashboardStructureTimeStamp: 17, translationVersion: 4 };

afterEach(() => localStorage.clear());

describe('app-setting store (SPEC §3, §4, §8)', () => {
  it('starts from the defaults when nothing is stored', () => {
    const store = createAppSettingStore(localStorage);
    expect(store.get()).toEqual({
      appVersion: '',
      forceUpdate: false,
      dashboardStructureTimeStamp: 0,
      translationVersion: 0,
    });
    expect(store.isStored()).toBe(false);
  });

  it('loads what is stored under app-setting', () => {
    localStorage.setItem(appSettingStorageKey, JSON.stringify(saved));
    const store = createAppSettingStore(localStorage);
    expect(store.get()).toEqual(saved);
    expect(store.isStored()).toBe(true);
  });

  it('logs and uses the defaults when the stored value is unparseable', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(appSettingStorageKey, '{not json');
    expect(createAppSettingStore(localStorage).get()).toEqual(defaultAppSetting);
    localStorage.setItem(appSettingStorageKey, JSON.stringify({ appVersion: 3 }));
    expect(createAppSettingStore(localStorage).get()).toEqual(defaultAppSetting);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('stores a value it is given and tells subscribers', () => {
    const store = createAppSettingStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(saved);
    expect(JSON.parse(localStorage.getItem(appSettingStorageKey) ?? 'null')).toEqual(saved);
    expect(store.get()).toEqual(saved);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('drops extra fields (the server also sends webAppVersion)', () => {
    const store = createAppSettingStore(localStorage);
    store.set({ ...saved, webAppVersion: 'v2.0.108' } as typeof saved);
    expect(JSON.parse(localStorage.getItem(appSettingStorageKey) ?? 'null')).toEqual(saved);
  });

  it('removes the entry when set to an empty value', () => {
    const store = createAppSettingStore(localStorage);
    store.set(saved);
    store.set(null);
    expect(localStorage.getItem(appSettingStorageKey)).toBeNull();
    expect(store.get()).toEqual(defaultAppSetting);
    store.set(saved);
    store.set(undefined);
    expect(localStorage.getItem(appSettingStorageKey)).toBeNull();
  });

  it('keeps the same object between reads, as useSyncExternalStore needs', () => {
    const store = createAppSettingStore(localStorage);
    expect(store.get()).toBe(store.get());
  });

  it('keeps its object and tells no listener when the stored setting is set again unchanged', () => {
    const store = createAppSettingStore(localStorage);
    store.set(saved);
    const before = store.get();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ ...saved });
    expect(store.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.set({ ...saved, dashboardStructureTimeStamp: saved.dashboardStructureTimeStamp + 1 });
    expect(store.get().dashboardStructureTimeStamp).toBe(saved.dashboardStructureTimeStamp + 1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
