import {
  bankNameOf,
  type TreasuryAccount,
  type TreasuryAccountFields,
  type TreasuryKind,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db, Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { type TreasuryAccountRow, treasuryAccounts } from '@daftar/db/schema/treasury';
import { DomainError } from '../errors.ts';
import { currentYear, openYearFor } from '../accounting/fiscal-years.ts';
import { reverseDocumentVoucher, replaceDocumentVoucher } from '../accounting/posting.ts';
import { getAccountingSettings } from '../accounting/settings.ts';
import { insertTafsili } from '../accounting/tafsili.ts';
import { findCompanyRecord, pageWindow } from '../list-page.ts';
import { treasuryBalance, treasuryLedgerAccountId } from './treasury-ledger.ts';

/** The opening balance's document in the journal: debit the place, credit capital (what the owners brought). */
export const openingSource = 'TREASURY_OPENING';

const ledgerField = {
  CASH_BOX: 'cashAccountId',
  BANK_ACCOUNT: 'bankAccountId',
  PETTY_CASH: 'pettyCashAccountId',
} as const;

export interface TreasuryListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  kind?: TreasuryKind | undefined;
  sort: 'code' | '-code' | 'name' | '-name';
}

/** Rows with their tafsili code and balance, read in one pass over the ledger index per row. */
function toAccounts(db: Queryable, companyId: number, rows: TreasuryAccountRow[]): TreasuryAccount[] {
  if (rows.length === 0) return [];
  const settings = getAccountingSettings(db, companyId);
  const codes = new Map(
    db
      .select({ id: tafsiliAccounts.id, code: tafsiliAccounts.code })
      .from(tafsiliAccounts)
      .where(
        inArray(
          tafsiliAccounts.id,
          rows.map((row) => row.tafsiliId),
        ),
      )
      .all()
      .map((row) => [row.id, row.code]),
  );
  return rows.map((row) => {
    const ledgerAccountId = settings[ledgerField[row.kind]];
    const { companyId: _company, ...fields } = row;
    return {
      ...fields,
      tafsiliCode: codes.get(row.tafsiliId) ?? '',
      ledgerAccountId,
      balance: ledgerAccountId === null ? 0 : treasuryBalance(db, companyId, row.tafsiliId, ledgerAccountId),
    };
  });
}

