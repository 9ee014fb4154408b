/** An upper-case key with at least one underscore (SPEC §5), e.g. WEB_UPDATE or UPDATE_AVAILABLE_TITLE. */
const keyPattern = /^[A-Z0-9]+(?:_[A-Z0-9]+)+$/;

/**
 * Runs of letters, digits, marks, underscores and the (zero-width) joiners Persian writes inside words are words
 * (or keys); any other non-space character is punctuation.
 */
const piecePattern = /[\p{L}\p{N}\p{M}_\u200c\u200d]+|\s+|[^\s\p{L}\p{N}\p{M}_\u200c\u200d]/gu;

/** Looks a key up; undefined when there is no text for it. */
export type Lookup = (key: string) => string | undefined;

/** SPEC §5: a piece is translatable when it is a known key or looks like one. */
export function isTranslatable(piece: string, lookup: Lookup): boolean {
  return keyPattern.test(piece) || lookup(piece) !== undefined;
}

/** Splits text into the pieces §5 translates one by one: words, keys, punctuation and the spaces between. */
export function splitPieces(text: string): string[] {
  return text.match(piecePattern) ?? [];
}

/**
 * A word's text: its own key first, then its upper-case form, so a message such as 'problem' (SPEC §8) finds the
 * PROBLEM key; a word without any text stays as it is.
 */
function translateWord(word: string, lookup: Lookup): string {
  return lookup(word) ?? lookup(word.toUpperCase()) ?? word;
}

/**
 * SPEC §5 word-by-word translation: key-looking pieces are keys (a missing one shows the key itself, as lookup does
 * everywhere), other words and punctuation are translated one by one, and spaces are kept.
 */
export function translateText(text: string, lookup: Lookup): string {
  return splitPieces(text)
    .map((piece) => {
      if (/^\s+$/.test(piece)) return piece;
      if (keyPattern.test(piece)) return lookup(piece) ?? piece;
      return translateWord(piece, lookup);
    })
    .join('');
}
