import { z } from 'zod';
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

const mapSchema = z.record(z.string(), z.string());

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
        return mapSchema.parse(JSON.parse(text));
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
