import { beforeEach, describe, expect, it } from 'vitest';
import { queryPlanOf, statementsPreparedBy } from '../support/query-plans.ts';
import { companyAreaPerTest } from '../support/company-member.ts';
import { insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';

const area = companyAreaPerTest('stakeholders');
beforeEach(() => {
  insertStakeholder(area.t.db, area.companyId);
});

/** The SQL of every statement a list call prepares on the stakeholders table. */
const statementsOf = (query: string) =>
  statementsPreparedBy(area.t.db, ['stakeholders'], () =>
    call(area.t.apps.main, 'GET', `/api/v1/companies/${area.companyId}/stakeholders?${query}`, {
      headers: area.s.auth,
    }),
  );

const planOf = (sql: string) => queryPlanOf(area.t.db, sql);

/** The statement that reads a page's rows by the ids the list chose (prepared once per database). */
const byIds =
  'SEARCH stakeholders USING INTEGER PRIMARY KEY (rowid=?)\nLIST SUBQUERY 1\nSCAN json_each VIRTUAL TABLE INDEX 1:';

describe('GET stakeholders: the page comes off an index, never a scan and sort of the table', () => {
  it.each([
    ['', 'stakeholders_company_created_idx'],
    ['sort=displayName', 'stakeholders_company_sort_name_idx'],
    ['sort=-code', 'stakeholders_company_code_unique'],
    ['sort=-creditLimit', 'stakeholders_company_credit_limit_idx'],
  ])('?%s reads the ids off %s in order, then their rows; the total is the roll-up’s', async (query, index) => {
    const [ids, rows, ...more] = await statementsOf(query);
    expect(more).toEqual([]);
    expect(planOf(ids ?? '')).toMatch(
      new RegExp(`^SEARCH stakeholders USING COVERING INDEX ${index} \\(company_id=\\?\\)$`),
    );
    expect(planOf(rows ?? '')).toMatch(new RegExp(`^${byIds.replace(/[()?]/g, '\\$&')}`));
  });

  it('a search reads the rows the trigram index names, by rowid, sorts only their ids, then reads the page', async () => {
    const [ids, rows, ...more] = await statementsOf(`q=${encodeURIComponent('رضایی')}&sort=displayName`);
    expect(more).toEqual([]);
    expect(planOf(ids ?? '')).toBe(
      [
        'SEARCH stakeholders USING INTEGER PRIMARY KEY (rowid=?)',
        'LIST SUBQUERY 1',
        'SCAN stakeholders_search VIRTUAL TABLE INDEX 0:M1',
        'USE TEMP B-TREE FOR ORDER BY',
      ].join('\n'),
    );
    expect(planOf(rows ?? '')).toMatch(new RegExp(`^${byIds.replace(/[()?]/g, '\\$&')}`));
  });

  it('a search word too short for a trigram still walks only the company (by index), in order', async () => {
    const [ids] = await statementsOf('q=%DB%B0%DB%B9&sort=displayName');
    expect(planOf(ids ?? '')).toBe('SEARCH stakeholders USING INDEX stakeholders_company_sort_name_idx (company_id=?)');
  });
});
