import type { TreasuryKind } from '@daftar/contracts/endpoints/treasury-schemas';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Queryable } from '@daftar/db/client';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { DomainError } from '../errors.ts';
import { documentVoucher } from '../accounting/posting.ts';
import { tablePage } from '../list-page.ts';

/** What the treasury's documents carry for the places they name, and the voucher in force behind them. */
export interface Place {
  id: number;
  name: string;
  kind: TreasuryKind;
}

/** Names and kinds of treasury tafsili ids, for a page of documents. */
export function placesOf(db: Queryable, ids: number[]): Map<number, Place> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: tafsiliAccounts.id, name: tafsiliAccounts.name, kind: tafsiliAccounts.kind })
    .from(tafsiliAccounts)
    .where(inArray(tafsiliAccounts.id, [...new Set(ids)]))
    .all();
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, kind: row.kind as TreasuryKind }] as const));
}

/** A document's place from `placesOf` over the page's ids. */
export function placeOf(places: Map<number, Place>, id: number): Place {
  // Always found: each document's place column refers to its tafsili row (a foreign key), and placesOf read them all.
  return places.get(id) as Place;
}

/** The voucher id and number of a document in force (null once cancelled and removed or reversed). */
export function voucherOf(db: Queryable, companyId: number, sourceType: string, sourceId: number) {
  const voucher = documentVoucher(db, { companyId, sourceType, sourceId });
  return { voucherId: voucher?.id ?? null, voucherNumber: voucher?.number ?? null };
}

/** A moein of the company's chart by code (bank charges 8201…), or 409 at `path` when the chart lacks it. */
export function chartAccountId(db: Queryable, companyId: number, code: string, path: string): number {
  const row = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.code, code), eq(accounts.level, 'MOEIN')))
    .get();
  if (!row)
    throw new DomainError('conflict', 'TREASURY_ACCOUNTS_MISSING', [{ path, message: 'TREASURY_ACCOUNTS_MISSING' }]);
  return row.id;
}

export function assertActive(status: 'ACTIVE' | 'CANCELLED'): void {
  if (status === 'CANCELLED') throw new DomainError('conflict', 'TREASURY_DOCUMENT_CANCELLED');
}

/**
 * The query's page of a company's treasury documents, newest first (a day's last written first), with their count;
 * `by` narrows them to one place's or partner's.
 */
export function documentPage<
  Table extends SQLiteTable & { id: SQLiteColumn; companyId: SQLiteColumn; date: SQLiteColumn },
>(db: Queryable, table: Table, companyId: number, by: SQL | undefined, query: { page: number; pageSize: number }) {
  return tablePage(db, table, and(eq(table.companyId, companyId), by), [desc(table.date), desc(table.id)], query);
}
