import { useSyncExternalStore } from 'react';
import { createAppSettingStore, type StoredAppSetting } from './app-setting-store.ts';

/** The app's one app-setting store, over the browser's local storage. */
export const appSettingStore = createAppSettingStore(window.localStorage);

/** The stored app setting, re-rendering when it changes. */
export function useAppSetting(): StoredAppSetting {
  return useSyncExternalStore(appSettingStore.subscribe, appSettingStore.get);
}
