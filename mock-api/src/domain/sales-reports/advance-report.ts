import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import type { FieldSql } from './filter-sql.ts';
import { type GroupSql, groupedPage, orderOf, pageOf, parseSort, type Sort } from './report-query.ts';

interface AdvanceQuery<Group extends string> {
  q?: string | undefined;
  groupBy?: Group | undefined;
  thenBy?: Group | undefined;
  sort: string;
  page: number;
  pageSize: number;
}

/** What sets one advance report apart: its rows as SQL, its sums, its groups and how it reads single records. */
export interface AdvanceReportSpec<Group extends string, Figures, Row> {
  /** Before each grouped statement (a `with`), or empty. */
  prefix: SQL;
  /** The report's `from … where …`, every condition and the search applied. */
  from: SQL;
  figures: SQL;
  /** The sums a grouped page may sort by. */
  sums: readonly string[];
  groups: Record<Group, GroupSql>;
  /** The grouped order when the sort asked for is a single record's field. */
  fallback: Sort;
  /** A page of single records in `order`; with the totals when its statement carried them. */
  records(order: { column: SQL; dir: SQL }, page: { limit: number; offset: number }): { rows: Row[]; totals?: Figures };
  /** The sort columns of single records, and the column (descending) for a sort that names none of them. */
  rowSorts: Partial<Record<string, SQL>>;
  defaultColumn: SQL;
  /** A group's nulls for the fields only a single record has. */
  recordOnly: Partial<Row>;
}

/** One `instr` condition a word of the search, over a row's normalized search text. */
export function searchSql(searchText: SQL, q: string | undefined): SQL[] {
  return normalizeSearchText(q ?? '')
    .split(' ')
    .filter(Boolean)
    .map((word) => sql`instr(${searchText}, ${word}) > 0`);
}

/** A single record's keys: its id and label on the first level, nothing on the second. */
export const recordKeys = (id: number, label: string) => ({ key: String(id), label, subKey: null, subLabel: null });

/** The sort columns of single records that are filter fields' columns too, and any others by name. */
export function sortColumns<Field extends string>(
  fields: Record<Field, FieldSql>,
  names: readonly Field[],
  others: Record<string, SQL>,
): Partial<Record<string, SQL>> {
  const columns: Partial<Record<string, SQL>> = { ...others };
  for (const name of names) {
    const field = fields[name];
    if ('column' in field) columns[name] = field.column;
  }
  return columns;
}

/**
 * An advance report's answer: one page of single records or of groups on one or two levels, the totals of the whole
 * filtered set and the page's meta; the spec says what differs between reports.
 */
export function advanceReport<Group extends string, Figures extends { count: number }, Row>(
  db: Queryable,
  range: { from: string; to: string },
  query: AdvanceQuery<Group>,
  spec: AdvanceReportSpec<Group, Figures, Row>,
) {
  const sumAll = () => db.get<Figures>(sql`select ${spec.figures} ${spec.from}`) as Figures;
  const sort = parseSort(query.sort);
  const page = pageOf(query);
  const head = { ...range, groupBy: query.groupBy ?? null, thenBy: query.thenBy ?? null };
  const meta = (total: number) => ({ page: query.page, pageSize: query.pageSize, total });
  if (!query.groupBy) {
    const column = spec.rowSorts[sort.field];
    const records = spec.records(
      column ? { column, dir: sort.dir } : { column: spec.defaultColumn, dir: sql`desc` },
      page,
    );
    const totals = records.totals ?? sumAll();
    return { ...head, totals, rows: records.rows, meta: meta(totals.count) };
  }
  const grouped = groupedPage(db, {
    prefix: spec.prefix,
    from: spec.from,
    levels: [spec.groups[query.groupBy], ...(query.thenBy ? [spec.groups[query.thenBy]] : [])],
    figures: spec.figures,
    order: orderOf(sort, spec.fallback, spec.sums),
    page,
  });
  const rows = grouped.rows.map((row) => ({ ...row, ...spec.recordOnly })) as Row[];
  return { ...head, totals: sumAll(), rows, meta: meta(grouped.total) };
}
