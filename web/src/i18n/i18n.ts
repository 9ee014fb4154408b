import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { apiClient } from '../lib/api/client.ts';
import { fetchTranslations } from '../lib/api/translation.ts';
import { appSettingStore } from '../lib/app-setting/app-setting.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { bundledTranslations, type Catalogue } from './bundled-translations.ts';
import { defaultLanguage, directionOf, type Language } from './languages.ts';
import { createTranslationService, type LoadResult } from './translation-service.ts';
import { createTranslationStorage, type TranslationMap } from './translation-storage.ts';
import { loadStartTexts, type ServerAppSetting, syncTranslations } from './translation-sync.ts';

// A first signed-in load stores the map once the page is idle, not in its first render's task.
const storage = createTranslationStorage(window.localStorage, (task) => {
  whenIdle(task);
});
// The app setting already holds the new translationVersion: a map left unwritten when the page goes would be stale
// yet never fetched again.
window.addEventListener('pagehide', () => storage.flushWrites());

const bundled = bundledTranslations();
const service = createTranslationService({
  storage,
  bundled,
  fetchMap: (language) => fetchTranslations(apiClient, language),
});

const startLanguage = storage.readLanguage() ?? defaultLanguage;

/** The app's one i18next instance: flat UPPER_SNAKE keys, a missing key shows itself (SPEC §4). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: startLanguage,
  supportedLngs: ['fa', 'en'],
  fallbackLng: false,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { [startLanguage]: { translation: service.initialMap(startLanguage) } },
  // bindI18nStore: a replaced map (version bump, admin edit) re-renders at once, not at the next language change.
  react: { bindI18n: 'languageChanged', bindI18nStore: 'added removed', useSuspense: false },
});

/** SPEC §9: direction is read from the document's dir attribute, so the document carries lang and dir. */
function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
applyToDocument(startLanguage);
i18n.on('languageChanged', (language) => {
  if (language === 'fa' || language === 'en') applyToDocument(language);
});

function replaceMap(language: Language, map: TranslationMap): void {
  i18n.removeResourceBundle(language, 'translation');
  // Without i18next's deep copy (a JSON round trip of the ~190 KB map in the first signed-in render's task): a flat map
  // of strings, and a bundle added not deep is a new object of i18next's own, so the service's map is never changed.
  i18n.addResourceBundle(language, 'translation', map, false, true, { skipCopy: true });
}

function keep(language: Language, result: LoadResult): void {
  replaceMap(language, result.map);
  // Only a map the server sent is stored; a fallback would otherwise outlive the outage.
  if (result.fresh) storage.writeMap(result.map, language);
}

// The language whose map the first §4 sync need not fetch again: it came from the server at this start-up.
let fetchedAtStart: Language | null = null;
let startTexts: Promise<void> | undefined;

/**
 * Resolves once the current language's whole map (or, with the server unreachable, the §8 fallback) is applied. The
 * bundle holds only the platform's own texts, so the signed-in screens wait for it (the session route's loader):
 * without a stored map in this language (a first visit, or a reload while a switch was still loading) it is fetched
 * once. /login does not ask: it paints from its bundled texts and the §4 sync brings the map after the paint.
 */
export function startLanguageTexts(): Promise<void> {
  const language = currentLanguage();
  startTexts ??= loadStartTexts(language, service).then((result) => {
    if (!result) return;
    // A switch made meanwhile wins; this language's texts are still kept for what shows in it.
    if (currentLanguage() === language) keep(language, result);
    else replaceMap(language, result.map);
    if (result.fresh) fetchedAtStart = language;
  });
  return startTexts;
}

/**
 * A lazy area's own texts, shipped in its chunk (the sign-in screens'): they fill the keys the current map lacks, so a
 * first visit paints words, not keys, before the server's map arrives, and they join the §8 fallback. The server's
 * and the stored texts win; the area's chunk calls this when it loads, before its screen renders.
 */
export function bundleAreaTexts(catalogue: Catalogue): void {
  const texts = bundledTranslations([catalogue]);
  for (const language of ['fa', 'en'] as const) {
    bundled[language] = { ...texts[language], ...bundled[language] };
    if (!i18n.hasResourceBundle(language, 'translation')) continue;
    const current = i18n.getResourceBundle(language, 'translation') as TranslationMap;
    const missing = Object.entries(texts[language]).filter(([key]) => !(key in current));
    // Every added bundle re-renders each screen reading texts, synchronously (react-i18next's external store): a
    // dialog's chunk loading over a signed-in page, whose map already has its texts, must add nothing (issue 33).
    if (missing.length > 0)
      i18n.addResourceBundle(language, 'translation', Object.fromEntries(missing), true, false, { skipCopy: true });
  }
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'fa';
}

/**
 * Remembers the choice at once (a reload while the map loads starts in it), then loads the language's texts (from
 * memory, else the server, else the §8 fallback) and switches to it.
 */
export async function switchLanguage(language: Language): Promise<void> {
  storage.writeLanguage(language);
  keep(language, await service.load(language));
  await i18n.changeLanguage(language);
}

/**
 * Loads a language's texts beside the current one without switching to it, for what is shown in another language
 * than the screens' (an invoice printed in the company's document language). A language already loaded is kept.
 */
export async function loadLanguageTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  keep(language, await service.load(language));
}

/** Applies SPEC §4's reload rule against the server's app setting for the current language. */
export async function syncWithServer(server: ServerAppSetting): Promise<void> {
  // Through the start-up fetch (begun here when the app setting arrives first, as on /login), so a first visit asks
  // for the map once: the sync then only fetches a stale stored map. A failed one leaves it missing, fetched here.
  await startLanguageTexts();
  const language = currentLanguage();
  const fresh = fetchedAtStart === language;
  fetchedAtStart = null;
  const result = await syncTranslations(
    server,
    language,
    { service, settings: appSettingStore },
    { fetchedAtStart: fresh },
  );
  // A switch made while the map was loading wins: its language is the one shown and stored, not this older one.
  if (result && language === currentLanguage()) keep(language, result);
}

/** Drops every loaded map and fetches the current language again (after an in-place edit, SPEC §4). */
export async function reloadTranslations(): Promise<void> {
  service.clearMemory();
  const language = currentLanguage();
  keep(language, await service.load(language, { force: true }));
}
