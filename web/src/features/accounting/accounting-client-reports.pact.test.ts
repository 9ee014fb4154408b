import type { AccountInput, TafsiliInput } from '@daftar/contracts/endpoints/accounting-chart';
import type { AccountingSettingsInput } from '@daftar/contracts/endpoints/accounting-years';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, pactFor } from '../../lib/api/testing/pact.ts';
import {
  balanceSheet,
  createAccount,
  createTafsili,
  generalLedger,
  getAccountingSettings,
  listAccounts,
  listTafsili,
  profitAndLoss,
  removeAccount,
  tafsiliReport,
  trialBalance,
  updateAccount,
  updateAccountingSettings,
  updateTafsili,
} from './accounting-client-reports.ts';

const { arrayContaining, boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const bearer = regex(/^Bearer \S+$/, 'Bearer pact-access-token');
const signedIn = { accessToken: 'pact-access-token' };
const isoDate = (example: string) => regex(/^\d{4}-\d\d-\d\d$/, example);
const isoDateTime = regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/, '2026-03-21T08:30:00.000Z');
const code = (example: string) => regex(/^[A-Za-z0-9-]{1,20}$/, example);
const oneOf = (values: string[], example: string) => regex(new RegExp(`^(${values.join('|')})$`), example);

/** Ids the provider's state answers (its autoincrement counters survive resets); the examples are a fresh chart's. */
const example = {
  cashKolId: 9,
  cashAccountId: 32,
  bankAccountId: 33,
  receivablesAccountId: 35,
  suppliesAccountId: 77,
  payablesAccountId: 50,
  salesAccountId: 63,
  salesReturnsAccountId: 65,
  purchasesAccountId: 70,
  vatPayableAccountId: 52,
  vatReceivableAccountId: 37,
  retainedEarningsAccountId: 61,
  tafsiliId: 1,
};
type Injected = keyof typeof example;
const injected = (name: Injected) => fromProviderState(`\${${name}}`, example[name]);
const injectedText = (name: Injected) => fromProviderState(`\${${name}}`, String(example[name]));
const injectedPath = (path: string, name: Injected) =>
  fromProviderState(`${path}/\${${name}}`, `${path}/${example[name]}`);
const ids = { companyId: 1 };
const posted = 'a company of the signed-in user has posted vouchers';
const postedParams = ids;
const keepsBooks = 'a company of the signed-in user keeps books';
const reports = '/api/v1/companies/1/accounting/reports';
const accountsPath = '/api/v1/companies/1/accounting/accounts';
const tafsiliPath = '/api/v1/companies/1/accounting/tafsili';
const settingsPath = '/api/v1/companies/1/accounting/settings';

const period = { fiscalYearId: integer(1), from: isoDate('2026-03-21'), to: isoDate('2027-03-20') };
const amount = (example: number) => integer(example);

const account = {
  id: integer(32),
  parentId: integer(9),
  level: oneOf(['GROUP', 'KOL', 'MOEIN'], 'MOEIN'),
  code: code('1101'),
  nameFa: string('صندوق'),
  nameEn: string('Cash on hand'),
  nature: oneOf(['DEBIT', 'CREDIT', 'NONE'], 'DEBIT'),
  type: oneOf(['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE'], 'ASSET'),
  archived: boolean(false),
  system: boolean(true),
  createdAt: isoDateTime,
};

/** The chart holds groups (no parent) and accounts below them. */
const group = {
  ...account,
  id: integer(1),
  parentId: null,
  level: 'GROUP',
  code: code('1'),
  nameFa: string('دارایی‌های جاری'),
  nameEn: string('Current assets'),
};

const tafsili = {
  id: integer(1),
  kind: oneOf(['PERSON', 'BANK_ACCOUNT', 'CASH_BOX', 'PETTY_CASH', 'PROJECT', 'OTHER'], 'PERSON'),
  code: code('1'),
  name: string('مریم احمدی'),
  stakeholderId: like(null),
  archived: boolean(false),
  createdAt: isoDateTime,
};

const eightColumns = {
  openingDebit: amount(0),
  openingCredit: amount(0),
  periodDebit: amount(12_000_000),
  periodCredit: amount(2_500_000),
  totalDebit: amount(12_000_000),
  totalCredit: amount(2_500_000),
  balanceDebit: amount(9_500_000),
  balanceCredit: amount(0),
};

const statementRow = {
  accountId: integer(63),
  code: code('6101'),
  nameFa: string('فروش کالا'),
  nameEn: string('Sales of goods'),
  type: oneOf(['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE'], 'REVENUE'),
  amount: amount(20_000_000),
};

