import { describe, expect, it } from 'vitest';
import { isTranslatable, type Lookup, splitPieces, translateText } from './word-by-word.ts';

const texts: Record<string, string> = {
  UPDATE_AVAILABLE_TITLE: 'نسخهٔ جدیدی در دسترس است',
  WEB_CLOSE: 'بستن',
  PROBLEM: 'مشکلی پیش آمد.',
  Failed: 'ناموفق',
  CANCEL: 'انصراف',
  '.': '.',
};
const lookup: Lookup = (key) => texts[key];

describe('splitPieces', () => {
  it('keeps words, keys, punctuation and spaces as separate pieces', () => {
    expect(splitPieces('WEB_CLOSE, now!')).toEqual(['WEB_CLOSE', ',', ' ', 'now', '!']);
    expect(splitPieces('  two  spaces ')).toEqual(['  ', 'two', '  ', 'spaces', ' ']);
    expect(splitPieces('')).toEqual([]);
  });

  it('keeps Persian words whole, zero-width non-joiners and marks included', () => {
    expect(splitPieces('نسخهٔ می‌شود؟')).toEqual(['نسخهٔ', ' ', 'می‌شود', '؟']);
  });
});

describe('isTranslatable (SPEC §5)', () => {
  it('is true for a known key, even without an underscore', () => {
    expect(isTranslatable('CANCEL', lookup)).toBe(true);
    expect(isTranslatable('Failed', lookup)).toBe(true);
  });

  it('is true for anything shaped like an upper-case key with an underscore, known or not', () => {
    expect(isTranslatable('WEB_UNKNOWN_KEY', lookup)).toBe(true);
    expect(isTranslatable('A_1', lookup)).toBe(true);
  });

  it('is false for other words and shapes', () => {
    expect(isTranslatable('UNKNOWN', lookup)).toBe(false);
    expect(isTranslatable('web_close', lookup)).toBe(false);
    expect(isTranslatable('WEB_', lookup)).toBe(false);
    expect(isTranslatable('_WEB', lookup)).toBe(false);
    expect(isTranslatable('WEB__CLOSE', lookup)).toBe(false);
    expect(isTranslatable('hello world', lookup)).toBe(false);
  });
});

describe('translateText (SPEC §5)', () => {
  it('translates a lone key', () => {
    expect(translateText('UPDATE_AVAILABLE_TITLE', lookup)).toBe('نسخهٔ جدیدی در دسترس است');
  });

  it('shows an unknown key as itself', () => {
    expect(translateText('WEB_NOT_THERE', lookup)).toBe('WEB_NOT_THERE');
  });

  it('translates keys inside text and keeps the punctuation around them', () => {
    expect(translateText('(WEB_CLOSE): CANCEL.', lookup)).toBe('(بستن): انصراف.');
  });

  it('translates other words one by one and leaves words without text alone', () => {
    expect(translateText('Failed to save', lookup)).toBe('ناموفق to save');
  });

  it("finds a word's upper-case key, so the message 'problem' reads as PROBLEM", () => {
    expect(translateText('problem', lookup)).toBe('مشکلی پیش آمد.');
  });

  it('translates punctuation through the lookup', () => {
    expect(translateText('a, b?', (key) => ({ ',': '،', '?': '؟' })[key])).toBe('a، b؟');
  });

  it('keeps spacing exactly', () => {
    expect(translateText(' CANCEL\tWEB_CLOSE \n', lookup)).toBe(' انصراف\tبستن \n');
  });

  it('returns empty text for empty text', () => {
    expect(translateText('', lookup)).toBe('');
  });
});
