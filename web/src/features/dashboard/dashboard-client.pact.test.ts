import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { chequeSummary, dueChequesAnswer } from '../../lib/api/testing/cheque-pact.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { getDashboard, getDueCheques } from './dashboard-client.ts';

const { eachLike, integer, like, regex, string } = MatchersV3;

const isoDate = (example: string) => regex(/^\d{4}-\d\d-\d\d$/, example);
const ageing = { upTo30: integer(0), days31To60: integer(4_500_000), days61To90: integer(0), over90: integer(0) };

/** The figures of the state's books at 2026-05-20 (checked exactly by mock-api's dashboard test). */
const dashboard = {
  asOf: '2026-05-20',
  cash: {
    total: integer(1_000_000),
    accounts: eachLike({
      accountId: integer(10),
      code: string('1101'),
      nameFa: string('صندوق'),
      nameEn: like('Cash on hand'),
      balance: integer(1_000_000),
    }),
  },
  receivables: { balance: integer(4_500_000), openInvoices: integer(4_500_000), ageing },
  payables: { balance: integer(0), openInvoices: integer(0), ageing },
  monthlySales: eachLike(
    {
      start: isoDate('2026-03-21'),
      end: isoDate('2026-04-20'),
      year: integer(1405),
      month: integer(1),
      total: integer(5_500_000),
      count: integer(2),
    },
    12,
  ),
  overdue: { count: integer(0), total: integer(0), invoices: [] },
  recentVouchers: eachLike({
    id: integer(3),
    number: integer(3),
    date: isoDate('2026-04-15'),
    status: regex(/^(TEMPORARY|FINAL)$/, 'TEMPORARY'),
    description: like('دریافت وجه فاکتور'),
    sourceType: like('INVOICE_PAYMENT'),
    total: integer(1_000_000),
  }),
};

describe('the dashboard', () => {
  it('answers every widget in one call', async () => {
    await signedInPact('a company of the signed-in user has its profile and payment methods', { companyId: 1 })
      .uponReceiving('a request for the dashboard at a date')
      .request('GET /api/v1/companies/1/dashboard', { query: { asOf: '2026-05-20' } })
      .answersItem(200, dashboard)
      .test(async (client) => {
        const answer = await getDashboard(client, 1, { asOf: '2026-05-20' });
        expect(answer.monthlySales).toHaveLength(12);
        expect(answer.cash.total).toBe(1_000_000);
      });
  });

  it('answers 400 naming the date for one that is no date', async () => {
    await signedInPact('a company of the signed-in user has its profile and payment methods', { companyId: 1 })
      .uponReceiving('a request for the dashboard at a date that is no date')
      .request('GET /api/v1/companies/1/dashboard', { query: { asOf: '2026-13-01' } })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => getDashboard(client, 1, { asOf: '2026-13-01' }), [
        { path: 'query.asOf', message: 'INVALID_DATE' },
      ]);
  });

  it('answers the open cheques overdue or due this week, for the cheques widget', async () => {
    await signedInPact('a company of the signed-in user holds a cheque in hand', { companyId: 1 })
      .uponReceiving('a request for the dashboard’s cheques falling due')
      .request('GET /api/v1/companies/1/due-cheques')
      .answers(
        200,
        dueChequesAnswer({
          ...chequeSummary,
          direction: string('RECEIVED'),
          state: string('IN_HAND'),
          sayadId: regex(/^\d{16}$/, '1000000000000001'),
          serial: string('876543'),
          createdAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2026-04-30T06:00:00.000Z'),
        }),
      )
      .test(async (client) => {
        const due = await getDueCheques(client, 1);
        expect(due.figures.map((each) => each.direction)).toContain('RECEIVED');
      });
  });
});
