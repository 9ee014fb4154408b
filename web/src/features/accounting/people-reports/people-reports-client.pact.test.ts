import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../../lib/api/testing/pact.ts';
import {
  amount,
  code,
  eachLike,
  injectedPath,
  integer,
  isoDate,
  like,
  period,
  posted,
  postedParams,
  string,
} from '../accounting-pact-fixtures.ts';
import {
  getPeopleAccountFlow,
  getPersonStatement,
  getVatReport,
  listDebtors,
  listPeopleAccountFlow,
} from './people-reports-client.ts';

const base = '/api/v1/companies/1/people-reports';
const flow = {
  openingBalance: amount(0),
  periodDebit: amount(8_000_000),
  periodCredit: amount(0),
  closingBalance: amount(8_000_000),
};
const ageing = { days0to30: amount(0), days31to60: amount(0), days61to90: amount(0), over90: amount(8_000_000) };
const account = {
  id: integer(35),
  code: code('1201'),
  nameFa: string('حساب‌های دریافتنی تجاری'),
  nameEn: string('Accounts receivable'),
};
const vatFigures = {
  sales: amount(20_000_000),
  salesReturns: amount(0),
  outputVat: amount(0),
  outputVatDebits: amount(0),
  purchases: amount(0),
  inputVat: amount(0),
  inputVatCredits: amount(0),
  netPayable: amount(0),
  vatPaid: amount(0),
  creditBroughtForward: amount(0),
  payable: amount(0),
  creditCarriedForward: amount(0),
};

describe('the people reports', () => {
  it('answers the debtors at a date with their ageing and the totals of every match', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the debtors at a date, largest balance first')
      .request(`GET ${base}/debtors-creditors`, {
        query: { tab: 'DEBTORS', date: '2026-09-01', sort: '-balance', page: '1', pageSize: '25' },
      })
      .answersItem(200, {
        date: isoDate('2026-09-01'),
        fiscalYearId: integer(1),
        tab: 'DEBTORS',
        account,
        rows: eachLike({
          tafsiliId: integer(1),
          code: code('1'),
          name: string('مریم احمدی'),
          stakeholderId: like(null),
          balance: amount(8_000_000),
          ...ageing,
          oldestOpenDate: isoDate('2026-05-10'),
        }),
        totals: { balance: amount(8_000_000), ...ageing },
        meta: { page: integer(1), pageSize: integer(25), total: integer(1) },
      })
      .test(async (client) => {
        const debtors = await listDebtors(client, 1, {
          tab: 'DEBTORS',
          date: '2026-09-01',
          sort: '-balance',
          page: 1,
          pageSize: 25,
        });
        expect(debtors.rows[0]?.name).toBeTruthy();
        expect(debtors.totals.balance).toBeGreaterThan(0);
      });
  });

  it('answers a person’s statement with the opening, running and closing balances', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for one person’s statement over the year')
      .request(['GET', injectedPath(`${base}/statements`, 'tafsiliId')])
      .answersItem(200, {
        period,
        person: { tafsiliId: integer(1), code: code('1'), name: string('مریم احمدی'), stakeholderId: like(null) },
        account: null,
        openingBalance: amount(0),
        periodDebit: amount(8_000_000),
        periodCredit: amount(0),
        closingBalance: amount(8_000_000),
        lines: eachLike({
          lineId: integer(7),
          voucherId: integer(4),
          voucherNumber: integer(4),
          date: isoDate('2026-05-10'),
          accountId: integer(35),
          accountCode: code('1201'),
          description: string('فروش نسیه'),
          sourceType: like(null),
          sourceId: like(null),
          reference: like(null),
          debit: amount(8_000_000),
          credit: amount(0),
          balance: amount(8_000_000),
        }),
      })
      .test(async (client) => {
        const statement = await getPersonStatement(client, 1, 1, {});
        expect(statement.closingBalance).toBe(
          statement.openingBalance + statement.periodDebit - statement.periodCredit,
        );
      });
  });

  it('answers VAT per Jalali season of the open year', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the VAT report of the open year')
      .request(`GET ${base}/vat`)
      .answersItem(200, {
        fiscalYearId: integer(1),
        fiscalYearName: string('1405'),
        accounts: {
          sales: integer(63),
          salesReturns: integer(65),
          purchases: integer(70),
          vatPayable: integer(52),
          vatReceivable: integer(37),
        },
        seasons: eachLike({
          season: integer(1),
          jalaliYear: integer(1405),
          from: isoDate('2026-03-21'),
          to: isoDate('2026-06-21'),
          ...vatFigures,
        }),
        totals: vatFigures,
      })
      .test(async (client) => {
        const vat = await getVatReport(client, 1, {});
        expect(vat.seasons[0]?.season).toBe(1);
      });
  });

  it('answers the people account flow per account and each person under one account', async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the people account flow')
      .request(`GET ${base}/account-flow`)
      .answersItem(200, {
        period,
        rows: eachLike({
          accountId: integer(35),
          code: code('1201'),
          nameFa: string('حساب‌های دریافتنی تجاری'),
          nameEn: string('Accounts receivable'),
          people: integer(1),
          ...flow,
        }),
        totals: flow,
      })
      .test(async (client) => {
        const report = await getPeopleAccountFlow(client, 1, {});
        expect(report.rows[0]?.people).toBeGreaterThan(0);
      });
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for each person’s flow under the receivables account')
      .request(`GET ${base}/account-flow/1201`, { query: { page: '1', pageSize: '50' } })
      .answersItem(200, {
        period,
        account,
        rows: eachLike({ tafsiliId: integer(1), code: code('1'), name: string('مریم احمدی'), ...flow }),
        totals: flow,
        meta: { page: integer(1), pageSize: integer(50), total: integer(1) },
      })
      .test(async (client) => {
        const people = await listPeopleAccountFlow(client, 1, '1201', { page: 1, pageSize: 50 });
        expect(people.account.code).toBe('1201');
      });
  });
});
