import { describe, expect, it } from 'vitest';
import { notAMemberPact, signedInPact } from '../../lib/api/testing/pact.ts';
import {
  balanceSheet,
  generalLedger,
  profitAndLoss,
  tafsiliReport,
  trialBalance,
} from './accounting-client-reports.ts';
import {
  amount,
  code,
  eachLike,
  eightColumns,
  injectedText,
  integer,
  isoDate,
  like,
  oneOf,
  period,
  posted,
  postedParams,
  regex,
  reports,
  statementRow,
  string,
} from './accounting-pact-fixtures.ts';

/** A ledger cursor: a line's date and id. */
const cursor = (example: string) => regex(/^\d{4}-\d\d-\d\d\.[1-9]\d*$/, example);

describe('the books’ reports', () => {
  it('answers the trial balance at moein level with its totals', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the trial balance at moein level over a period')
      .request(`GET ${reports}/trial-balance`, { query: { level: 'MOEIN', from: '2026-03-21', to: '2026-06-21' } })
      .answersItem(200, {
        period: { ...period, to: isoDate('2026-06-21') },
        level: 'MOEIN',
        rows: eachLike({
          accountId: integer(32),
          code: code('1101'),
          nameFa: string('صندوق'),
          nameEn: string('Cash on hand'),
          level: 'MOEIN',
          ...eightColumns,
          tafsiliId: like(null),
          tafsiliCode: like(null),
          tafsiliName: like(null),
        }),
        totals: eightColumns,
      })
      .test(async (client) => {
        const report = await trialBalance(client, 1, {
          level: 'MOEIN',
          from: '2026-03-21',
          to: '2026-06-21',
        });
        expect(report.rows[0]?.code).toBeTruthy();
        expect(report.level).toBe('MOEIN');
      });
  });

  it('answers the first page of an account’s ledger with running balances and the next page’s cursor', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the first page of the general ledger of one account')
      .request(`GET ${reports}/general-ledger`, { query: { accountId: injectedText('cashAccountId'), pageSize: '1' } })
      .answersItem(200, {
        period,
        openingBalance: amount(0),
        periodDebit: amount(12_000_000),
        periodCredit: amount(2_500_000),
        closingBalance: amount(9_500_000),
        lines: eachLike({
          lineId: integer(3),
          voucherId: integer(2),
          voucherNumber: integer(2),
          voucherStatus: oneOf(['TEMPORARY', 'FINAL'], 'TEMPORARY'),
          date: isoDate('2026-04-10'),
          accountId: integer(32),
          tafsiliId: like(null),
          description: string('فروش نقدی'),
          debit: amount(12_000_000),
          credit: amount(0),
          balance: amount(12_000_000),
        }),
        meta: {
          pageSize: integer(1),
          total: integer(2),
          offset: integer(0),
          next: cursor('2026-04-10.3'),
          previous: null,
        },
      })
      .test(async (client) => {
        const ledger = await generalLedger(client, 1, { accountId: 32, pageSize: 1 });
        expect(ledger.lines[0]?.accountId).toBe(32);
        expect(ledger.meta.next).toMatch(/^\d{4}-\d\d-\d\d\.\d+$/);
      });
  });

  it('answers profit and loss by kol beside the previous period', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for profit and loss by kol')
      .request(`GET ${reports}/profit-loss`, { query: { level: 'KOL' } })
      .answersItem(200, {
        period,
        previousPeriod: { from: isoDate('2025-03-21'), to: isoDate('2026-03-20') },
        rows: eachLike({ ...statementRow, previous: amount(0) }),
        totals: { revenue: amount(20_000_000), expense: amount(2_500_000), netProfit: amount(17_500_000) },
        previousTotals: { revenue: amount(0), expense: amount(0), netProfit: amount(0) },
      })
      .test(async (client) => {
        const report = await profitAndLoss(client, 1, { level: 'KOL' });
        expect(report.rows.length).toBeGreaterThan(0);
      });
  });

  it('answers the balance sheet at a date beside the end of the previous year', async () => {
    const totals = (assets: number, equity: number, profit: number) => ({
      assets: amount(assets),
      liabilities: amount(0),
      equity: amount(equity),
      currentProfit: amount(profit),
      liabilitiesAndEquity: amount(assets),
    });
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the balance sheet by kol at a date')
      .request(`GET ${reports}/balance-sheet`, { query: { date: '2026-06-21', level: 'KOL' } })
      .answersItem(200, {
        date: isoDate('2026-06-21'),
        fiscalYearId: integer(1),
        previousDate: isoDate('2026-03-20'),
        rows: eachLike({
          ...statementRow,
          type: 'ASSET',
          code: code('11'),
          amount: amount(509_500_000),
          previous: amount(0),
        }),
        totals: totals(517_500_000, 500_000_000, 17_500_000),
        previousTotals: totals(0, 0, 0),
      })
      .test(async (client) => {
        const sheet = await balanceSheet(client, 1, { date: '2026-06-21', level: 'KOL' });
        expect(sheet.totals.assets).toBe(sheet.totals.liabilitiesAndEquity);
        expect(sheet.previousTotals.assets).toBe(sheet.previousTotals.liabilitiesAndEquity);
      });
  });

  it('answers one tafsili’s balances under each account', async () => {
    const figures = {
      openingBalance: amount(0),
      periodDebit: amount(8_000_000),
      periodCredit: amount(0),
      closingBalance: amount(8_000_000),
    };
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the report of one tafsili')
      .request(`GET ${reports}/tafsili`, { query: { tafsiliId: injectedText('tafsiliId') } })
      .answersItem(200, {
        period,
        tafsili: { id: integer(1), code: code('1'), name: string('مریم احمدی'), kind: 'PERSON' },
        rows: eachLike({
          accountId: integer(35),
          code: code('1201'),
          nameFa: string('حساب‌های دریافتنی تجاری'),
          nameEn: string('Accounts receivable'),
          ...figures,
        }),
        totals: figures,
      })
      .test(async (client) => {
        const report = await tafsiliReport(client, 1, { tafsiliId: 1 });
        expect(report.tafsili.name).toBe('مریم احمدی');
      });
  });

  it('answers 403 to a report of a company the user is not a member of', async () => {
    await notAMemberPact(
      'a request for the trial balance of someone else’s company',
      'GET /api/v1/companies/2/accounting/reports/trial-balance',
      { query: { level: 'KOL' } },
    ).testRefused((client) => trialBalance(client, 2, { level: 'KOL' }));
  });
});
