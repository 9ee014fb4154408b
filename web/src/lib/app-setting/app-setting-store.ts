/** SPEC §3: the app setting kept in local storage under `app-setting`. */
export const appSettingStorageKey = 'app-setting';

export interface StoredAppSetting {
  appVersion: string;
  forceUpdate: boolean;
  dashboardStructureTimeStamp: number;
  translationVersion: number;
}

/**
 * The four fields and nothing else, or an error. Checked by hand, not with zod: the store is read before the first
 * paint, and zod stays out of the first download (issue 19).
 */
export function parseStoredAppSetting(value: unknown): StoredAppSetting {
  const field = (name: keyof StoredAppSetting) => (value as Partial<Record<string, unknown>> | null)?.[name];
  const appVersion = field('appVersion');
  const forceUpdate = field('forceUpdate');
  const dashboardStructureTimeStamp = field('dashboardStructureTimeStamp');
  const translationVersion = field('translationVersion');
  if (
    typeof appVersion !== 'string' ||
    typeof forceUpdate !== 'boolean' ||
    typeof dashboardStructureTimeStamp !== 'number' ||
    typeof translationVersion !== 'number'
  )
    throw new TypeError(
      'app-setting: not { appVersion, forceUpdate, dashboardStructureTimeStamp, translationVersion }',
    );
  return { appVersion, forceUpdate, dashboardStructureTimeStamp, translationVersion };
}

/** SPEC §9 defaults. */
export const defaultAppSetting: StoredAppSetting = Object.freeze({
  appVersion: '',
  forceUpdate: false,
  dashboardStructureTimeStamp: 0,
  translationVersion: 0,
});

type Listener = () => void;

const sameSetting = (a: StoredAppSetting, b: StoredAppSetting) =>
  a.appVersion === b.appVersion &&
  a.forceUpdate === b.forceUpdate &&
  a.dashboardStructureTimeStamp === b.dashboardStructureTimeStamp &&
  a.translationVersion === b.translationVersion;

export interface AppSettingStore {
  get(): StoredAppSetting;
  /** Whether a setting is stored at all (the translations rule of §4 needs to know). */
  isStored(): boolean;
  /** Stores the value; an empty value (null/undefined) removes the entry (§4). */
  set(value: StoredAppSetting | null | undefined): void;
  subscribe(listener: Listener): () => void;
}

function read(storage: Storage): { value: StoredAppSetting; stored: boolean } {
  const text = storage.getItem(appSettingStorageKey);
  if (text === null) return { value: defaultAppSetting, stored: false };
  try {
    return { value: parseStoredAppSetting(JSON.parse(text)), stored: true };
  } catch (error) {
    // §8: an unparseable stored setting is logged and the defaults are used.
    console.error('app-setting: the stored value cannot be read; using defaults', error);
    return { value: defaultAppSetting, stored: false };
  }
}

/** Loaded once from storage at start (§4); `get` returns the same object until `set`, for useSyncExternalStore. */
export function createAppSettingStore(storage: Storage): AppSettingStore {
  let current = read(storage);
  const listeners = new Set<Listener>();
  return {
    get: () => current.value,
    isStored: () => current.stored,
    set(value) {
      if (value === null || value === undefined) {
        storage.removeItem(appSettingStorageKey);
        current = { value: defaultAppSetting, stored: false };
      } else {
        const clean = parseStoredAppSetting(value);
        // Every start stores the server's setting, mostly the one already stored: a new object would be a new
        // snapshot for useSyncExternalStore, and one during the first render's transition makes React render the
        // whole tree again in one long task. An equal setting keeps its object and tells no one.
        if (current.stored && sameSetting(current.value, clean)) return;
        storage.setItem(appSettingStorageKey, JSON.stringify(clean));
        current = { value: clean, stored: true };
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
