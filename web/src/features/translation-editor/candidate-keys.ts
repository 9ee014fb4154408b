import type { TranslationMap } from '../../i18n/translation-storage.ts';

/**
 * SPEC §2, §4: the keys an edit button offers. The marked keys come first, in order; after each, every other key whose
 * text in the shown language is the same, as the same words on screen may come from any of them (a shared text).
 * Empty texts are shared by nothing.
 */
export function candidateKeys(marked: readonly string[], map: TranslationMap): string[] {
  const result: string[] = [];
  const add = (key: string) => {
    if (!result.includes(key)) result.push(key);
  };
  for (const key of marked) {
    add(key);
    const text = map[key];
    if (!text) continue;
    for (const [other, value] of Object.entries(map)) {
      if (value === text) add(other);
    }
  }
  return result;
}

/** A key lacks a translation in a language when the language's map has no text for it, or an empty one. */
export function isMissing(key: string, map: TranslationMap | undefined): boolean {
  return map !== undefined && !map[key];
}
