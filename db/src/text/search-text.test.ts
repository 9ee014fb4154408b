import { describe, expect, it } from 'vitest';
import { nameSortKey, normalizeSearchText, searchTextOf } from './search-text.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', '0912 123 4567'],
    ['٠٩١٢', '0912'],
    ['علي كريمي', 'علی کریمی'],
    ['راه‌اندازی', 'راه اندازی'],
    ['مُحَمَّد', 'محمد'],
    ['  Café   NARENJ ', 'café narenj'],
  ])('%s → %s', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });

  it('joins the present fields of a row into one key', () => {
    expect(searchTextOf('1007', 'مريم احمدي', null, '۰۹۱۲۱۲۳۴۵۶۷')).toBe('1007 مریم احمدی 09121234567');
  });
});

describe('nameSortKey', () => {
  it('orders names as the Persian alphabet does, Latin and digits first', () => {
    const names = ['یاسر', 'گلناز', 'کاوه', 'چکاد', 'پویا', 'بهرام', 'آرش', 'اکبر', 'Zed', '7 تیر', 'ژاله', 'زهرا'];
    const sorted = [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));
    expect(sorted).toEqual([
      '7 تیر',
      'Zed',
      'آرش',
      'اکبر',
      'بهرام',
      'پویا',
      'چکاد',
      'زهرا',
      'ژاله',
      'کاوه',
      'گلناز',
      'یاسر',
    ]);
  });
});
