import { describe, expect, it } from 'vitest';
import { queryPlanOf, statementsPreparedBy } from '../support/query-plans.ts';
import { openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openInvoiceBooks, async (books) => {
  await books.api('POST', books.base, {
    kind: 'SELL',
    stakeholderId: books.customer,
    issueDate: '2026-05-10',
    lines: [{ itemId: books.product, quantity: 1, unitPrice: 1_000_000 }],
    issue: true,
  });
});

/** The SQL of every statement a list call prepares on the invoices or their roll-up: the page, then the totals. */
const statementsOf = (query: string) =>
  statementsPreparedBy(k.t.db, ['invoices', 'invoice_list_totals'], () => k.api('GET', `${k.base}?${query}`));

const planOf = (sql: string) => queryPlanOf(k.t.db, sql);

describe('GET invoices: the page comes off an index in order, the totals off the roll-up', () => {
  it.each([
    ['', 'invoices_company_date_idx (company_id=?)'],
    ['kind=SELL', 'invoices_company_kind_date_idx (company_id=? AND kind=?)'],
    ['kind=SELL&sort=stakeholderName&page=3', 'invoices_company_kind_sort_name_idx (company_id=? AND kind=?)'],
    ['sort=-grandTotal', 'invoices_company_grand_total_idx (company_id=?)'],
    [
      'status=PAID&from=2026-05-01&to=2026-05-31',
      'invoices_company_status_date_idx (company_id=? AND status=? AND issue_date>? AND issue_date<?)',
    ],
  ])('?%s reads %s, and sums the roll-up by its key', async (query, index) => {
    const [page, totals, ...more] = await statementsOf(query);
    expect(more).toEqual([]);
    expect(planOf(page ?? '')).toBe(`SEARCH invoices USING INDEX ${index}`);
    expect(planOf(totals ?? '')).toMatch(/^SEARCH invoice_list_totals USING PRIMARY KEY \(company_id=\? AND kind=\?/);
  });

  it('?q=S-12 reads the rows the trigram index names, and sums the same rows', async () => {
    const [page, totals, ...more] = await statementsOf(`q=${encodeURIComponent('S-12')}`);
    expect(more).toEqual([]);
    const searched =
      'SEARCH invoices USING INTEGER PRIMARY KEY (rowid=?)\nLIST SUBQUERY 1\nSCAN invoices_search VIRTUAL TABLE INDEX 0:M1';
    expect(planOf(page ?? '')).toBe(`${searched}\nUSE TEMP B-TREE FOR ORDER BY`);
    expect(planOf(totals ?? '')).toBe(searched);
  });
});
