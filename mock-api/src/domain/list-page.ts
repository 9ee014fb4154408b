import { and, asc, count, desc, eq, getTableName, gte, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Queryable } from '@daftar/db/client';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import { keptUntilWrite } from './kept-until-write.ts';
import { findOwnedRow } from './owned-row.ts';
import { perDb } from './per-db.ts';

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

/**
 * A list's columns: the owner's (a company's, or a terminal's for the pay lists), the table's id and stored search
 * key, and the column behind each sort field.
 */
export function listColumnsOf(
  owner: SQLiteColumn,
  table: { id: SQLiteColumn; searchText: SQLiteColumn },
  sortable: Record<string, SQLiteColumn>,
): ListColumns {
  return { companyId: owner, id: table.id, searchText: table.searchText, sortable };
}

/** A list's `from` and `to` on one of its dates, both days included; a bound the query leaves out filters nothing. */
export function withinDates(
  column: SQLiteColumn,
  query: { from?: string | undefined; to?: string | undefined },
): SQL[] {
  const filters: SQL[] = [];
  if (query.from) filters.push(gte(column, query.from));
  if (query.to) filters.push(lte(column, query.to));
  return filters;
}

/**
 * A list's filters of equality: for each field named, its column holds the query's value. A field the query leaves
 * out, or a text left empty, filters nothing; `false` is a value (`active=false` keeps the inactive rows).
 */
export function equalFilters<Query extends object>(
  query: Query,
  columns: Partial<Record<keyof Query, SQLiteColumn>>,
): SQL[] {
  return Object.entries(columns).flatMap(([field, column]) => {
    const value: unknown = query[field as keyof Query];
    return value === undefined || value === '' || !column ? [] : [eq(column as SQLiteColumn, value)];
  });
}

export interface ListClauses {
  where: SQL;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** Whether `q` has a word: without one, every row the filters keep is counted, which a roll-up can answer. */
  searched: boolean;
  /** The same page through the search's trigram index, when `q` has a word long enough (see `narrowsEnough`). */
  indexed?: { search: IndexedSearch; where: SQL; orderBy: SQL[] };
}

/** The trigram index (the baseline migration's last block) of each list table's search key, by the table's name. */
const searchIndexes: Readonly<Record<string, string>> = {
  stakeholders: 'stakeholders_search',
  items: 'items_search',
  invoices: 'invoices_search',
};

/** Words shorter than this have no trigram to look up: only the per-row test finds them. */
const trigram = 3;

/**
 * Past this many matching rows (of every company) a search costs more through the index — a lookup of each row and
 * a sort of them all — than the company's sort index walked in order with every row tested (which stops at the page
 * and counts from a covering index): a word in most rows («مدل» in a catalogue's models) takes that walk.
 */
const narrowLimit = 5_000;

/** A search through a trigram index: the rows it names, and the probe of how many there are (up to narrowLimit). */
export interface IndexedSearch {
  condition: SQL;
  probe: SQL;
}

/**
 * The rows a trigram index names for every word of three letters or more, as `id IN (…)`: SQLite reads the few
 * matching rowids from the index instead of testing every row of the company. The index only narrows — each word
 * is still tested on the row (instr), so the answer is exactly the rows that contain every word.
 */
export function indexedSearch(index: string, id: SQLiteColumn, words: string[]): IndexedSearch | undefined {
  const phrases = words.filter((word) => [...word].length >= trigram).map((word) => `"${word.replaceAll('"', '""')}"`);
  if (phrases.length === 0) return undefined;
  const table = sql.identifier(index);
  const match = sql`select rowid from ${table} where ${table} match ${phrases.join(' AND ')}`;
  return {
    condition: sql`${id} in (${match})`,
    probe: sql`select count(*) as n from (${match} limit ${narrowLimit})`,
  };
}

/** Whether the index names few enough rows to read them one by one (a read of at most narrowLimit rowids). */
export function narrowsEnough(db: Queryable, search: IndexedSearch): boolean {
  return (db.get<{ n: number }>(search.probe)?.n ?? narrowLimit) < narrowLimit;
}

/**
 * A column the planner may not use an index for (SQLite's unary `+`). Beside an indexed search, the company and the
 * sort are written this way: without ANALYZE's figures SQLite would otherwise walk the company's sort index and probe
 * every row against the search's rowids; so it reads those rowids and sorts the few rows they name.
 */
