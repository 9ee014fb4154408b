import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import * as reportsClient from './sales-reports-client.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const base = '/api/v1/companies/1/sales-reports';
const isoDate = (example: string) => regex(/^\d{4}-\d\d-\d\d$/, example);
const withInvoices = 'a company of the signed-in user has invoices';
const saved = 'the signed-in user saved advance report filters';
const params = { companyId: 1 };
const invoiceFigures = {
  count: integer(3),
  net: integer(2_500_000),
  discount: integer(0),
  vat: integer(250_000),
  total: integer(2_750_000),
  paid: integer(1_000_000),
  balanceDue: integer(1_750_000),
};
const customerFigures = {
  count: integer(1),
  invoices: integer(3),
  amount: integer(2_750_000),
  balanceDue: integer(1_750_000),
};
const noInvoice = {
  invoiceId: null,
  kind: null,
  status: null,
  issueDate: null,
  dueDate: null,
  stakeholderName: null,
  stakeholderCode: null,
  city: null,
};
const savedRow = {
  id: integer(1),
  kind: 'ADVANCE_INVOICE',
  name: string('فاکتورهای بزرگ'),
  query: string(
    'where=%5B%7B%22field%22%3A%22total%22%2C%22op%22%3A%22gte%22%2C%22value%22%3A1000000%7D%5D&groupBy=party',
  ),
  createdAt: string('2026-11-25T10:00:00.000Z'),
};

/** An advance report's answer over the year: its grouping, the totals, one page of 50 of `total`, rows like `row`. */
function advanceReport(grouping: [string | null, string | null], totals: object, total: number, row: object) {
  const [groupBy, thenBy] = grouping;
  return {
    success: true,
    itemInfo: {
      from: isoDate('2026-03-21'),
      to: isoDate('2027-03-20'),
      groupBy,
      thenBy,
      rows: eachLike(row),
      totals,
      meta: { page: integer(1), pageSize: integer(50), total: integer(total) },
    },
  };
}

