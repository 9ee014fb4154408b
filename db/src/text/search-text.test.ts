import Database from 'better-sqlite3';
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

  const byKey = (names: string[]) => [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));

  it('sorts Arabic ي and ك as Persian ی and ک, not after every Persian letter', () => {
    expect(nameSortKey('علي كريمي')).toBe(nameSortKey('علی کریمی'));
    expect(byKey(['كاوه', 'گلناز', 'لادن', 'يزدان', 'زهره'])).toEqual(['زهره', 'كاوه', 'گلناز', 'لادن', 'يزدان']);
  });

  it('sorts a name with a zero-width non-joiner as the same words with a space, before a longer word', () => {
    expect(nameSortKey('عبدالله‌زاده')).toBe(nameSortKey('عبدالله زاده'));
    expect(byKey(['راهنما', 'راه‌اندازی', 'راه'])).toEqual(['راه', 'راه‌اندازی', 'راهنما']);
  });

  it('sorts Persian and Arabic-Indic digits with the Latin ones, before letters', () => {
    expect(nameSortKey('فروشگاه ۱۲')).toBe(nameSortKey('فروشگاه 12'));
    expect(nameSortKey('٣ برادران')).toBe(nameSortKey('3 برادران'));
    expect(byKey(['آبان', '۹ دی', '1 مهر', 'فروشگاه ۲', 'فروشگاه ۱'])).toEqual([
      '1 مهر',
      '۹ دی',
      'آبان',
      'فروشگاه ۱',
      'فروشگاه ۲',
    ]);
  });

  it('orders the stored keys in SQLite (a plain binary comparison, no collation call) as in JavaScript', () => {
    const names = ['یاسر', 'گلناز', 'كاوه', 'چکاد', 'آرش', 'راه‌اندازی', 'راه', '۷ تیر', 'Zed', 'ژاله', 'زهرا'];
    const sqlite = new Database(':memory:');
    sqlite.exec('create table names (name text, sort_name text)');
    const add = sqlite.prepare('insert into names values (?, ?)');
    for (const name of names) add.run(name, nameSortKey(name));
    const inSqlite = sqlite.prepare('select name from names order by sort_name').pluck().all();
    sqlite.close();
    expect(inSqlite).toEqual(byKey(names));
  });
});
