/**
 * Search and sort keys stored beside the rows they describe. Persian text arrives in several spellings: Arabic
 * keyboards type ي and ك, phones send Persian (۰۹۱۲) or Arabic-Indic (٠٩١٢) digits, names carry a zero-width
 * non-joiner or not. Both the stored key and the search text go through `normalizeSearchText`, so a user typing
 * any of these finds the row; the list endpoints then look each word up in the key's trigram index (the last block
 * of the baseline migration) and test it on the row with a plain substring match.
 */

const replacements: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  '\u200c': ' ',
};

/** Persian ۰–۹ (U+06F0) and Arabic-Indic ٠–٩ (U+0660) to Latin digits, letter variants to the Persian ones. */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  return replacements[char] ?? char;
}

/** Harakat, superscript alef and tatweel change how a word looks, not which word it is. */
const marks = /[\u064b-\u065f\u0670\u0640]/g;

export function normalizeSearchText(text: string): string {
  return [...text.replace(marks, '')].map(foldChar).join('').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The searchable fields of a row joined into one stored key (null fields left out). */
export function searchTextOf(...fields: (string | null | undefined)[]): string {
  return normalizeSearchText(fields.filter((field) => field).join(' '));
}

/**
 * SQLite compares text by code point, which puts پ چ ژ گ after ی. The sort key maps each Persian letter to a
 * private-use code point in alphabet order, so ORDER BY on the stored key (and an index on it) sorts as a Persian
 * reader expects; Latin letters and digits keep their own order, before Persian.
 */
const persianAlphabet = [...'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی'];
const alphabetRank = new Map(persianAlphabet.map((letter, index) => [letter, String.fromCharCode(0xe000 + index)]));

export function nameSortKey(name: string): string {
  return [...normalizeSearchText(name)].map((char) => alphabetRank.get(char) ?? char).join('');
}
