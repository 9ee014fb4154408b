import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';

// bidi-js is CommonJS whose module.exports is the factory; its types describe it as an ES default export.
const bidi = (createRequire(import.meta.url)('bidi-js') as () => Bidi)();

export type Direction = 'ltr' | 'rtl';

/** A piece of one line, ready for pdfkit: drawn left to right in the order the runs come. */
export interface VisualRun {
  /** The text to hand to pdfkit (see `visualRuns` for why it is not always the logical text). */
  text: string;
  /** Its bidi level is odd: it reads right to left. */
  rtl: boolean;
}

/**
 * Whether fontkit (pdfkit's shaper) lays this text out right to left: it takes the script of the first character
 * that has one (not Common or Inherited) and reverses the glyphs of an Arabic or Hebrew run into visual order.
 */
export function shaperReverses(text: string): boolean {
  for (const char of text) {
    if (/[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) continue;
    return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(char);
  }
  return false;
}

/** Text kept whole and left to right inside a line of either direction (codes, ids, phone numbers). */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`;

/** Bidi controls steer the levels, and are not drawn (the font has no glyph for them). */
const withoutControls = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

const reversed = (text: string) => [...text].reverse().join('');

/** Right-to-left text's mirrored characters swapped: «(» drawn in an RTL run is «)» (UAX #9 rule L4). */
function mirrored(text: string): string {
  return [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');
}

/**
 * One line of text in visual order, left to right, split where the bidi level changes (Unicode's algorithm through
 * bidi-js, the paragraph's direction given). Each run is drawn by pdfkit on its own, and pdfkit shapes with fontkit,
 * which joins Persian letters only when it sees them in logical order and then reverses them itself. So a run goes to
 * pdfkit in logical order when fontkit will reverse it, and pre-reversed when it will not but must read right to
 * left (spaces and punctuation alone at an odd level); a left-to-right run that fontkit would reverse (Persian
 * digits and separators: Arabic script, but numbers read left to right) is pre-reversed so the two reversals cancel.
 */
export function visualRuns(text: string, direction: Direction): VisualRun[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: { start: number; end: number; level: number }[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level });
  }
  // UAX #9 rule L2: from the highest level down to the lowest odd one, reverse each stretch at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let index = 0;
    while (index < runs.length) {
      if ((runs[index]?.level ?? 0) < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end += 1;
      runs.splice(index, end - index, ...runs.slice(index, end).reverse());
      index = end;
    }
  }
  return runs.flatMap(({ start, end, level }) => {
    const rtl = level % 2 === 1;
    const logical = withoutControls(text.slice(start, end));
    const shown = rtl ? mirrored(logical) : logical;
    if (shown === '') return [];
    return [{ text: rtl === shaperReverses(shown) ? shown : reversed(shown), rtl }];
  });
}
