import { eq } from 'drizzle-orm';
import { voucherLineInputSchema } from '@daftar/contracts/endpoints/accounting-vouchers';
import { recordCodeSchema } from '@daftar/contracts/schemas/list-query';
import type { Queryable } from '@daftar/db/client';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import type { z } from 'zod';
import { DomainError } from '../../errors.ts';
import { openingVoucherPlace, writeOpeningVoucher } from '../opening-voucher.ts';
import { latinDigits, parseInteger } from '../text-values.ts';
import type { CellError, CheckedRow, RowValues, WholeImportSpec } from './kind.ts';
import { optional, schemaCheck } from './kind.ts';
import { fieldsOf } from './kind-fields.ts';

/** A voucher line's own schema, with the account and tafsili named by their codes (a file has no ids). */
const rowSchema = voucherLineInputSchema
  .pick({ debit: true, credit: true, description: true })
  .extend({ accountCode: recordCodeSchema, tafsiliCode: recordCodeSchema.optional() })
  .refine((line) => line.debit > 0 !== line.credit > 0, { path: ['debit'], error: 'LINE_NEEDS_ONE_SIDE' });
export type OpeningRow = z.output<typeof rowSchema>;

function check(values: RowValues) {
  const errors: CellError[] = [];
  const amountOf = (field: 'debit' | 'credit') => {
    const text = values[field] ?? '';
    if (text === '') return 0;
    const value = parseInteger(text);
    if (value === undefined || value < 0) errors.push({ field, code: 'IMPORT_INVALID_AMOUNT' });
    return value ?? 0;
  };
  const input = {
    accountCode: latinDigits(values.accountCode ?? ''),
    tafsiliCode: optional(latinDigits(values.tafsiliCode ?? '')),
    debit: amountOf('debit'),
    credit: amountOf('credit'),
    description: optional(values.description),
  };
  return schemaCheck(rowSchema, input, errors);
}

/** The company's moein accounts and tafsili by code, as the rows name them. */
function chartByCode(db: Queryable, companyId: number) {
  const account = new Map(
    db
      .select({ id: accounts.id, code: accounts.code, level: accounts.level, archived: accounts.archived })
      .from(accounts)
      .where(eq(accounts.companyId, companyId))
      .all()
      .map((row) => [row.code, row]),
  );
  const tafsili = new Map(
    db
      .select({ id: tafsiliAccounts.id, code: tafsiliAccounts.code, archived: tafsiliAccounts.archived })
      .from(tafsiliAccounts)
      .where(eq(tafsiliAccounts.companyId, companyId))
      .all()
      .map((row) => [row.code, row]),
  );
  return { account, tafsili };
}

/** Each row's account is a moein the company posts to, its tafsili one the company has (the voucher's own rules). */
function crossCheck(db: Queryable, companyId: number, rows: readonly CheckedRow<OpeningRow>[]) {
  const chart = chartByCode(db, companyId);
  const refusals = new Map<number, CellError[]>();
  for (const { row, input } of rows) {
    const errors: CellError[] = [];
    const account = chart.account.get(input.accountCode);
    if (!account) errors.push({ field: 'accountCode', code: 'ACCOUNT_NOT_FOUND' });
    else if (account.level !== 'MOEIN') errors.push({ field: 'accountCode', code: 'ACCOUNT_NOT_POSTABLE' });
    else if (account.archived) errors.push({ field: 'accountCode', code: 'ACCOUNT_ARCHIVED' });
    const tafsili = input.tafsiliCode === undefined ? null : chart.tafsili.get(input.tafsiliCode);
    if (tafsili === undefined) errors.push({ field: 'tafsiliCode', code: 'TAFSILI_NOT_FOUND' });
    else if (tafsili?.archived) errors.push({ field: 'tafsiliCode', code: 'TAFSILI_ARCHIVED' });
    if (errors.length > 0) refusals.set(row, errors);
  }
  return refusals;
}

const totals = (rows: readonly OpeningRow[]) => {
  const debit = rows.reduce((sum, row) => sum + row.debit, 0);
  const credit = rows.reduce((sum, row) => sum + row.credit, 0);
  return { debit, credit, difference: debit - credit };
};

/**
 * Opening balances per moein account (and tafsili): the open year's opening voucher, written whole. A row repeating
 * an earlier row's account and tafsili is a duplicate (skip, update or refuse, as chosen).
 */
export const openingBalancesImport: WholeImportSpec<OpeningRow> = {
  kind: 'opening-balances',
  fields: fieldsOf('opening-balances'),
  check,
  keysOf: (input) => [`accountCode:${input.accountCode}/${input.tafsiliCode ?? ''}`],
  // Rows are lines of one voucher, not records: they repeat only each other.
  existing: () => [],
  crossCheck,
  whole: {
    preview: (db, companyId, inputs, onDuplicate) => {
      const place = openingVoucherPlace(db, companyId, onDuplicate);
      return {
        date: place.year?.startDate ?? null,
        ...totals(inputs),
        replaces: place.current ? { voucherId: place.current.id, number: place.current.number } : null,
        refusal: place.refusal?.code ?? null,
      };
    },
    write: (tx, companyId, inputs, options) => {
      const sums = totals(inputs);
      if (sums.difference !== 0) {
        throw new DomainError(
          'unprocessable',
          'IMPORT_OPENING_UNBALANCED',
          Object.entries(sums).map(([path, value]) => ({ path, message: String(value) })),
        );
      }
      const chart = chartByCode(tx, companyId);
      const lines = inputs.map((row) => ({
        accountId: chart.account.get(row.accountCode)?.id ?? 0,
        tafsiliId: row.tafsiliCode === undefined ? null : (chart.tafsili.get(row.tafsiliCode)?.id ?? 0),
        debit: row.debit,
        credit: row.credit,
        description: row.description ?? null,
      }));
      writeOpeningVoucher(tx, companyId, lines, options);
    },
  },
};
