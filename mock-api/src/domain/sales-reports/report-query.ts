import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';

/** A grouping field as SQL: its key, and its label when that is not the key (a party's name for its id). */
export interface GroupSql {
  key: SQL;
  label?: SQL;
}

export interface Sort {
  field: string;
  dir: SQL;
}

/** `total` ascending, `-total` descending (the lists' convention). */
export function parseSort(sort: string): Sort {
  return sort.startsWith('-') ? { field: sort.slice(1), dir: sql`desc` } : { field: sort, dir: sql`asc` };
}

export const pageOf = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * The grouped rows' order: by the groups' labels (`group`), by one of the sums (quoted aliases from a fixed list),
 * or the report's fallback when the sort asked for is a row's field; keys break ties so pages never overlap.
 */
export function orderOf(sort: Sort, fallback: Sort, sums: readonly string[]): SQL {
  const chosen = sort.field === 'group' || sums.includes(sort.field) ? sort : fallback;
  const first =
    chosen.field === 'group'
      ? sql`g_label ${chosen.dir}, g_sub_label ${chosen.dir}`
      : sql`${sql.raw(`"${chosen.field}"`)} ${chosen.dir}`;
  return sql`${first}, g_key, g_sub_key`;
}

/**
 * One page of groups on one or two levels with their sums, and how many groups there are. `prefix` (a `with`) comes
 * before each statement; `from` is the report's `from … where …`; the sums are `figures`.
 */
export function groupedPage(
  db: Queryable,
  options: {
    prefix: SQL;
    from: SQL;
    levels: readonly GroupSql[];
    figures: SQL;
    order: SQL;
    page: { limit: number; offset: number };
  },
) {
  const [first, second] = options.levels;
  if (!first) throw new Error('groupedPage needs a level');
  const keys = sql`${first.key} as g_key, ${first.label ?? first.key} as g_label,
    ${second ? second.key : sql`null`} as g_sub_key, ${second ? (second.label ?? second.key) : sql`null`} as g_sub_label`;
  const groupBy = second ? sql`group by g_key, g_sub_key` : sql`group by g_key`;
  // The window counts the groups before the page is cut, so one pass gives the page and how many groups there are;
  // a page past the last one has no row to carry it and counts apart.
  const rows = db.all<Record<string, unknown> & { g_key: string | null; g_label: string | null; g_count: number }>(
    sql`${options.prefix}
    select ${keys}, count(*) over () as g_count, ${options.figures} ${options.from} ${groupBy} order by ${options.order}
    limit ${options.page.limit} offset ${options.page.offset}`,
  );
  const total =
    rows[0]?.g_count ??
    db.get<{ n: number }>(sql`${options.prefix} select count(*) as n from (select ${keys} ${options.from} ${groupBy})`)
      ?.n ??
    0;
  return {
    total,
    rows: rows.map(({ g_key, g_label, g_sub_key, g_sub_label, g_count: _, ...figures }) => ({
      ...figures,
      key: String(g_key ?? ''),
      label: String(g_label ?? ''),
      subKey: second ? String(g_sub_key ?? '') : null,
      subLabel: second ? String(g_sub_label ?? '') : null,
    })),
  };
}