export const unindexed = (column: SQLiteColumn): SQL => sql`+${column}`;

/** The words of `q`, normalised as the stored keys are (text/search-text.ts). */
const searchWords = (q: string | undefined) =>
  normalizeSearchText(q ?? '')
    .split(' ')
    .filter((word) => word !== '');

/**
 * The WHERE, ORDER BY and window of one page of a company's list, shared by every list endpoint. Ties are broken
 * by id in the sort's direction: paging is stable, and the (company_id, column) index — whose entries end in the
 * rowid — still yields rows in order, so SQLite never sorts the whole company. Each word of `q` must appear in the
 * row's search key, in any order ("احمدی مریم" finds «مریم احمدی»); both sides are normalised the same way, so
 * Persian digits and Arabic letters find their Latin and Persian forms, and since the key is already folded, a plain
 * substring test (instr) does, with no LIKE wildcards to escape.
 */
export function listClauses(columns: ListColumns, companyId: number, query: PageQuery, filters: SQL[]): ListClauses {
  const descending = query.sort.startsWith('-');
  const field = descending ? query.sort.slice(1) : query.sort;
  const sortColumn = columns.sortable[field];
  if (!sortColumn) throw new Error(`list: no column for sort field ${field}`);
  const direction = descending ? desc : asc;
  const words = searchWords(query.q);
  // Every row is tested when the index cannot narrow: either no word is long enough for it, or its words are in
  // thousands of rows. So a short word goes first, and a row without it skips the test of the broad word: «مدل 77»
  // counts 100,000 items in 10 ms instead of 16.
  const tests = [...words]
    .sort((a, b) => Number([...a].length >= trigram) - Number([...b].length >= trigram))
    .map((word) => sql`instr(${columns.searchText}, ${word}) > 0`);
  const company = eq(columns.companyId, companyId);
  const clauses: ListClauses = {
    where: and(company, ...filters, ...tests) ?? company,
    orderBy: [direction(sortColumn), direction(columns.id)],
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    searched: words.length > 0,
  };
  const index = searchIndexes[getTableName(columns.searchText.table)];
  const search = index ? indexedSearch(index, columns.id, words) : undefined;
  if (!search) return clauses;
  // The index's match is exact for the words it looks up (a trigram phrase is a substring of the key): only the
  // words too short for it are tested on the row.
  const shortTests = words
    .filter((word) => [...word].length < trigram)
    .map((word) => sql`instr(${columns.searchText}, ${word}) > 0`);
  const where = and(sql`${unindexed(columns.companyId)} = ${companyId}`, ...filters, search.condition, ...shortTests);
  const orderBy = [direction(unindexed(sortColumn)), direction(unindexed(columns.id))];
  return { ...clauses, indexed: { search, where: where ?? clauses.where, orderBy } };
}

/** A company table: its rows carry an id and the company they belong to. */
export type CompanyTable = SQLiteTable & { id: SQLiteColumn; companyId: SQLiteColumn };

/**
 * One page of a company table's rows (by `listClauses`) and how many rows match in all. A search the trigram index
 * narrows reads the matching ids in order once — their number is the total — and then the page's rows by id, so
 * neither the index's match nor the rows are read twice, and only ids and sort keys are sorted; those ids are kept
 * until the next write, so another page of the same search, or another caller's, reads only its 50 rows. Without a
 * search, `rolledUpTotal` (a roll-up kept by triggers) answers the total instead of a count of the company's rows.
 */
export function listPage<T extends CompanyTable>(
  db: Queryable,
  table: T,
  listed: ListClauses,
  rolledUpTotal?: () => number,
): { rows: T['$inferSelect'][]; total: number } {
  const ids = listed.indexed && matchingIds(db, table, listed.indexed);
  if (ids)
    return { rows: rowsOf(db, table, ids.slice(listed.offset, listed.offset + listed.limit)), total: ids.length };
  const pageIds = db
    .select({ id: table.id })
    .from(table as SQLiteTable)
    .where(listed.where)
    .orderBy(...listed.orderBy)
    .limit(listed.limit)
    .offset(listed.offset)
    .all()
    .map(({ id }) => id as number);
  const rows = rowsOf(db, table, pageIds);
  const total =
    !listed.searched && rolledUpTotal
      ? rolledUpTotal()
      : (db
          .select({ n: count() })
          .from(table as SQLiteTable)
          .where(listed.where)
          .get()?.n ?? 0);
  return { rows, total };
}

