import { readFileSync } from 'node:fs';
import type { ImportKind } from '@daftar/contracts/endpoints/imports';
import type { ImportFieldSpec } from './kind.ts';

/**
 * Reads the fields table: a header row, then one row per field, in the template's order — kind, key, `required` or
 * empty, the English and Persian headers, the other headers separated by ` | `, the example in each language, and
 * what may be written in each language (both empty where the field is free text).
 */
export function readFieldTable(table: string): Map<string, ImportFieldSpec[]> {
  const byKind = new Map<string, ImportFieldSpec[]>();
  for (const row of table.trim().split('\n').slice(1)) {
    const [
      kind = '',
      key = '',
      required = '',
      en = '',
      fa = '',
      aliases = '',
      exampleEn = '',
      exampleFa = '',
      ...allowed
    ] = row.split('\t');
    const [allowedEn = '', allowedFa = ''] = allowed;
    if (!key || !en || !fa) throw new Error(`import fields: a ${kind} row lacks its key or a header: ${row}`);
    const field: ImportFieldSpec = {
      key,
      required: required === 'required',
      en,
      fa,
      aliases: aliases ? aliases.split(' | ') : [],
      example: { en: exampleEn, fa: exampleFa },
      ...(allowedEn || allowedFa ? { allowed: { en: allowedEn, fa: allowedFa } } : {}),
    };
    byKind.set(kind, [...(byKind.get(kind) ?? []), field]);
  }
  return byKind;
}

/** The fields are data, kept as a table in `fields.tsv`. */
const fieldTable = readFieldTable(readFileSync(new URL('./fields.tsv', import.meta.url), 'utf8'));

/** A kind's fields, in the template's order. */
export function fieldsOf(kind: ImportKind): readonly ImportFieldSpec[] {
  const fields = fieldTable.get(kind);
  if (!fields) throw new Error(`import fields: fields.tsv has no rows for ${kind}`);
  return fields;
}
