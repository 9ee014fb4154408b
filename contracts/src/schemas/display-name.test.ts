import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayName } from './display-name.ts';

const name = displayName(z.string().trim().min(1).max(120));
const firstError = (text: string) => name.safeParse(text).error?.issues[0]?.message;

describe('displayName (issue 20)', () => {
  it('refuses control characters', () => {
    for (const text of ['Ali\u0000', 'A\u0007B', 'tab\there', 'two\nlines', 'del\u007F', 'c1\u0085', 'x\u2028y']) {
      expect(firstError(text)).toBe('INVALID_CHARACTERS');
    }
  });

  it('refuses bidi embeddings, overrides and isolates', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(firstError(`invoice${String.fromCodePoint(code)}fdp.exe`)).toBe('INVALID_CHARACTERS');
    }
  });

  it('refuses a name of invisible characters only', () => {
    for (const text of ['\u200B', '\u200B\u200C\u200D', '\u2060\uFEFF', '\u00AD', '\u3164', ' \u200E ', '\u2800']) {
      expect(firstError(text)).toBe('INVISIBLE_NAME');
    }
  });

  it('keeps Persian names with ZWNJ and bidi marks, and names in any script', () => {
    for (const text of ['محمد‌رضا', 'کافه نارنج', 'Café Narenj', 'شرکت\u200F ABC', '李小龍', 'O’Brien-Smith']) {
      expect(name.parse(text)).toBe(text);
    }
  });
});
