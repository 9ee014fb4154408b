import { toLatinDigits } from './digits.ts';

/**
 * Text as a search compares it: Latin digits, the Persian ye and kaf for their Arabic twins, no zero-width
 * non-joiner, lower case, single spaces. `علي ۱۱۰` and `علی 110` then match (the server's search does the same).
 */
export function normalizeSearchText(text: string): string {
  return toLatinDigits(text)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\u200c/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query appears in the text (both normalised). */
export function matchesWords(haystack: string, query: string): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  const text = normalizeSearchText(haystack);
  return words.every((word) => text.includes(word));
}
