/**
 * While edit mode is on, every translated text carries its key's id in invisible characters, so the page can tell
 * which texts are translations and of which key (what Tolgee calls invisible wrapping). The characters are Unicode
 * format characters that bidi and shaping ignore; ZWNJ and ZWJ are not among them, as Persian writes those inside
 * words.
 */
const fence = '\u2063';
const digits = ['\u2060', '\u2061', '\u2062', '\u2064'] as const;
const markerPattern = /\u2063([\u2060\u2061\u2062\u2064]+)\u2063/g;
const anyMarkerChar = /[\u2060-\u2064]/;

function encode(id: number): string {
  let text = '';
  let rest = id;
  do {
    text = digits[rest % 4] + text;
    rest = Math.floor(rest / 4);
  } while (rest > 0);
  return `${fence}${text}${fence}`;
}

function decode(text: string): number {
  let id = 0;
  for (const char of text) id = id * 4 + digits.indexOf(char as (typeof digits)[number]);
  return id;
}

export interface ReadText {
  /** The text without markers. */
  text: string;
  /** The keys marked in it, in order, without repeats. */
  keys: string[];
}

export interface KeyMarkers {
  /** The text with the key's marker in front. */
  mark(text: string, key: string): string;
  read(text: string): ReadText;
  /** True when the text holds marker characters (a cheap test before `read`). */
  has(text: string): boolean;
}

/**
 * Ids are never reused by a later set of markers. The scanner removes the markers from the page's text nodes behind
 * React's back, and React writes a text again only when it differs from the one it rendered last: a new set marking
 * a key as the previous set did would leave that plain text unmarked, and so without its edit button.
 */
let lastId = -1;

export function createKeyMarkers(): KeyMarkers {
  const ids = new Map<string, number>();
  const keys = new Map<number, string>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) {
      lastId += 1;
      id = lastId;
      ids.set(key, id);
      keys.set(id, key);
    }
    return id;
  };
  return {
    mark: (text, key) => `${encode(idOf(key))}${text}`,
    has: (text) => anyMarkerChar.test(text),
    read(text) {
      const found: string[] = [];
      const clean = text.replace(markerPattern, (_, code: string) => {
        const key = keys.get(decode(code));
        if (key !== undefined && !found.includes(key)) found.push(key);
        return '';
      });
      return { text: clean, keys: found };
    },
  };
}