describe('the books’ reports', () => {
  it('answers the trial balance at moein level with its totals', async () => {
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request for the trial balance at moein level over a period')
      .withRequest('GET', `${reports}/trial-balance`, (b) =>
        b.query({ level: 'MOEIN', from: '2026-03-21', to: '2026-06-21' }).headers({ Authorization: bearer }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: {
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
          },
        }),
      )
      .executeTest(async (server) => {
        const report = await trialBalance(clientFor(server.url, signedIn), 1, {
          level: 'MOEIN',
          from: '2026-03-21',
          to: '2026-06-21',
        });
        expect(report.rows[0]?.code).toBeTruthy();
        expect(report.level).toBe('MOEIN');
      });
  });

  it('answers one page of an account’s ledger with running balances', async () => {
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request for a page of the general ledger of one account')
      .withRequest('GET', `${reports}/general-ledger`, (b) =>
        b
          .query({ accountId: injectedText('cashAccountId'), page: '1', pageSize: '50' })
          .headers({ Authorization: bearer }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: {
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
            meta: { page: integer(1), pageSize: integer(50), total: integer(2) },
          },
        }),
      )
      .executeTest(async (server) => {
        const ledger = await generalLedger(clientFor(server.url, signedIn), 1, {
          accountId: 32,
          page: 1,
          pageSize: 50,
        });
        expect(ledger.lines[0]?.accountId).toBe(32);
      });
  });

  it('answers profit and loss by kol beside the previous period', async () => {
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request for profit and loss by kol')
      .withRequest('GET', `${reports}/profit-loss`, (b) => b.query({ level: 'KOL' }).headers({ Authorization: bearer }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: {
            period,
            previousPeriod: { from: isoDate('2025-03-21'), to: isoDate('2026-03-20') },
            rows: eachLike({ ...statementRow, previous: amount(0) }),
            totals: { revenue: amount(20_000_000), expense: amount(2_500_000), netProfit: amount(17_500_000) },
            previousTotals: { revenue: amount(0), expense: amount(0), netProfit: amount(0) },
          },
        }),
      )
      .executeTest(async (server) => {
        const report = await profitAndLoss(clientFor(server.url, signedIn), 1, { level: 'KOL' });
        expect(report.rows.length).toBeGreaterThan(0);
      });
  });

  it('answers the balance sheet at a date', async () => {
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request for the balance sheet by kol at a date')
      .withRequest('GET', `${reports}/balance-sheet`, (b) =>
        b.query({ date: '2026-06-21', level: 'KOL' }).headers({ Authorization: bearer }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: {
            date: isoDate('2026-06-21'),
            fiscalYearId: integer(1),
            rows: eachLike({ ...statementRow, type: 'ASSET', code: code('11'), amount: amount(509_500_000) }),
            totals: {
              assets: amount(517_500_000),
              liabilities: amount(0),
              equity: amount(500_000_000),
              currentProfit: amount(17_500_000),
              liabilitiesAndEquity: amount(517_500_000),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const sheet = await balanceSheet(clientFor(server.url, signedIn), 1, { date: '2026-06-21', level: 'KOL' });
        expect(sheet.totals.assets).toBe(sheet.totals.liabilitiesAndEquity);
      });
  });

  it('answers one tafsili’s balances under each account', async () => {
    const figures = {
      openingBalance: amount(0),
      periodDebit: amount(8_000_000),
      periodCredit: amount(0),
      closingBalance: amount(8_000_000),
    };
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request for the report of one tafsili')
      .withRequest('GET', `${reports}/tafsili`, (b) =>
        b.query({ tafsiliId: injectedText('tafsiliId') }).headers({ Authorization: bearer }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: {
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
          },
        }),
      )
      .executeTest(async (server) => {
        const report = await tafsiliReport(clientFor(server.url, signedIn), 1, { tafsiliId: 1 });
        expect(report.tafsili.name).toBe('مریم احمدی');
      });
  });

  it('answers 403 to a report of a company the user is not a member of', async () => {
    await pactFor('main')
      .addInteraction()
      .given('a company the signed-in user is not a member of', { companyId: 2 })
      .uponReceiving('a request for the trial balance of someone else’s company')
      .withRequest('GET', '/api/v1/companies/2/accounting/reports/trial-balance', (b) =>
        b.query({ level: 'KOL' }).headers({ Authorization: bearer }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ success: false, message: 'NOT_A_COMPANY_MEMBER' }))
      .executeTest(async (server) => {
        await expect(trialBalance(clientFor(server.url, signedIn), 2, { level: 'KOL' })).rejects.toMatchObject({
          status: 403,
          serverMessage: 'NOT_A_COMPANY_MEMBER',
        });
      });
  });
});

