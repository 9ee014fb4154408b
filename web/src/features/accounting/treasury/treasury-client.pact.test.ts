import { describe, expect, it } from 'vitest';
import { firstPage, signedInPact } from '../../../lib/api/testing/pact.ts';
import { eachLike, integer, isoDate, string } from '../accounting-pact-fixtures.ts';
import {
  createTreasuryAccount,
  getTreasuryAccount,
  getTreasuryStatement,
  listTreasuryAccounts,
  updateTreasuryAccount,
} from './treasury-client.ts';
import { bankAccount, base, cashBox, example, injectedPath, meta, params, state } from './treasury-pact-fixtures.ts';
import { sentQuery } from '../../../lib/api/testing/query.ts';

describe('the treasury accounts', () => {
  it('lists the cash boxes with their balances and the totals of every match', async () => {
    const filters = { kind: 'CASH_BOX', page: 1, pageSize: 20, sort: 'code' } as const;
    await signedInPact(state, params)
      .uponReceiving('a request for the cash boxes')
      .request(`GET ${base}/accounts`, { query: sentQuery(filters) })
      .answers(200, firstPage(cashBox, { totals: { count: integer(1), balance: integer(23_000_000) } }))
      .test(async (client) => {
        const list = await listTreasuryAccounts(client, 1, filters);
        expect(list.data[0]?.kind).toBe('CASH_BOX');
        expect(list.totals.count).toBe(1);
      });
  });

  it('answers one bank account with its IBAN and balance', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for a bank account')
      .request(['GET', injectedPath('/accounts', 'bankId')])
      .answersItem(200, bankAccount)
      .test(async (client) => {
        const account = await getTreasuryAccount(client, 1, example.bankId);
        expect(account.iban).toMatch(/^IR\d{24}$/);
      });
  });

  it('adds a bank account: its bank named from the IBAN, its opening balance posted (201)', async () => {
    const input = {
      kind: 'BANK_ACCOUNT' as const,
      name: 'بانک سامان — سپرده',
      iban: 'IR560560000001234567890123',
      cardNumber: '6219861234567898',
      openingBalance: 100_000_000,
    };
    await signedInPact(state, params)
      .uponReceiving('a request to add a bank account')
      .request(`POST ${base}/accounts`, { body: input })
      .answersItem(201, {
        ...bankAccount,
        name: string(input.name),
        bankName: string('بانک سامان'),
        cardNumber: string(input.cardNumber),
        balance: integer(100_000_000),
        openingBalance: integer(100_000_000),
      })
      .test(async (client) => {
        const account = await createTreasuryAccount(client, 1, input);
        expect(account.bankName).toBe('بانک سامان');
      });
  });

  it('refuses an IBAN whose check digits fail: 400 under the field, nothing written', async () => {
    const badIban = {
      kind: 'BANK_ACCOUNT',
      name: 'بانک ملت',
      iban: 'IR770120000001234567890123',
      openingBalance: 0,
    } as const;
    await signedInPact(state, params)
      .uponReceiving('a request to add a bank account with a bad IBAN')
      .request(`POST ${base}/accounts`, { body: badIban })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => createTreasuryAccount(client, 1, badIban), [
        { path: 'body.iban', message: 'IBAN_CHECK_FAILED' },
      ]);
  });

  it('renames a cash box (its tafsili follows)', async () => {
    const input = { kind: 'CASH_BOX' as const, name: 'صندوق اصلی', openingBalance: 20_000_000 };
    await signedInPact(state, params)
      .uponReceiving('a request to rename a cash box')
      .request(['PUT', injectedPath('/accounts', 'cashId')], { body: input })
      .answersItem(200, { ...cashBox, name: string('صندوق اصلی') })
      .test(async (client) => {
        expect((await updateTreasuryAccount(client, 1, example.cashId, input)).name).toBe('صندوق اصلی');
      });
  });

  it('answers a bank account’s statement: lines with the running balance, and the period’s figures', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for a bank account statement')
      .request(['GET', injectedPath('/accounts', 'bankId', '/statement')], { query: { page: '1', pageSize: '25' } })
      .answers(200, {
        success: true,
        data: eachLike({
          lineId: integer(1),
          voucherId: integer(1),
          voucherNumber: integer(1),
          date: isoDate('2026-03-21'),
          description: string('موجودی اول دوره'),
          sourceType: string('TREASURY_OPENING'),
          debit: integer(500_000_000),
          credit: integer(0),
          balance: integer(500_000_000),
        }),
        meta: { ...meta, pageSize: integer(25) },
        summary: {
          opening: integer(0),
          debit: integer(800_000_000),
          credit: integer(8_000_000),
          closing: integer(792_000_000),
        },
      })
      .test(async (client) => {
        const statement = await getTreasuryStatement(client, 1, example.bankId, { page: 1, pageSize: 25 });
        expect(statement.summary.closing).toBe(
          statement.summary.opening + statement.summary.debit - statement.summary.credit,
        );
      });
  });
});
