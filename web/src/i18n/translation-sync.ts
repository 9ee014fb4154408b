import type { AppSettingStore } from '../lib/app-setting/app-setting-store.ts';
import type { Language } from './languages.ts';
import type { LoadResult, TranslationService } from './translation-service.ts';

/** What the sync needs of the server's app setting (GET app-version's itemInfo). */
export interface ServerAppSetting {
  appVersion: string;
  forceUpdate: boolean;
  dashboardStructureTimeStamp: number;
  translationVersion: number;
}

/**
 * SPEC §4: translations are reloaded when the server's translationVersion is greater than the stored one, or none
 * are stored. Returns the fresh map to apply, or null when the stored one is current. The stored app setting takes
 * the server's values; its translationVersion only moves once the new texts arrived, so a failed fetch is retried
 * at the next start.
 */
export async function syncTranslations(
  server: ServerAppSetting,
  language: Language,
  deps: { service: TranslationService; settings: AppSettingStore },
  /** The language's map came from the server during this start-up (`loadStartTexts`): it is as new as `server`. */
  { fetchedAtStart = false }: { fetchedAtStart?: boolean } = {},
): Promise<LoadResult | null> {
  const stored = deps.settings.get();
  const stale = !deps.settings.isStored() || server.translationVersion > stored.translationVersion;
  const missing = !deps.service.hasStoredMap(language);
  let result: LoadResult | null = null;
  if (!fetchedAtStart && (stale || missing)) {
    deps.service.clearMemory();
    result = await deps.service.load(language, { force: true });
  }
  const translationVersion = result && !result.fresh ? stored.translationVersion : server.translationVersion;
  deps.settings.set({
    appVersion: server.appVersion,
    forceUpdate: server.forceUpdate,
    dashboardStructureTimeStamp: server.dashboardStructureTimeStamp,
    translationVersion,
  });
  return result;
}

/**
 * The start language's whole map when none is stored in it (a first visit, or a reload while a switch to another
 * language was still loading): fetched at once, beside the app setting, so the signed-in screens can wait for it
 * instead of painting keys. Null when the stored map is in that language (it was applied before the first paint).
 */
export async function loadStartTexts(language: Language, service: TranslationService): Promise<LoadResult | null> {
  return service.hasStoredMap(language) ? null : service.load(language);
}
