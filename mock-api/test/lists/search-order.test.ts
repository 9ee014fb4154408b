import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { items } from '@daftar/db/schema/items';
import { listClauses } from '../../src/domain/list-page.ts';

const columns = {
  companyId: items.companyId,
  id: items.id,
  searchText: items.searchText,
  sortable: { name: items.sortName },
};
const dialect = new SQLiteSyncDialect();

/** The words a list's walk of the company tests on each row, in the order SQLite tests them. */
function testedWords(q: string): unknown[] {
  const { where } = listClauses(columns, 7, { page: 1, pageSize: 50, sort: 'name', q }, []);
  const { sql, params } = dialect.sqlToQuery(where);
  expect(sql.match(/instr\(/g)).toHaveLength(params.length - 1);
  return params.slice(1);
}

describe('a search that walks the company tests a word too short for the index first', () => {
  it('«مدل ۷۷»: the two digits before the word most models share, so most rows stop at the first test', () => {
    expect(testedWords('مدل ۷۷')).toEqual(['77', 'مدل']);
  });

  it('keeps the order of the words otherwise', () => {
    expect(testedWords('مریم احمدی')).toEqual(['مریم', 'احمدی']);
    expect(testedWords('ab 12 برنج')).toEqual(['ab', '12', 'برنج']);
  });
});
