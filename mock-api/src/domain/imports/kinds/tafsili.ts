import { and, eq } from 'drizzle-orm';
import { tafsiliInputSchema } from '@daftar/contracts/endpoints/accounting-chart';
import { type TafsiliRow, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import type { z } from 'zod';
import { tafsiliTable } from '../../accounting/tafsili.ts';
import { nextCode } from '../../record-codes.ts';
import { parseChoice } from '../text-values.ts';
import type { CellError, ImportKindSpec, RowValues } from './kind.ts';
import { cellReader, existingRecords, optional, schemaCheck } from './kind.ts';
import { fieldsOf } from './kind-fields.ts';
import { ownedRow } from '../../owned-row.ts';

/**
 * The kinds a file may make: a person's, a bank account's or a cash box's tafsili belongs to its record and is made
 * with it (a customer, a treasury account), never alone.
 */
const kinds = {
  PROJECT: ['project', 'پروژه'],
  OTHER: ['other', 'سایر', 'دیگر', 'متفرقه'],
} as const;

type Input = z.output<typeof tafsiliInputSchema>;

function check(values: RowValues) {
  const errors: CellError[] = [];
  const kind = cellReader(values, errors)('kind', 'IMPORT_INVALID_CHOICE', (text) => parseChoice(text, kinds));
  const input = { kind: kind ?? 'OTHER', code: optional(values.code), name: values.name ?? '' };
  return schemaCheck(tafsiliInputSchema, input, errors);
}

const valuesOf = (row: TafsiliRow): RowValues => ({ code: row.code, name: row.name, kind: row.kind });

/** Detail (tafsili) accounts of the projects and other kinds: duplicates by code. */
export const tafsiliImport: ImportKindSpec<Input> = {
  kind: 'tafsili',
  fields: fieldsOf('tafsili'),
  check,
  keysOf: (input) => (input.code ? [`code:${input.code}`] : []),
  existing: (db, companyId) =>
    existingRecords(db.select().from(tafsiliAccounts).where(eq(tafsiliAccounts.companyId, companyId)).all(), valuesOf),
  firstFreeCode: (db, companyId) => Number(nextCode(db, tafsiliTable, companyId)),
  insertAll: (tx, companyId, rows) =>
    rows.map(
      ({ input, code }) =>
        tx
          .insert(tafsiliAccounts)
          .values({ companyId, kind: input.kind, code, name: input.name, archived: false })
          .returning({ id: tafsiliAccounts.id })
          .get().id,
    ),
  replace: (tx, companyId, id, input, code) => {
    const current = ownedRow(tx, tafsiliAccounts, [tafsiliAccounts.companyId, companyId], id);
    // A person's or the treasury's tafsili keeps its kind: only its name follows the file.
    const kind = current && current.kind in kinds ? input.kind : current?.kind;
    tx.update(tafsiliAccounts)
      .set({ code, name: input.name, ...(kind ? { kind } : {}) })
      .where(and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.id, id)))
      .run();
  },
};