describe('the sales reports', () => {
  it('answers sales by Jalali month with the totals', async () => {
    await signedInPact(withInvoices, params)
      .uponReceiving('a request for sales by month over Farvardin 1405')
      .request(`GET ${base}/summary`, {
        query: { kind: 'SELL', groupBy: 'MONTH', from: '2026-03-21', to: '2026-04-20' },
      })
      .answersItem(200, {
        kind: 'SELL',
        groupBy: 'MONTH',
        from: isoDate('2026-03-21'),
        to: isoDate('2026-04-20'),
        rows: eachLike({
          key: string('1405-01'),
          code: like(null),
          label: like(null),
          quantity: like(null),
          unit: like(null),
          invoices: integer(2),
          net: integer(2_500_000),
          vat: integer(250_000),
          total: integer(2_750_000),
          returned: integer(0),
        }),
        totals: {
          invoices: integer(2),
          net: integer(2_500_000),
          vat: integer(250_000),
          total: integer(2_750_000),
          returned: integer(0),
        },
      })
      .test(async (client) => {
        const summary = await reportsClient.getSalesSummary(client, 1, {
          kind: 'SELL',
          groupBy: 'MONTH',
          from: '2026-03-21',
          to: '2026-04-20',
        });
        expect(summary.rows[0]?.key).toBe('1405-01');
      });
  });

  it('answers the advance invoice report filtered by conditions and grouped on two levels', async () => {
    const where = JSON.stringify([
      { field: 'kind', op: 'is', value: 'SELL' },
      { field: 'total', op: 'gte', value: 1_000_000 },
    ]);
    await signedInPact(withInvoices, params)
      .uponReceiving('a request for the advance invoice report of sales of at least 1,000,000 by month and status')
      .request(`GET ${base}/invoices`, {
        query: { where, groupBy: 'month', thenBy: 'status', sort: '-total', page: '1', pageSize: '50' },
      })
      .answers(
        200,
        advanceReport(['month', 'status'], invoiceFigures, 2, {
          key: string('1405-01'),
          label: string('1405-01'),
          subKey: string('PAID'),
          subLabel: string('PAID'),
          ...noInvoice,
          ...invoiceFigures,
        }),
      )
      .test(async (client) => {
        const report = await reportsClient.listAdvanceInvoiceReport(client, 1, {
          where,
          groupBy: 'month',
          thenBy: 'status',
          sort: '-total',
          page: 1,
          pageSize: 50,
        });
        expect([report.groupBy, report.thenBy]).toEqual(['month', 'status']);
      });
  });

  it('answers the advance invoice report one invoice a row', async () => {
    const where = JSON.stringify([{ field: 'issueDate', op: 'between', value: ['2026-03-21', '2027-03-20'] }]);
    await signedInPact(withInvoices, params)
      .uponReceiving('a request for the advance invoice report of the year, one invoice a row')
      .request(`GET ${base}/invoices`, { query: { where, sort: 'number', page: '1', pageSize: '50' } })
      .answers(
        200,
        advanceReport([null, null], invoiceFigures, 2, {
          key: string('1'),
          label: string('1'),
          subKey: null,
          subLabel: null,
          invoiceId: integer(1),
          kind: regex(/^(SELL|PURCHASE)$/, 'SELL'),
          status: string('ISSUED'),
          issueDate: isoDate('2026-04-01'),
          dueDate: like(null),
          stakeholderName: string('مریم احمدی'),
          stakeholderCode: string('1007'),
          city: like(null),
          ...invoiceFigures,
        }),
      )
      .test(async (client) => {
        const report = await reportsClient.listAdvanceInvoiceReport(client, 1, {
          where,
          sort: 'number',
          page: 1,
          pageSize: 50,
        });
        expect(report.rows[0]?.invoiceId).toBeTruthy();
      });
  });

  it('answers the advance customer report filtered by their invoices in the range', async () => {
    const where = JSON.stringify([
      { field: 'invoices', op: 'gte', value: 1 },
      { field: 'lastInvoiceDate', op: 'after', value: '2026-03-20' },
    ]);
    await signedInPact(withInvoices, params)
      .uponReceiving('a request for the advance customer report of customers with an invoice in the year')
      .request(`GET ${base}/customers`, { query: { role: 'CUSTOMER', where, page: '1', pageSize: '50' } })
      .answers(
        200,
        advanceReport([null, null], customerFigures, 1, {
          key: string('1'),
          label: string('مریم احمدی'),
          subKey: null,
          subLabel: null,
          stakeholderId: integer(1),
          code: string('1007'),
          type: regex(/^(INDIVIDUAL|BUSINESS)$/, 'INDIVIDUAL'),
          city: like(null),
          province: like(null),
          lastInvoiceDate: isoDate('2026-04-01'),
          ...customerFigures,
        }),
      )
      .test(async (client) => {
        const report = await reportsClient.listAdvanceCustomerReport(client, 1, {
          role: 'CUSTOMER',
          where,
          page: 1,
          pageSize: 50,
        });
        expect(report.rows[0]?.label).toBeTruthy();
      });
  });

  it('lists, saves and removes the user’s saved filter sets', async () => {
    await signedInPact(saved, params)
      .uponReceiving('a request for the user’s saved report filters')
      .request(`GET ${base}/saved`)
      .answersList(200, savedRow)
      .test(async (client) => {
        const list = await reportsClient.listSavedReports(client, 1);
        expect(list[0]?.name).toBeTruthy();
      });
    const input = { kind: 'ADVANCE_CUSTOMER' as const, name: 'مشتریان بدهکار', query: 'withBalanceOnly=true' };
    await signedInPact(withInvoices, params)
      .uponReceiving('a request to save advance report filters')
      .request(`POST ${base}/saved`, { body: input })
      .answersItem(201, { ...savedRow, ...input })
      .test(async (client) => {
        const created = await reportsClient.createSavedReport(client, 1, input);
        expect(created.name).toBe(input.name);
      });
    await signedInPact(saved, params)
      .uponReceiving('a request to remove saved report filters')
      .request(['DELETE', fromProviderState(`${base}/saved/\${savedReportId}`, `${base}/saved/1`)])
      .answersItem(200, { id: integer(1) })
      .test(async (client) => {
        expect((await reportsClient.removeSavedReport(client, 1, 1)).id).toBe(1);
      });
  });
});
