import { and, eq } from 'drizzle-orm';
import { tafsiliInputSchema } from '@daftar/contracts/endpoints/accounting-chart';
import { type TafsiliRow, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import type { z } from 'zod';
import { tafsiliTable } from '../../accounting/tafsili.ts';
import { nextCode } from '../../record-codes.ts';
import { parseChoice } from '../text-values.ts';
import {
  type CellError,
  type ImportFieldSpec,
  type ImportKindSpec,
  optional,
  type RowValues,
  schemaCheck,
} from './kind.ts';

const fields: readonly ImportFieldSpec[] = [
  {
    key: 'code',
    required: false,
    en: 'Code',
    fa: 'کد',
    aliases: ['کد تفصیلی', 'کد حساب', 'شماره', 'account code'],
    example: { en: '5001', fa: '5001' },
    allowed: {
      en: 'Letters, digits and dashes, at most 20; empty: the next free code',
      fa: 'حرف لاتین، رقم و خط تیره، حداکثر ۲۰؛ خالی: کد آزاد بعدی',
    },
  },
  {
    key: 'name',
    required: true,
    en: 'Name',
    fa: 'نام',
    aliases: ['عنوان', 'نام تفصیلی', 'شرح', 'title', 'account name'],
    example: { en: 'Tehran branch project', fa: 'پروژه شعبه تهران' },
  },
  {
    key: 'kind',
    required: false,
    en: 'Type',
    fa: 'نوع',
    aliases: ['نوع تفصیلی', 'kind', 'group'],
    example: { en: 'Project', fa: 'پروژه' },
    allowed: { en: 'Project or Other; empty: Other', fa: 'پروژه یا سایر؛ خالی: سایر' },
  },
];

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
  const kindText = values.kind ?? '';
  const kind = kindText === '' ? 'OTHER' : parseChoice(kindText, kinds);
  if (kind === undefined) errors.push({ field: 'kind', code: 'IMPORT_INVALID_CHOICE' });
  const input = { kind: kind ?? 'OTHER', code: optional(values.code), name: values.name ?? '' };
  return schemaCheck(tafsiliInputSchema, input, errors);
}

const valuesOf = (row: TafsiliRow): RowValues => ({ code: row.code, name: row.name, kind: row.kind });

/** Detail (tafsili) accounts of the projects and other kinds: duplicates by code. */
export const tafsiliImport: ImportKindSpec<Input> = {
  kind: 'tafsili',
  fields,
  check,
  keysOf: (input) => (input.code ? [`code:${input.code}`] : []),
  existing: (db, companyId) =>
    db
      .select()
      .from(tafsiliAccounts)
      .where(eq(tafsiliAccounts.companyId, companyId))
      .all()
      .map((row) => ({ record: { id: row.id, code: row.code, values: valuesOf(row) }, keys: [`code:${row.code}`] })),
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
    const current = tx
      .select()
      .from(tafsiliAccounts)
      .where(and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.id, id)))
      .get();
    // A person's or the treasury's tafsili keeps its kind: only its name follows the file.
    const kind = current && current.kind in kinds ? input.kind : current?.kind;
    tx.update(tafsiliAccounts)
      .set({ code, name: input.name, ...(kind ? { kind } : {}) })
      .where(and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.id, id)))
      .run();
  },
};
