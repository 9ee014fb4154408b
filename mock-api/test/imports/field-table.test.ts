import { describe, expect, it } from 'vitest';
import { fieldsOf, readFieldTable } from '../../src/domain/imports/kinds/kind-fields.ts';

const header = 'kind\tkey\trequired\ten\tfa\taliases\texample en\texample fa\tallowed en\tallowed fa';

describe('the import fields table', () => {
  it('reads a row into a field: required, the aliases split at " | ", and what is allowed only where it is said', () => {
    const table = [
      header,
      'items\tname\trequired\tName\tنام\ttitle | item name\tBeans\tقهوه\t\t',
      'items\tvatRate\t\tVAT rate\tنرخ مالیات\t\t10\t10\tA whole percentage\tدرصد صحیح',
    ].join('\n');
    expect(readFieldTable(table).get('items')).toEqual([
      {
        key: 'name',
        required: true,
        en: 'Name',
        fa: 'نام',
        aliases: ['title', 'item name'],
        example: { en: 'Beans', fa: 'قهوه' },
      },
      {
        key: 'vatRate',
        required: false,
        en: 'VAT rate',
        fa: 'نرخ مالیات',
        aliases: [],
        example: { en: '10', fa: '10' },
        allowed: { en: 'A whole percentage', fa: 'درصد صحیح' },
      },
    ]);
  });

  it('refuses a row without its key or a header', () => {
    expect(() => readFieldTable(`${header}\nitems\tname\t\tName\t\t\t\t\t\t`)).toThrow(/lacks its key or a header/);
  });

  it('keeps each kind’s fields in the template’s order', () => {
    expect(fieldsOf('tafsili').map((field) => field.key)).toEqual(['code', 'name', 'kind']);
    expect(fieldsOf('opening-balances').map((field) => field.key)).toEqual([
      'accountCode',
      'tafsiliCode',
      'debit',
      'credit',
      'description',
    ]);
  });
});
