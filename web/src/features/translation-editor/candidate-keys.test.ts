import { describe, expect, it } from 'vitest';
import { candidateKeys, isMissing } from './candidate-keys.ts';

const map = {
  WEB_NAV_COMING_SOON: 'به‌زودی',
  WEB_COMING_SOON: 'به‌زودی',
  WEB_TAB_OVERVIEW: 'نمای کلی',
  WEB_PAGE_INVOICES_OVERVIEW: 'نمای کلی',
  WEB_SAVE: 'ذخیره',
  WEB_EMPTY_A: '',
  WEB_EMPTY_B: '',
};

describe('candidate keys of a text (SPEC §2, §4)', () => {
  it('offers the marked key alone when no other key has its text', () => {
    expect(candidateKeys(['WEB_SAVE'], map)).toEqual(['WEB_SAVE']);
  });

  it('puts the marked key first, then every key with the same text', () => {
    expect(candidateKeys(['WEB_COMING_SOON'], map)).toEqual(['WEB_COMING_SOON', 'WEB_NAV_COMING_SOON']);
    expect(candidateKeys(['WEB_NAV_COMING_SOON'], map)).toEqual(['WEB_NAV_COMING_SOON', 'WEB_COMING_SOON']);
  });

  it('keeps the order of several marked keys (a word-by-word text) without repeats', () => {
    expect(candidateKeys(['WEB_TAB_OVERVIEW', 'WEB_SAVE', 'WEB_PAGE_INVOICES_OVERVIEW'], map)).toEqual([
      'WEB_TAB_OVERVIEW',
      'WEB_PAGE_INVOICES_OVERVIEW',
      'WEB_SAVE',
    ]);
  });

  it('does not treat empty texts, or keys without text, as shared', () => {
    expect(candidateKeys(['WEB_EMPTY_A'], map)).toEqual(['WEB_EMPTY_A']);
    expect(candidateKeys(['WEB_UNKNOWN'], map)).toEqual(['WEB_UNKNOWN']);
  });

  it('marks a key missing when a loaded map has no text or an empty one, never before the map loads', () => {
    expect(isMissing('WEB_SAVE', map)).toBe(false);
    expect(isMissing('WEB_EMPTY_A', map)).toBe(true);
    expect(isMissing('WEB_UNKNOWN', map)).toBe(true);
    expect(isMissing('WEB_UNKNOWN', undefined)).toBe(false);
  });
});
