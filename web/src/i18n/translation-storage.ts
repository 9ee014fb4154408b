import { isLanguage, type Language } from './languages.ts';

/** SPEC §3: the flat key → text map of the current language, kept in local storage under `translations`. */
export const translationsStorageKey = 'translations';
/**
 * Not in SPEC §3's list: the visitor's chosen language, written the moment they (or their profile) switch, so a reload
 * right after a switch starts in the chosen language even before that language's map has arrived (a signed-in user's
 * saved preference is applied by the shell and wins).
 */
export const languageStorageKey = 'lang';
/**
 * Which language the stored map is in. Kept apart from the choice: a map is stored only once the server sent it, so
 * the two differ while a switch is loading, and a map must never be shown as the other language.
 */
export const mapLanguageStorageKey = 'translations-lang';

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
  /** Whether a readable map is stored, without parsing it again while its text is the one last found readable. */
  hasMap(): boolean;
  /** Stores the map with the language it is in. */
  writeMap(map: TranslationMap, language: Language): void;
  /** Writes a map still waiting for its deferred moment now (the page is going away). */
  flushWrites(): void;
  /** The language the stored map is in (before this key existed, the choice was always the map's language). */
  readMapLanguage(): Language | null;
  /** The visitor's chosen language. */
  readLanguage(): Language | null;
  writeLanguage(language: Language): void;
}

/** Runs a task later, e.g. once the page is idle: `run` by default, at once. */
export type Later = (task: () => void) => void;

/**
 * `later` defers the writes: storing a ~190 KB map (its JSON and the write) was part of a first signed-in render's
 * long task. Only the latest map waits; a read answers from it, so what is read is what was last written, without
 * the write (and a parse of what was written) in the reader's task: the §4 sync asks right after the first render.
 */
export function createTranslationStorage(storage: Storage, later: Later = (task) => task()): TranslationStorage {
  // The start-up asks whether a map is stored twice after reading it: parsing ~190 KB each time was a phone's long task.
  let readableText: string | null = null;
  let unwritten: { map: TranslationMap; language: Language } | null = null;
  function flush(): void {
    if (!unwritten) return;
    const { map, language } = unwritten;
    unwritten = null;
    storage.setItem(translationsStorageKey, JSON.stringify(map));
    storage.setItem(mapLanguageStorageKey, language);
  }
  function readMap(): TranslationMap | null {
    if (unwritten) return { ...unwritten.map };
    const text = storage.getItem(translationsStorageKey);
    if (text === null) return null;
    try {
      const map = asTranslationMap(JSON.parse(text));
      readableText = text;
      return map;
    } catch (error) {
      console.error('translations: the stored map cannot be read; ignoring it', error);
      return null;
    }
  }
  return {
    readMap,
    hasMap() {
      if (unwritten) return true;
      const text = storage.getItem(translationsStorageKey);
      return text !== null && (text === readableText || readMap() !== null);
    },
    writeMap(map, language) {
      const waiting = unwritten !== null;
      unwritten = { map, language };
      if (!waiting) later(flush);
    },
    flushWrites: flush,
    readMapLanguage() {
      if (unwritten) return unwritten.language;
      const value = storage.getItem(mapLanguageStorageKey) ?? storage.getItem(languageStorageKey);
      return isLanguage(value) ? value : null;
    },
    readLanguage() {
      const value = storage.getItem(languageStorageKey);
      return isLanguage(value) ? value : null;
    },
    writeLanguage: (language) => storage.setItem(languageStorageKey, language),
  };
}
