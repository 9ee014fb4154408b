import { useEffect } from 'react';
import { syncWithServer } from '../i18n/i18n.ts';
import type { ServerAppSetting } from '../i18n/translation-sync.ts';

/** Runs SPEC §4's translation reload rule each time a new app setting arrives from the server. */
export function TranslationSyncEffect({ setting }: { setting: ServerAppSetting | undefined }) {
  useEffect(() => {
    if (setting) void syncWithServer(setting);
  }, [setting]);
  return null;
}
