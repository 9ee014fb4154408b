import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Queryable } from '@daftar/db/client';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import { HttpError } from '../http/http-error.ts';

/** What every company list takes (contracts' pageQueryShape plus a `field`/`-field` sort). */
export interface PageQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort: string;
}

export interface ListColumns {
  companyId: SQLiteColumn;
  id: SQLiteColumn;
  /** The stored searchTextOf(…) key that `q` matches. */
  searchText: SQLiteColumn;
  /** The column behind each sortable field of the contract. */
  sortable: Record<string, SQLiteColumn>;
}

export interface ListClauses {
  where: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * Each word of `q` must appear in the row's search key, in any order ("احمدی مریم" finds «مریم احمدی»). Both sides
 * are normalised the same way, so Persian digits and Arabic letters find their Latin and Persian forms; and since
 * the key is already folded, a plain substring test (instr) does, with no LIKE wildcards to escape.
 */
function searchTerms(column: SQLiteColumn, q: string | undefined): SQL[] {
  const words = normalizeSearchText(q ?? '')
    .split(' ')
    .filter((word) => word !== '');
  return words.map((word) => sql`instr(${column}, ${word}) > 0`);
}

/**
 * The WHERE, ORDER BY and window of one page of a company's list, shared by every list endpoint. Ties are broken
 * by id in the sort's direction: paging is stable, and the (company_id, column) index — whose entries end in the
 * rowid — still yields rows in order, so SQLite never sorts the whole company.
 */
export function listClauses(columns: ListColumns, companyId: number, query: PageQuery, filters: SQL[]): ListClauses {
  const descending = query.sort.startsWith('-');
  const field = descending ? query.sort.slice(1) : query.sort;
  const sortColumn = columns.sortable[field];
  if (!sortColumn) throw new Error(`list: no column for sort field ${field}`);
  const direction = descending ? desc : asc;
  const where = and(eq(columns.companyId, companyId), ...filters, ...searchTerms(columns.searchText, query.q));
  return {
    where: where ?? eq(columns.companyId, companyId),
    orderBy: [direction(sortColumn), direction(columns.id)],
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

/** A company table: its rows carry an id and the company they belong to. */
export type CompanyTable = SQLiteTable & { id: SQLiteColumn; companyId: SQLiteColumn };

/** One page of a company table's rows (by `listClauses`) and how many rows match in all. */
export function listPage<T extends CompanyTable>(
  db: Queryable,
  table: T,
  clauses: ListClauses,
): { rows: T['$inferSelect'][]; total: number } {
  const rows = db
    .select()
    .from(table as SQLiteTable)
    .where(clauses.where)
    .orderBy(...clauses.orderBy)
    .limit(clauses.limit)
    .offset(clauses.offset)
    .all() as T['$inferSelect'][];
  const total =
    db
      .select({ n: count() })
      .from(table as SQLiteTable)
      .where(clauses.where)
      .get()?.n ?? 0;
  return { rows, total };
}

/**
 * A company's record by id: another company's id is as unknown as a made-up one, 404 with the area's code
 * (`ITEM_NOT_FOUND`), never its data.
 */
export function findCompanyRecord<T extends CompanyTable>(
  db: Queryable,
  table: T,
  companyId: number,
  id: number,
  notFound: string,
): T['$inferSelect'] {
  const row = db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .get();
  if (!row) throw new HttpError(404, notFound);
  return row as T['$inferSelect'];
}
