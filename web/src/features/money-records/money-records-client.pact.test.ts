import { reversalDateExample } from '@daftar/contracts/examples/money-records';
import { describe, expect, it } from 'vitest';
import { stakeholderRecord } from '../../lib/api/testing/stakeholder.ts';
import { firstPage, signedInPact, stakeholderSearchPact } from '../../lib/api/testing/pact.ts';
import * as recordsClient from './money-records-client.ts';
import {
  account,
  arrayContaining,
  chartsAnswer,
  company,
  example,
  group,
  hasRecords,
  integer,
  internetBody,
  internetInput,
  internetRecord,
  record,
  recordAt,
  recordsPath,
  reversedRecord,
  reverseAt,
  tafsili,
} from './money-records-pact-fixtures.ts';
import { firstPageQuery, sentQuery } from '../../lib/api/testing/query.ts';

const { kind: _kind, ...internetEdit } = internetInput;

/** The state's supplier as the stakeholder list answers it (the fields it leaves empty are null). */
const supplier = stakeholderRecord({
  id: 9,
  code: '1009',
  kind: 'BUSINESS',
  displayName: 'مخابرات منطقه ۳',
  businessName: 'مخابرات منطقه ۳',
  isCustomer: true,
  isSupplier: true,
});

describe('the income and expense records of a company', () => {
  it('answers one page of a kind, searched, filtered and sorted, with the totals of every matching row', async () => {
    const query = firstPageQuery({ sort: '-date', q: 'اجاره', kind: 'EXPENSE', from: '2026-03-21', to: '2027-03-20' });
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for a page of expense records with search, a date range and sort')
      .request(['GET', recordsPath], { query: sentQuery(query) })
      .answers(
        200,
        firstPage(record('EXPENSE'), {
          totals: { count: integer(1), amount: integer(150_000_000), vat: integer(0), total: integer(150_000_000) },
        }),
      )
      .test(async (client) => {
        const page = await recordsClient.listMoneyRecords(client, 1, query);
        expect(page.data[0]?.kind).toBe('EXPENSE');
        expect(page.totals.total).toBeGreaterThan(0);
      });
  });

  it("answers the open year's months with income, expense and the cash position", async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for the income and expense charts of the open fiscal year')
      .request(['GET', `${recordsPath}/charts`])
      .answersItem(200, chartsAnswer)
      .test(async (client) => {
        const charts = await recordsClient.getMoneyRecordCharts(client, 1);
        expect(charts.months).toHaveLength(12);
        expect(charts.months[1]?.expense).toBeGreaterThan(0);
      });
  });

  it('answers one record with its voucher', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for an income record of the company')
      .request(['GET', recordAt('incomeId')])
      .answersItem(200, record('INCOME'))
      .test(async (client) => {
        const found = await recordsClient.getMoneyRecord(client, 1, example.incomeId);
        expect(found.kind).toBe('INCOME');
        expect(found.voucherId).not.toBeNull();
      });
  });

  it('creates an expense with VAT and posts it (201)', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to create an expense record with VAT')
      .request(['POST', recordsPath], { body: internetBody(internetInput) })
      .answersItem(201, internetRecord)
      .test(async (client) => {
        const created = await recordsClient.createMoneyRecord(client, 1, internetInput);
        expect(created.total).toBe(created.amount + created.vat);
      });
  });

  it('answers 400 with the field error to a decimal amount, and writes nothing', async () => {
    const decimal = { ...internetInput, amount: 1_000.5 };
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to create an expense record with a decimal amount')
      .request(['POST', recordsPath], { body: internetBody(decimal) })
      .refusesField(400, 'VALIDATION_FAILED', { path: 'body.amount', message: 'INVALID_AMOUNT' }, (client) =>
        recordsClient.createMoneyRecord(client, 1, decimal),
      );
  });

  it('replaces an expense and its voucher', async () => {
    const { kind: _k, ...editBody } = internetBody(internetInput);
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to update an expense record')
      .request(['PUT', recordAt('expenseId')], { body: editBody })
      .answersItem(200, internetRecord)
      .test(async (client) => {
        const updated = await recordsClient.updateMoneyRecord(client, 1, example.expenseId, internetEdit);
        expect(updated.vatRate).toBe(10);
      });
  });

  it('deletes an expense with its temporary voucher', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to delete an expense record')
      .request(['DELETE', recordAt('expenseId')])
      .answersDone((client) => recordsClient.removeMoneyRecord(client, 1, example.expenseId));
  });

  it('reverses an expense whose voucher is FINAL on the date given', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to reverse an expense record whose voucher is final')
      .request(['POST', reverseAt('finalExpenseId')], { body: { date: reversalDateExample } })
      .answersItem(200, reversedRecord)
      .test(async (client) => {
        const reversed = await recordsClient.reverseMoneyRecord(client, 1, example.finalExpenseId, {
          date: reversalDateExample,
        });
        expect(reversed.status).toBe('REVERSED');
        expect(reversed.reversalVoucherId).not.toBeNull();
      });
  });

  it('answers 409 to reversing a record whose voucher is still temporary', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to reverse an expense record whose voucher is temporary')
      .request(['POST', reverseAt('expenseId')], { body: {} })
      .refusesCall(409, 'MONEY_RECORD_NOT_FINAL', (client) =>
        recordsClient.reverseMoneyRecord(client, 1, example.expenseId, {}),
      );
  });

  it('answers 404 for a record the company does not have', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for a money record the company does not have')
      .request(['GET', `${recordsPath}/999999`])
      .refusesCall(404, 'MONEY_RECORD_NOT_FOUND', (client) => recordsClient.getMoneyRecord(client, 1, 999999));
  });
});

describe('what the income and expense form picks from', () => {
  it('reads the live chart for the category picker', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for the live accounts for the category picker')
      .request('GET /api/v1/companies/1/accounting/accounts', { query: { archived: 'false' } })
      .answers(200, { success: true, data: arrayContaining(group, account) })
      .test(async (client) => {
        const accounts = await recordsClient.listCategoryAccounts(client, 1);
        expect(accounts[0]?.code).toBeTruthy();
      });
  });

  it('reads the cash boxes for "paid from / received into"', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for the live cash boxes for a money record')
      .request('GET /api/v1/companies/1/accounting/tafsili', { query: { kind: 'CASH_BOX', archived: 'false' } })
      .answersList(200, tafsili('CASH_BOX', '30001', 'صندوق فروشگاه'))
      .test(async (client) => {
        const boxes = await recordsClient.listTreasuryAccounts(client, 1, 'CASH_BOX');
        expect(boxes[0]?.kind).toBe('CASH_BOX');
      });
  });

  it('finds active stakeholders by name for the person picker', async () => {
    await stakeholderSearchPact(
      hasRecords,
      company,
      'a search for active stakeholders for a money record',
      'مخابرات',
      supplier,
    ).test(async (client) => {
      const found = await recordsClient.searchStakeholders(client, 1, 'مخابرات');
      expect(found[0]?.businessName).toBe('مخابرات منطقه ۳');
    });
  });
});