describe('the chart of accounts and the tafsili accounts', () => {
  const pettyBox: AccountInput = { parentId: 9, code: '1104', nameFa: 'صندوق شعبه', nameEn: 'Branch cash' };

  it('answers the whole chart in code order', async () => {
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request for the chart of accounts')
      .withRequest('GET', accountsPath, (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, data: arrayContaining(group, account) }))
      .executeTest(async (server) => {
        const chart = await listAccounts(clientFor(server.url, signedIn), 1);
        expect(chart[0]?.code).toBeTruthy();
      });
  });

  it('adds a moein account under a kol (201)', async () => {
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to add a moein account under a kol')
      .withRequest('POST', accountsPath, (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ ...pettyBox, parentId: injected('cashKolId') }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          success: true,
          itemInfo: { ...account, id: integer(85), code: code('1104'), nameFa: string('صندوق شعبه'), system: false },
        }),
      )
      .executeTest(async (server) => {
        const created = await createAccount(clientFor(server.url, signedIn), 1, pettyBox);
        expect(created.level).toBe('MOEIN');
      });
  });

  it('answers 409 to a code the chart already has, naming the field', async () => {
    const taken: AccountInput = { ...pettyBox, code: '1101' };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to add an account with a code the chart has')
      .withRequest('POST', accountsPath, (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ ...taken, parentId: injected('cashKolId') }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({
          success: false,
          message: string('DUPLICATE_CODE'),
          errors: eachLike({ path: 'body.code', message: string('DUPLICATE_CODE') }),
        }),
      )
      .executeTest(async (server) => {
        await expect(createAccount(clientFor(server.url, signedIn), 1, taken)).rejects.toMatchObject({ status: 409 });
      });
  });

  it('renames an account', async () => {
    const renamed: AccountInput = { parentId: 9, code: '1101', nameFa: 'صندوق مرکزی', nameEn: 'Main cash box' };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to rename an account')
      .withRequest('PUT', injectedPath(accountsPath, 'cashAccountId'), (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ ...renamed, parentId: injected('cashKolId') }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: { ...account, nameFa: 'صندوق مرکزی', nameEn: 'Main cash box' } }),
      )
      .executeTest(async (server) => {
        const saved = await updateAccount(clientFor(server.url, signedIn), 1, 32, renamed);
        expect(saved.nameFa).toBe('صندوق مرکزی');
      });
  });

  it('archives an account with postings instead of deleting it', async () => {
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request to delete an account that voucher lines use')
      .withRequest('DELETE', injectedPath(accountsPath, 'suppliesAccountId'), (b) =>
        b.headers({ Authorization: bearer }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, itemInfo: { outcome: 'ARCHIVED' } }))
      .executeTest(async (server) => {
        expect(await removeAccount(clientFor(server.url, signedIn), 1, 77)).toBe('ARCHIVED');
      });
  });

  it('answers the tafsili accounts of a kind', async () => {
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request for the tafsili accounts of people')
      .withRequest('GET', tafsiliPath, (b) => b.query({ kind: 'PERSON' }).headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, data: eachLike(tafsili) }))
      .executeTest(async (server) => {
        const rows = await listTafsili(clientFor(server.url, signedIn), 1, { kind: 'PERSON' });
        expect(rows[0]?.kind).toBe('PERSON');
      });
  });

  it('adds a tafsili account with the next free code (201)', async () => {
    const project: TafsiliInput = { kind: 'PROJECT', name: 'پروژه شعبه دوم' };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to add a project tafsili')
      .withRequest('POST', tafsiliPath, (b) => b.headers({ Authorization: bearer }).jsonBody(project))
      .willRespondWith(201, (b) =>
        b.jsonBody({ success: true, itemInfo: { ...tafsili, kind: 'PROJECT', name: string('پروژه شعبه دوم') } }),
      )
      .executeTest(async (server) => {
        const created = await createTafsili(clientFor(server.url, signedIn), 1, project);
        expect(created.kind).toBe('PROJECT');
      });
  });

  it('renames a tafsili account', async () => {
    const renamed: TafsiliInput = { kind: 'PERSON', code: '1', name: 'مریم احمدی‌نژاد' };
    await pactFor('main')
      .addInteraction()
      .given(posted, postedParams)
      .uponReceiving('a request to rename a tafsili')
      .withRequest('PUT', injectedPath(tafsiliPath, 'tafsiliId'), (b) =>
        b.headers({ Authorization: bearer }).jsonBody(renamed),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true, itemInfo: { ...tafsili, name: 'مریم احمدی‌نژاد' } }))
      .executeTest(async (server) => {
        const saved = await updateTafsili(clientFor(server.url, signedIn), 1, 1, renamed);
        expect(saved.name).toBe('مریم احمدی‌نژاد');
      });
  });
});

