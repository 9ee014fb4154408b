import { describe, expect, it } from 'vitest';
import { parseTextTable } from './parse-text-table.ts';

describe('a table of texts', () => {
  it('reads one text a row, past notes and blank lines', () => {
    const table =
      '# the shop\nkey\ten\tfa\nSHOP_OPEN\tOpen\tباز\n\n# later\nSHOP_SHUT\tShut «{{name}}»\tبسته «{{name}}»\n';
    expect(parseTextTable(table, 'shop.tsv')).toEqual({
      SHOP_OPEN: { en: 'Open', fa: 'باز' },
      SHOP_SHUT: { en: 'Shut «{{name}}»', fa: 'بسته «{{name}}»' },
    });
  });

  it('refuses a row without its Persian, a key given twice and another header, naming the line', () => {
    expect(() => parseTextTable('key\ten\tfa\nSHOP_OPEN\tOpen\n', 'shop.tsv')).toThrow('shop.tsv:2: a row is a key');
    expect(() => parseTextTable('key\ten\tfa\nA\ta\tالف\nA\tb\tب\n', 'shop.tsv')).toThrow(
      'shop.tsv:3: A is given twice',
    );
    expect(() => parseTextTable('key\tfa\ten\nA\ta\tالف\n', 'shop.tsv')).toThrow('shop.tsv: the header must be');
  });
});
