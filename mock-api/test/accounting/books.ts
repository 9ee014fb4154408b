import type { Db } from '@daftar/db/client';
import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import { createTempDb, type TempDb } from '@daftar/db/testing/temp-db';
import { createFiscalYear } from '../../src/domain/accounting/fiscal-years.ts';
import { createTafsili } from '../../src/domain/accounting/tafsili.ts';
import type { VoucherLineInput } from '../../src/domain/accounting/voucher-lines.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A company with the standard chart and settings and an open fiscal year, on a fresh temp database. */
export interface Books extends TempDb {
  companyId: number;
  userId: number;
  yearId: number;
  /** The company's account id for a chart code, e.g. `acc('1101')`. */
  acc(code: string): number;
}

export function openBooks(options: { year?: number; db?: TempDb } = {}): Books {
  const temp = options.db ?? createTempDb();
  const companyId = insertCompany(temp.db).id;
  const userId = insertUser(temp.db).id;
  const ids = insertStandardChart(temp.db, companyId);
  insertStandardSettings(temp.db, companyId, ids);
  const yearId = createFiscalYear(temp.db, companyId, { year: options.year ?? 1405 }).id;
  const acc = (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`no account ${code}`);
    return id;
  };
  return { ...temp, companyId, userId, yearId, acc };
}

/** `openBooks()` in a test app, its user an ACCOUNTANT of the company, signed in; `base` is the books' API path. */
export async function booksOverHttp(): Promise<{ t: TestApp; b: Books; s: TestSession; base: string }> {
  const t = createTestApp();
  const b = openBooks({ db: t });
  const s = await signedIn(t.db, t.config, b.userId);
  addMember(t.db, b.userId, b.companyId, 'ACCOUNTANT');
  return { t, b, s, base: `/api/v1/companies/${b.companyId}/accounting` };
}

export function addTafsili(books: Books, name: string, kind: 'PERSON' | 'BANK_ACCOUNT' | 'CASH_BOX' = 'PERSON') {
  return createTafsili(books.db, books.companyId, { kind, name }).id;
}

/** `dr(id, 100)` and `cr(id, 100)`: a voucher line on one side. */
export const dr = (accountId: number, amount: number, tafsiliId?: number): VoucherLineInput => ({
  accountId,
  tafsiliId: tafsiliId ?? null,
  debit: amount,
  credit: 0,
});
export const cr = (accountId: number, amount: number, tafsiliId?: number): VoucherLineInput => ({
  accountId,
  tafsiliId: tafsiliId ?? null,
  debit: 0,
  credit: amount,
});

/** Every row of each of `tables` in the order written, by table: what a refusal must leave as it was. */
export function tableRows(db: Db, tables: readonly string[]): Record<string, unknown[]> {
  return Object.fromEntries(
    tables.map((table) => [table, db.$client.prepare(`select * from ${table} order by rowid`).all()]),
  );
}

/** Every row of every books table, to prove that a refusal wrote nothing (not even a changed field). */
export function bookRows(db: Db): Record<string, unknown[]> {
  return tableRows(db, [
    'accounts',
    'tafsili_accounts',
    'fiscal_years',
    'vouchers',
    'voucher_lines',
    'accounting_settings',
  ]);
}

/** A voucher's lines as (account, tafsili, debit, credit), in their order; none for a document without a voucher. */
export function voucherLinesOf(db: Db, voucherId: number | null) {
  return db.$client
    .prepare(
      'select account_id as accountId, tafsili_id as tafsiliId, debit, credit from voucher_lines where voucher_id = ? order by row',
    )
    .all(voucherId);
}

/** Every voucher of the company: number, status and whether debits equal credits and the stored total. */
export function voucherChecks(db: Db, companyId: number) {
  return db.$client
    .prepare(
      `select v.id, v.fiscal_year_id as yearId, v.number, v.status, v.kind,
              sum(l.debit) = sum(l.credit) and sum(l.debit) = v.total as balanced
       from vouchers v join voucher_lines l on l.voucher_id = v.id
       where v.company_id = ? group by v.id order by v.fiscal_year_id, v.number`,
    )
    .all(companyId) as { id: number; yearId: number; number: number; status: string; kind: string; balanced: number }[];
}

/** Debit − credit over the whole journal on an account, and on one of its tafsili when given. */
export function journalBalance(db: Db, accountId: number, tafsiliId?: number): number {
  const row = db.$client
    .prepare(
      `select coalesce(sum(debit - credit), 0) as balance from voucher_lines
       where account_id = ? and (? is null or tafsili_id = ?)`,
    )
    .get(accountId, tafsiliId ?? null, tafsiliId ?? null) as { balance: number };
  return row.balance;
}
