import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTextTable } from '@daftar/contracts/translations/parse-text-table';
import { describe, expect, it } from 'vitest';
import { signInFormErrors } from './form-errors.ts';

const errorsTable = join(import.meta.dirname, '..', '..', '..', '..', 'contracts', 'src', 'translations', 'errors.tsv');

describe("the sign-in form's bundled error texts", () => {
  it('are the API error table’s own, word for word', () => {
    const table = parseTextTable(readFileSync(errorsTable, 'utf8'), errorsTable);
    for (const [key, texts] of Object.entries(signInFormErrors)) expect(texts, key).toEqual(table[key]);
  });
});