/**
 * How many rows a list's filters keep, from its roll-up (a count per company and filtered values, kept by triggers:
 * the baseline migration's last block) instead of a count of the company's rows; the filters name the roll-up's own columns.
 */
export function rolledUpCount(
  db: Queryable,
  rollUp: SQLiteTable & { companyId: SQLiteColumn },
  rows: SQLiteColumn,
  companyId: number,
  filters: SQL[],
): number {
  const counted = db
    .select({ n: sum(rows).mapWith(Number) })
    .from(rollUp as SQLiteTable)
    .where(and(eq(rollUp.companyId, companyId), ...filters))
    .get();
  return counted?.n ?? 0;
}

/**
 * Every id the search matches, in the list's order, when the index names few enough rows (else undefined: the page
 * walks the sort index); kept until the next write.
 */
function matchingIds(
  db: Queryable,
  table: CompanyTable,
  indexed: NonNullable<ListClauses['indexed']>,
): number[] | undefined {
  const query = db
    .select({ id: table.id })
    .from(table as SQLiteTable)
    .where(indexed.where)
    .orderBy(...indexed.orderBy);
  const { sql: text, params } = query.toSQL();
  return keptUntilWrite(db, `${text}\n${JSON.stringify(params)}`, () =>
    narrowsEnough(db, indexed.search) ? query.all().map(({ id }) => id as number) : undefined,
  );
}

/** The rows of a list of ids: one statement, its ids a JSON array, so it is prepared once per table. */
const rowsByIdQuery = (db: Queryable, table: CompanyTable) =>
  db
    .select()
    .from(table as SQLiteTable)
    .where(sql`${table.id} in (select value from json_each(${sql.placeholder('ids')}))`);

const preparedRowsById = perDb((db) => {
  const prepared = new Map<CompanyTable, { all: (values: { ids: string }) => unknown[] }>();
  return (table: CompanyTable) => {
    let query = prepared.get(table);
    if (!query) {
      query = rowsByIdQuery(db, table).prepare();
      prepared.set(table, query);
    }
    return query;
  };
});

/**
 * A page's rows, read by id in the page's order: the page's ids come from the sort's index (or the search's kept
 * ids), and the rows are read by one statement prepared once, where a `select *` of the page with its sort and
 * filters would be built and prepared anew on each call, which cost more than reading the 50 rows.
 */
function rowsOf<T extends CompanyTable>(db: Queryable, table: T, pageIds: number[]): T['$inferSelect'][] {
  if (pageIds.length === 0) return [];
  const query = '$client' in db ? preparedRowsById(db)(table) : rowsByIdQuery(db, table);
  const rows = query.all({ ids: JSON.stringify(pageIds) }) as (T['$inferSelect'] & { id: number })[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return pageIds.flatMap((id) => byId.get(id) ?? []);
}

/** The query's page of a select already filtered and sorted (`.$dynamic()`): `pageSize` rows from the page's first. */
export function pageWindow<Select extends SQLiteSelect>(select: Select, query: { page: number; pageSize: number }) {
  return select.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
}

/** The query's page of a table's rows that `where` picks, in `orderBy`'s order, and how many it picks in all. */
export function tablePage<Table extends SQLiteTable>(
  db: Queryable,
  table: Table,
  where: SQL | undefined,
  orderBy: SQL[],
  query: { page: number; pageSize: number },
): { rows: Table['$inferSelect'][]; total: number } {
  const rows = pageWindow(
    db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...orderBy)
      .$dynamic(),
    query,
  ).all() as Table['$inferSelect'][];
  const total =
    db
      .select({ n: count() })
      .from(table as SQLiteTable)
      .where(where)
      .get()?.n ?? 0;
  return { rows, total };
}

/**
 * The page `clauses` name of a list's own select (its columns and joins; `.$dynamic()` lets the clauses be added to
 * it): their filters, sort, limit and offset.
 */
export function pageOf<Select extends SQLiteSelect>(select: Select, clauses: ListClauses) {
  return select
    .where(clauses.where)
    .orderBy(...clauses.orderBy)
    .limit(clauses.limit)
    .offset(clauses.offset);
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
  return findOwnedRow(db, table, [table.companyId, companyId], id, notFound);
}
