import { and, eq } from 'drizzle-orm';
import { accountInputSchema } from '@daftar/contracts/endpoints/accounting-chart';
import { recordCodeSchema } from '@daftar/contracts/schemas/list-query';
import type { Queryable } from '@daftar/db/client';
import { type AccountLevel, type AccountRow, accounts } from '@daftar/db/schema/accounting-chart';
import type { z } from 'zod';
import { latinDigits, parseChoice } from '../text-values.ts';
import type { CellError, CheckedRow, RecordImportSpec, RowValues } from './kind.ts';
import { cellReader, existingRecords, optional, schemaCheck } from './kind.ts';
import { fieldsOf } from './kind-fields.ts';

const natures = {
  DEBIT: ['debit', 'dr', 'بدهکار', 'بد'],
  CREDIT: ['credit', 'cr', 'بستانکار', 'بس'],
  NONE: ['none', 'ندارد', 'بدون ماهیت', 'مهم نیست'],
} as const;

/** The account form's own fields, with the parent named by its code (a file has no ids). */
const rowSchema = accountInputSchema
  .pick({ code: true, nameFa: true, nameEn: true, nature: true })
  .extend({ parentCode: recordCodeSchema });
type Input = z.output<typeof rowSchema>;

function check(values: RowValues) {
  const errors: CellError[] = [];
  const read = cellReader(values, errors);
  const input = {
    code: latinDigits(values.code ?? ''),
    nameFa: values.nameFa ?? '',
    nameEn: optional(values.nameEn),
    nature: read('nature', 'IMPORT_INVALID_CHOICE', (text) => parseChoice(text, natures)),
    parentCode: latinDigits(values.parentCode ?? ''),
  };
  return schemaCheck(rowSchema, input, errors);
}

const companyAccounts = (db: Queryable, companyId: number) =>
  db.select().from(accounts).where(eq(accounts.companyId, companyId)).all();

function valuesOf(row: AccountRow, codeById: Map<number, string>): RowValues {
  return {
    code: row.code,
    nameFa: row.nameFa,
    nameEn: row.nameEn ?? '',
    parentCode: row.parentId === null ? '' : (codeById.get(row.parentId) ?? ''),
    nature: row.nature,
  };
}

const childLevel: Record<AccountLevel, AccountLevel | null> = { GROUP: 'KOL', KOL: 'MOEIN', MOEIN: null };

/**
 * Each row's parent: a group or kol of the chart, or a kol an earlier good row adds. An update keeps the account
 * under the parent it has (moving a posted account changes its history's statement: the chart's form does that).
 */
function crossCheck(db: Queryable, companyId: number, rows: readonly CheckedRow<Input>[]) {
  const levelByCode = new Map(companyAccounts(db, companyId).map((row) => [row.code, row.level]));
  const refusals = new Map<number, CellError[]>();
  for (const { row, input, record } of rows) {
    const parent = levelByCode.get(input.parentCode);
    const level = parent ? childLevel[parent] : null;
    let refusal: CellError | null = null;
    if (record && record.values.parentCode !== input.parentCode) {
      refusal = { field: 'parentCode', code: 'IMPORT_ACCOUNT_CANNOT_MOVE' };
    } else if (!parent) refusal = { field: 'parentCode', code: 'IMPORT_PARENT_NOT_FOUND' };
    else if (!level) refusal = { field: 'parentCode', code: 'IMPORT_PARENT_NOT_ALLOWED' };
    if (refusal) refusals.set(row, [refusal]);
    else if (level && !record) levelByCode.set(input.code, level);
  }
  return refusals;
}

/** Kol and moein accounts under the chart's groups: duplicates by code. Level, type and nature follow the parent. */
export const accountsImport: RecordImportSpec<Input> = {
  kind: 'accounts',
  fields: fieldsOf('accounts'),
  check,
  keysOf: (input) => [`code:${input.code}`],
  existing: (db, companyId) => {
    const rows = companyAccounts(db, companyId);
    const codeById = new Map(rows.map((row) => [row.id, row.code]));
    return existingRecords(rows, (row) => valuesOf(row, codeById));
  },
  crossCheck,
  // Every row names its code (the schema requires one): no code is ever given out.
  firstFreeCode: () => 0,
  insertAll: (tx, companyId, rows) => {
    const byCode = new Map(companyAccounts(tx, companyId).map((row) => [row.code, row]));
    return rows.map(({ input, code }) => {
      const parent = byCode.get(input.parentCode);
      const level = parent ? childLevel[parent.level] : null;
      // The checks across rows placed every row; a parent missing here is a fault, not a user's mistake.
      if (!parent || !level) throw new Error(`account ${code}: parent ${input.parentCode} is not a group or kol`);
      const row = tx
        .insert(accounts)
        .values({
          companyId,
          parentId: parent.id,
          level,
          type: parent.type,
          nature: input.nature ?? parent.nature,
          code,
          nameFa: input.nameFa,
          nameEn: input.nameEn ?? null,
        })
        .returning()
        .get();
      byCode.set(code, row);
      return row.id;
    });
  },
  replace: (tx, companyId, id, input) => {
    tx.update(accounts)
      .set({ nameFa: input.nameFa, nameEn: input.nameEn ?? null, ...(input.nature ? { nature: input.nature } : {}) })
      .where(and(eq(accounts.companyId, companyId), eq(accounts.id, id)))
      .run();
  },
};
