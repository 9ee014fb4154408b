import { and, eq } from 'drizzle-orm';
import { accountInputSchema } from '@daftar/contracts/endpoints/accounting-chart';
import { recordCodeSchema } from '@daftar/contracts/schemas/list-query';
import type { Queryable } from '@daftar/db/client';
import { type AccountLevel, type AccountRow, accounts } from '@daftar/db/schema/accounting-chart';
import type { z } from 'zod';
import { latinDigits, parseChoice } from '../text-values.ts';
import {
  type CellError,
  type CheckedRow,
  type ImportFieldSpec,
  optional,
  type RecordImportSpec,
  type RowValues,
  schemaCheck,
} from './kind.ts';

const fields: readonly ImportFieldSpec[] = [
  {
    key: 'code',
    required: true,
    en: 'Code',
    fa: 'کد',
    aliases: ['کد حساب', 'شماره حساب', 'account code'],
    example: { en: '1104', fa: '1104' },
    allowed: { en: 'Letters, digits and dashes, at most 20', fa: 'حرف لاتین، رقم و خط تیره، حداکثر ۲۰' },
  },
  {
    key: 'nameFa',
    required: true,
    en: 'Persian name',
    fa: 'نام فارسی',
    aliases: ['نام حساب', 'عنوان حساب', 'عنوان', 'نام', 'name', 'account name'],
    example: { en: 'صندوق شعبه', fa: 'صندوق شعبه' },
  },
  {
    key: 'nameEn',
    required: false,
    en: 'English name',
    fa: 'نام انگلیسی',
    aliases: ['نام لاتین', 'english', 'name en'],
    example: { en: 'Branch cash', fa: 'Branch cash' },
  },
  {
    key: 'parentCode',
    required: true,
    en: 'Parent code',
    fa: 'کد حساب بالادست',
    aliases: ['کد والد', 'کد کل', 'کد گروه', 'حساب کل', 'parent', 'parent account'],
    example: { en: '11', fa: '11' },
    allowed: {
      en: 'A group’s code (the row is a kol) or a kol’s (the row is a moein), the chart’s or an earlier row’s',
      fa: 'کد یک گروه (ردیف حساب کل است) یا یک کل (ردیف حساب معین است)، از سرفصل یا ردیف‌های قبلی',
    },
  },
  {
    key: 'nature',
    required: false,
    en: 'Nature',
    fa: 'ماهیت',
    aliases: ['ماهیت حساب', 'nature of balance'],
    example: { en: 'Debit', fa: 'بدهکار' },
    allowed: { en: 'Debit, Credit or None; empty: the parent’s', fa: 'بدهکار، بستانکار یا ندارد؛ خالی: ماهیت بالادست' },
  },
];

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
  const natureText = values.nature ?? '';
  const nature = natureText === '' ? undefined : parseChoice(natureText, natures);
  if (natureText !== '' && nature === undefined) errors.push({ field: 'nature', code: 'IMPORT_INVALID_CHOICE' });
  const input = {
    code: latinDigits(values.code ?? ''),
    nameFa: values.nameFa ?? '',
    nameEn: optional(values.nameEn),
    nature,
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
  fields,
  check,
  keysOf: (input) => [`code:${input.code}`],
  existing: (db, companyId) => {
    const rows = companyAccounts(db, companyId);
    const codeById = new Map(rows.map((row) => [row.id, row.code]));
    return rows.map((row) => ({
      record: { id: row.id, code: row.code, values: valuesOf(row, codeById) },
      keys: [`code:${row.code}`],
    }));
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
