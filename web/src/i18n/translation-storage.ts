import { isLanguage, type Language } from './languages.ts';

/** SPEC §3: the flat key → text map of the current language, kept in local storage under `translations`. */
export const translationsStorageKey = 'translations';
/**
 * Not in SPEC §3's list: which language the stored map is in, and so the visitor's choice before sign-in (a
 * signed-in user's saved preference is applied by the shell and wins). Without it a reload after switching to
 * English would show the stored English map as Persian.
 */
export const languageStorageKey = 'lang';

export type TranslationMap = Record<string, string>;

/** A stored map is an object of strings; checked by hand, as it is read before the first paint (no zod, issue 19). */
function asTranslationMap(value: unknown): TranslationMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TypeError('translations: the stored map is not an object');
  for (const [key, text] of Object.entries(value))
    if (typeof text !== 'string') throw new TypeError(`translations: the stored text of ${key} is not a string`);
  return value as TranslationMap;
}

export interface TranslationStorage {
  /** The stored map, or null when none is stored or it cannot be read (logged, §8). */
  readMap(): TranslationMap | null;
  writeMap(map: TranslationMap): void;
  readLanguage(): Language | null;
  writeLanguage(language: Language): void;
}

export function createTranslationStorage(storage: Storage): TranslationStorage {
  return {
    readMap() {
      const text = storage.getItem(translationsStorageKey);
      if (text === null) return null;
      try {
        return asTranslationMap(JSON.parse(text));
      } catch (error) {
        console.error('translations: the stored map cannot be read; ignoring it', error);
        return null;
      }
    },
    writeMap: (map) => storage.setItem(translationsStorageKey, JSON.stringify(map)),
    readLanguage() {
      const value = storage.getItem(languageStorageKey);
      return isLanguage(value) ? value : null;
    },
    writeLanguage: (language) => storage.setItem(languageStorageKey, language),
  };
}
