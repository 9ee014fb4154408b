import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTextTable } from '@daftar/contracts/translations/text-table';
import { describe, expect, it } from 'vitest';
import { textTable } from './text-table.ts';

const bundledTables = [
  'features/auth/translations.tsv',
  'features/auth/otp/translations.tsv',
  'platform/pwa/translations.tsv',
  'platform/update/translations.tsv',
];

describe('the texts a chunk bundles from its table', () => {
  it.each(bundledTables)('%s reads as the checked table does', (table) => {
    const text = readFileSync(join(import.meta.dirname, '..', table), 'utf8');
    expect(textTable(text)).toEqual(parseTextTable(text, table));
  });
});
