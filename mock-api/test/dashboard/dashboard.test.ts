import type { Dashboard } from '@daftar/contracts/endpoints/dashboard';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { describe, expect, it } from 'vitest';
import { arrangeState } from '../pact/states/context.ts';
import { companyProfileStates } from '../pact/states/company-profile.ts';
import { call } from '../support/http.ts';
import { testAppPer } from '../support/test-app.ts';

const t = testAppPer('test');

const state = companyProfileStates['a company of the signed-in user has its profile and payment methods'];

/**
 * The state's books: two issued sales of 2,750,000 (2 × 1,250,000 + 10% VAT) on 2026-04-10 with no due date, one
 * paid 1,000,000 in cash on 2026-04-15, and a draft (not a sale).
 */
describe('the dashboard answers every widget from the books and the invoices', () => {
  it('at 2026-05-20: cash 1,000,000, receivables 4,500,000 aged 31–60 days, Farvardin’s two sales', async () => {
    const { headers } = await arrangeState(t, state);
    const answer = await call<{ itemInfo: Dashboard }>(
      t.apps.main,
      'GET',
      '/api/v1/companies/1/dashboard?asOf=2026-05-20',
      {
        headers,
      },
    );
    expect(answer.status).toBe(200);
    const dashboard = answer.body.itemInfo;
    expect(dashboard.asOf).toBe('2026-05-20');
    expect(dashboard.cash.total).toBe(1_000_000);
    expect(dashboard.cash.accounts.map((account) => [account.code, account.balance])).toEqual([
      ['1101', 1_000_000],
      ['1102', 0],
      ['1103', 0],
    ]);
    expect(dashboard.receivables).toEqual({
      balance: 4_500_000,
      openInvoices: 4_500_000,
      ageing: { upTo30: 0, days31To60: 4_500_000, days61To90: 0, over90: 0 },
    });
    expect(dashboard.payables).toEqual({
      balance: 0,
      openInvoices: 0,
      ageing: { upTo30: 0, days31To60: 0, days61To90: 0, over90: 0 },
    });
    expect(dashboard.monthlySales).toHaveLength(12);
    expect(dashboard.monthlySales.at(-1)).toMatchObject({ year: 1405, month: 2, total: 0, count: 0 });
    expect(dashboard.monthlySales.at(-2)).toMatchObject({
      year: 1405,
      month: 1,
      start: '2026-03-21',
      end: '2026-04-20',
      total: 5_500_000,
      count: 2,
    });
    expect(dashboard.overdue).toEqual({ count: 0, total: 0, invoices: [] });
    expect(dashboard.recentVouchers).toHaveLength(3);
    expect(dashboard.recentVouchers[0]).toMatchObject({
      date: '2026-04-15',
      sourceType: 'INVOICE_PAYMENT',
      total: 1_000_000,
    });
  });

  it('lists an invoice past its due date as overdue, with the days', async () => {
    const { headers, result } = await arrangeState(t, state);
    const { issuedInvoiceId } = result as { issuedInvoiceId: number };
    const invoice = (
      await call<{ itemInfo: Invoice }>(t.apps.main, 'GET', `/api/v1/companies/1/invoices/${issuedInvoiceId}`, {
        headers,
      })
    ).body.itemInfo;
    await call(t.apps.main, 'PUT', `/api/v1/companies/1/invoices/${issuedInvoiceId}`, {
      headers,
      body: {
        kind: 'SELL',
        stakeholderId: invoice.stakeholderId,
        issueDate: invoice.issueDate,
        dueDate: '2026-04-30',
        lines: invoice.lines.map((line) => ({
          itemId: line.itemId,
          quantity: 2,
          unitPrice: line.unitPrice,
          discountType: 'AMOUNT',
          discountValue: 0,
        })),
        discount: 0,
        shipping: 0,
        otherAdditions: 0,
      },
    });
    const answer = await call<{ itemInfo: Dashboard }>(
      t.apps.main,
      'GET',
      '/api/v1/companies/1/dashboard?asOf=2026-05-20',
      { headers },
    );
    expect(answer.body.itemInfo.overdue).toEqual({
      count: 1,
      total: 2_750_000,
      invoices: [
        expect.objectContaining({ id: issuedInvoiceId, dueDate: '2026-04-30', daysOverdue: 20, balanceDue: 2_750_000 }),
      ],
    });
  });

  it('refuses a date that is no date', async () => {
    const { headers } = await arrangeState(t, state);
    const answer = await call(t.apps.main, 'GET', '/api/v1/companies/1/dashboard?asOf=1405-13-01', { headers });
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ path: 'query.asOf', message: 'INVALID_DATE' }] } });
  });
});