describe('the accounting settings', () => {
  const defaultFields = [
    'receivablesAccountId',
    'payablesAccountId',
    'salesAccountId',
    'salesReturnsAccountId',
    'purchasesAccountId',
    'vatPayableAccountId',
    'vatReceivableAccountId',
    'cashAccountId',
    'bankAccountId',
    'retainedEarningsAccountId',
  ] as const;
  const settings = {
    receivablesAccountId: integer(35),
    payablesAccountId: integer(50),
    salesAccountId: integer(63),
    salesReturnsAccountId: integer(65),
    purchasesAccountId: integer(70),
    vatPayableAccountId: integer(52),
    vatReceivableAccountId: integer(37),
    cashAccountId: integer(32),
    bankAccountId: integer(33),
    retainedEarningsAccountId: integer(61),
    amountUnit: oneOf(['RIAL', 'TOMAN'], 'RIAL'),
    fiscalYearStartMonth: integer(1),
    fiscalYearStartDay: integer(1),
  };

  it('answers the default accounts, the amount unit and the year’s start', async () => {
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request for the accounting settings')
      .withRequest('GET', settingsPath, (b) => b.headers({ Authorization: bearer }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true, itemInfo: settings }))
      .executeTest(async (server) => {
        const read = await getAccountingSettings(clientFor(server.url, signedIn), 1);
        expect(read.amountUnit).toMatch(/^(RIAL|TOMAN)$/);
      });
  });

  it('replaces the settings: amounts shown in Toman, cash posted to the bank account', async () => {
    const input: AccountingSettingsInput = {
      receivablesAccountId: 35,
      payablesAccountId: 50,
      salesAccountId: 63,
      salesReturnsAccountId: 65,
      purchasesAccountId: 70,
      vatPayableAccountId: 52,
      vatReceivableAccountId: 37,
      cashAccountId: 33,
      bankAccountId: 33,
      retainedEarningsAccountId: 61,
      amountUnit: 'TOMAN',
      fiscalYearStartMonth: 1,
      fiscalYearStartDay: 1,
    };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to replace the accounting settings')
      .withRequest('PUT', settingsPath, (b) =>
        b.headers({ Authorization: bearer }).jsonBody({
          ...input,
          ...Object.fromEntries(defaultFields.map((field) => [field, injected(field)])),
          cashAccountId: injected('bankAccountId'),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ success: true, itemInfo: { ...settings, cashAccountId: integer(33), amountUnit: 'TOMAN' } }),
      )
      .executeTest(async (server) => {
        const saved = await updateAccountingSettings(clientFor(server.url, signedIn), 1, input);
        expect(saved.amountUnit).toBe('TOMAN');
      });
  });

  it('answers 400 to a default account that is not a moein of the company', async () => {
    const input: AccountingSettingsInput = {
      receivablesAccountId: 9,
      payablesAccountId: null,
      salesAccountId: null,
      salesReturnsAccountId: null,
      purchasesAccountId: null,
      vatPayableAccountId: null,
      vatReceivableAccountId: null,
      cashAccountId: null,
      bankAccountId: null,
      retainedEarningsAccountId: null,
      amountUnit: 'RIAL',
      fiscalYearStartMonth: 1,
      fiscalYearStartDay: 1,
    };
    await pactFor('main')
      .addInteraction()
      .given(keepsBooks, ids)
      .uponReceiving('a request to set a kol account as the receivables default')
      .withRequest('PUT', settingsPath, (b) =>
        b.headers({ Authorization: bearer }).jsonBody({ ...input, receivablesAccountId: injected('cashKolId') }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: false,
          message: string('ACCOUNT_NOT_POSTABLE'),
          errors: eachLike({ path: 'body.receivablesAccountId', message: string('ACCOUNT_NOT_POSTABLE') }),
        }),
      )
      .executeTest(async (server) => {
        await expect(updateAccountingSettings(clientFor(server.url, signedIn), 1, input)).rejects.toMatchObject({
          status: 400,
        });
      });
  });
});
