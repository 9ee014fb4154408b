import type { TreasuryKind } from '@daftar/contracts/endpoints/treasury-schemas';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db, Queryable } from '@daftar/db/client';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { DomainError } from '../errors.ts';
import { cancelDocumentVoucher, documentVoucher, postDocument } from '../accounting/posting.ts';
import type { VoucherLineInput } from '../accounting/voucher-lines.ts';
import { type CompanyTable, findCompanyRecord, tablePage } from '../list-page.ts';

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

function assertActive(status: 'ACTIVE' | 'CANCELLED'): void {
  if (status === 'CANCELLED') throw new DomainError('conflict', 'TREASURY_DOCUMENT_CANCELLED');
}

/** A table of treasury documents: each row a company's, dated, with `documentLife()`'s status and stamps. */
export type DocumentTable = CompanyTable & { status: SQLiteColumn; cancelledAt: SQLiteColumn; date: SQLiteColumn };

/**
 * The query's page of a company's treasury documents, newest first (a day's last written first), with their count;
 * `by` narrows them to one place's or partner's.
 */
function documentPage<Table extends SQLiteTable & { id: SQLiteColumn; companyId: SQLiteColumn; date: SQLiteColumn }>(
  db: Queryable,
  table: Table,
  companyId: number,
  by: SQL | undefined,
  query: { page: number; pageSize: number },
) {
  return tablePage(db, table, and(eq(table.companyId, companyId), by), [desc(table.date), desc(table.id)], query);
}

/** The fields every treasury document row carries that its voucher repeats. */
interface DocumentRow {
  id: number;
  companyId: number;
  date: string;
  createdBy: number | null;
}

/** Reads a page of a kind's rows as the API answers them (places named, voucher attached). */
type ToDocuments<Row, Document> = (db: Queryable, companyId: number, rows: Row[]) => Document[];

/** What a kind of treasury document is, and what it must hold to before it may be cancelled. */
interface DocumentKindFields<Table extends DocumentTable, Document> {
  table: Table;
  /** The source type its vouchers carry. */
  sourceType: string;
  /** The 404 code of an unknown id. */
  notFound: string;
  toDocuments: ToDocuments<Table['$inferSelect'], Document>;
  /** Vets an active row before its cancellation is written (a cash box may not go below zero). */
  beforeCancel?: (tx: Queryable, row: Table['$inferSelect']) => void;
}

/**
 * A kind of treasury document (a transfer, a settlement, an owner transaction) with the life every kind shares:
 * list a page, read one, post its voucher, cancel it.
 */
export function treasuryDocumentKind<Table extends DocumentTable, Document>({
  table,
  sourceType,
  notFound,
  toDocuments,
  beforeCancel = () => {},
}: DocumentKindFields<Table, Document>) {
  const find = (db: Queryable, companyId: number, id: number): Table['$inferSelect'] =>
    findCompanyRecord(db, table, companyId, id, notFound);
  /** One document as its list answers it: `toDocuments` read over its row alone. */
  const get = (db: Queryable, companyId: number, id: number): Document => {
    const [document] = toDocuments(db, companyId, [find(db, companyId, id)]);
    if (!document) throw new DomainError('not-found', notFound);
    return document;
  };
  return {
    get,
    /** The query's page of the company's documents (`by` narrows them to one place's or partner's), as read. */
    list(db: Queryable, companyId: number, by: SQL | undefined, query: { page: number; pageSize: number }) {
      const { rows, total } = documentPage(db, table, companyId, by, query);
      return { rows: toDocuments(db, companyId, rows), total };
    },
    /** The voucher of a document just written: dated, described and signed as the document row is. */
    post(tx: Queryable, row: DocumentRow, description: string, lines: VoucherLineInput[]): void {
      postDocument(tx, {
        companyId: row.companyId,
        date: row.date,
        sourceType,
        sourceId: row.id,
        description,
        createdBy: row.createdBy,
        lines,
      });
    },
    /**
     * Cancels an active document in one transaction, once `beforeCancel` passes: its temporary voucher is removed or a
     * FINAL one reversed on `date` (today by default), and the row marked CANCELLED; answers the document after.
     */
    cancel(db: Db, companyId: number, id: number, userId: number | null, input: { date?: string | null | undefined }) {
      return db.transaction((tx): Document => {
        const row = find(tx, companyId, id);
        assertActive(row.status);
        beforeCancel(tx, row);
        cancelDocumentVoucher(tx, { companyId, sourceType, sourceId: id }, input.date, userId);
        const now = new Date().toISOString();
        // A table stamped with `updatedAt` has the stamp follow the cancellation too.
        const stamp = 'updatedAt' in table ? { updatedAt: now } : {};
        tx.update(table as DocumentTable)
          .set({ status: 'CANCELLED', cancelledAt: now, ...stamp })
          .where(eq(table.id, id))
          .run();
        return get(tx, companyId, id);
      });
    },
  };
}