/** Every word of `q` in one of the account's fields (no words: no filter, as `and()` of nothing is none). */
function searchFilter(q: string | undefined): SQL | undefined {
  return and(
    ...(q?.match(/\S+/g) ?? []).map((word) => {
      const like = `%${word.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
      const match = (column: SQLiteColumn) => sql`${column} like ${like} escape '\\'`;
      return or(
        match(treasuryAccounts.name),
        match(treasuryAccounts.bankName),
        match(treasuryAccounts.iban),
        match(treasuryAccounts.accountNumber),
        match(treasuryAccounts.holderName),
      );
    }),
  );
}

/** One page of the company's treasury accounts, and how many match and hold together (every page, not this one). */
export function listTreasuryAccounts(db: Queryable, companyId: number, query: TreasuryListQuery) {
  const where = and(
    eq(treasuryAccounts.companyId, companyId),
    query.kind ? eq(treasuryAccounts.kind, query.kind) : undefined,
    searchFilter(query.q),
  );
  const descending = query.sort.startsWith('-');
  const direction = descending ? desc : asc;
  const column = query.sort.endsWith('name') ? treasuryAccounts.name : treasuryAccounts.id;
  const rows = pageWindow(
    db
      .select()
      .from(treasuryAccounts)
      .where(where)
      .orderBy(direction(column), direction(treasuryAccounts.id))
      .$dynamic(),
    query,
  ).all();
  const total = db.select({ n: count() }).from(treasuryAccounts).where(where).get()?.n ?? 0;
  const all = db.select().from(treasuryAccounts).where(where).all();
  const balance = toAccounts(db, companyId, all).reduce((sum, account) => sum + account.balance, 0);
  return { rows: toAccounts(db, companyId, rows), total, totals: { count: total, balance } };
}

export function findTreasuryAccount(db: Queryable, companyId: number, id: number): TreasuryAccountRow {
  return findCompanyRecord(db, treasuryAccounts, companyId, id, 'TREASURY_ACCOUNT_NOT_FOUND');
}

export function getTreasuryAccount(db: Queryable, companyId: number, id: number): TreasuryAccount {
  const [account] = toAccounts(db, companyId, [findTreasuryAccount(db, companyId, id)]);
  if (!account) throw new DomainError('not-found', 'TREASURY_ACCOUNT_NOT_FOUND');
  return account;
}

/** The stored fields: bank ones only on a bank account (its bank named from the IBAN or card when left out). */
function storedFields(input: TreasuryAccountFields) {
  const bank = input.kind === 'BANK_ACCOUNT';
  const bankName = input.bankName || bankNameOf(input.iban, input.cardNumber);
  return {
    name: input.name,
    bankName: bank ? bankName : null,
    branch: bank ? (input.branch ?? null) : null,
    accountNumber: bank ? (input.accountNumber ?? null) : null,
    iban: bank ? (input.iban ?? null) : null,
    cardNumber: bank ? (input.cardNumber ?? null) : null,
    holderName: input.kind === 'PETTY_CASH' ? (input.holderName ?? null) : null,
    cashLimit: input.kind === 'PETTY_CASH' ? (input.cashLimit ?? null) : null,
    openingBalance: input.openingBalance,
    openingDate: input.openingBalance > 0 ? (input.openingDate ?? null) : null,
    description: input.description ?? null,
  };
}

function assertIbanFree(tx: Queryable, companyId: number, iban: string | null, exceptId?: number) {
  if (iban === null) return;
  const other = tx
    .select({ id: treasuryAccounts.id })
    .from(treasuryAccounts)
    .where(and(eq(treasuryAccounts.companyId, companyId), eq(treasuryAccounts.iban, iban)))
    .get();
  if (other && other.id !== exceptId) {
    throw new DomainError('conflict', 'DUPLICATE_IBAN', [{ path: 'body.iban', message: 'DUPLICATE_IBAN' }]);
  }
}

/**
 * Posts (or rewrites, or takes back) the opening balance: a TREASURY_OPENING voucher dated the opening date (the
 * open year's first day unless given) debiting the place and crediting capital — the books' equivalent of an
 * opening line for money that was there before the company kept its books here.
 */
function postOpening(tx: Queryable, companyId: number, row: TreasuryAccountRow, userId: number | null): void {
  const ref = { companyId, sourceType: openingSource, sourceId: row.id };
  if (row.openingBalance === 0) {
    reverseDocumentVoucher(tx, { ...ref, date: row.openingDate ?? currentYear(tx, companyId).startDate });
    return;
  }
  const date = row.openingDate ?? currentYear(tx, companyId).startDate;
  openYearFor(tx, companyId, date, 'body.openingDate');
  const capital = getAccountingSettings(tx, companyId).capitalAccountId;
  if (capital === null) {
    throw new DomainError('conflict', 'TREASURY_ACCOUNTS_MISSING', [
      { path: 'body.openingBalance', message: 'TREASURY_ACCOUNTS_MISSING' },
    ]);
  }
  const accountId = treasuryLedgerAccountId(tx, companyId, row.tafsiliId, 'body.kind');
  replaceDocumentVoucher(tx, {
    ...ref,
    date,
    description: `موجودی اول دوره ${row.name}`,
    createdBy: userId,
    lines: [
      { accountId, tafsiliId: row.tafsiliId, debit: row.openingBalance, credit: 0 },
      { accountId: capital, tafsiliId: null, debit: 0, credit: row.openingBalance },
    ],
  });
}

export function createTreasuryAccount(
  db: Db,
  companyId: number,
  userId: number | null,
  input: TreasuryAccountFields,
): TreasuryAccount {
  return db.transaction((tx) => {
    const fields = storedFields(input);
    assertIbanFree(tx, companyId, fields.iban);
    const tafsili = insertTafsili(tx, companyId, { kind: input.kind, name: input.name });
    const row = tx
      .insert(treasuryAccounts)
      .values({ ...fields, companyId, kind: input.kind, tafsiliId: tafsili.id })
      .returning()
      .get();
    postOpening(tx, companyId, row, userId);
    return getTreasuryAccount(tx, companyId, row.id);
  });
}

/** Replaces the fields (the kind stays); the tafsili follows the name; the opening voucher follows its figure. */
export function updateTreasuryAccount(
  db: Db,
  companyId: number,
  id: number,
  userId: number | null,
  input: TreasuryAccountFields,
): TreasuryAccount {
  return db.transaction((tx) => {
    const current = findTreasuryAccount(tx, companyId, id);
    if (input.kind !== current.kind) {
      throw new DomainError('invalid', 'INVALID_TREASURY_KIND', [
        { path: 'body.kind', message: 'INVALID_TREASURY_KIND' },
      ]);
    }
    const fields = storedFields(input);
    assertIbanFree(tx, companyId, fields.iban, id);
    const row = tx
      .update(treasuryAccounts)
      .set({ ...fields, updatedAt: new Date().toISOString() })
      .where(eq(treasuryAccounts.id, id))
      .returning()
      .get();
    tx.update(tafsiliAccounts).set({ name: input.name }).where(eq(tafsiliAccounts.id, current.tafsiliId)).run();
    if (row.openingBalance !== current.openingBalance || row.openingDate !== current.openingDate) {
      postOpening(tx, companyId, row, userId);
    }
    return getTreasuryAccount(tx, companyId, id);
  });
}
