import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bankPact, cardBody, depositBody, statePath, transactionBody, withBankToken } from './banking-pact-fixtures.ts';
import {
  getCard,
  getDeposit,
  getTransaction,
  listCards,
  listTransactions,
  openDeposit,
  updateCardBlock,
  updateCardLimit,
  updateDepositLimit,
} from './banking-client.ts';

const { eachLike, integer, like, string } = MatchersV3;

describe('the bank’s accounts, with the banking token', () => {
  it('reads a deposit', async () => {
    await bankPact()
      .uponReceiving('a request for one deposit')
      .request('GET /neobank/general/web/deposits/dep-2001', withBankToken)
      .answersItem(200, depositBody())
      .test(async (client) => {
        expect((await getDeposit(client, 'dep-2001')).id).toBe('dep-2001');
      });
  });

  it('answers 404 for another user’s deposit', async () => {
    await bankPact()
      .uponReceiving('a request for another user’s deposit')
      .request('GET /neobank/general/web/deposits/dep-1001', withBankToken)
      .refusesCall(404, 'DEPOSIT_NOT_FOUND', (client) => getDeposit(client, 'dep-1001'));
  });

  it('opens a deposit funded from another', async () => {
    const body = { type: 'SAVINGS', title: 'پس‌انداز نوروز', sourceDepositId: 'dep-2001', amount: 10_000_000 };
    await bankPact()
      .uponReceiving('a request to open a deposit')
      .request('POST /neobank/general/web/deposits', { ...withBankToken, body })
      .answersItem(200, { ...depositBody('dep-3456789'), balance: integer(10_000_000) })
      .test(async (client) => {
        expect((await openDeposit(client, { ...body, type: 'SAVINGS' })).balance).toBe(10_000_000);
      });
  });

  it('refuses an opening above the balance, under the amount', async () => {
    const body = { type: 'SAVINGS', title: 'پس‌انداز', sourceDepositId: 'dep-2002', amount: 900_000_000 };
    await bankPact()
      .uponReceiving('a request to open a deposit with more than the balance')
      .request('POST /neobank/general/web/deposits', { ...withBankToken, body })
      .refusesField(400, 'INSUFFICIENT_FUNDS', { path: 'body.amount', message: 'INSUFFICIENT_FUNDS' }, (client) =>
        openDeposit(client, { ...body, type: 'SAVINGS' }),
      );
  });

  it('sets a deposit’s daily limit', async () => {
    await bankPact()
      .uponReceiving('a request to set a daily limit')
      .request('PUT /neobank/general/web/deposits/dep-2001/limit', {
        ...withBankToken,
        body: { dailyLimit: 250_000_000 },
      })
      .answersItem(200, { ...depositBody(), dailyLimit: 250_000_000 })
      .test(async (client) => {
        expect((await updateDepositLimit(client, 'dep-2001', 250_000_000)).dailyLimit).toBe(250_000_000);
      });
  });

  it('lists, reads and blocks cards', async () => {
    await bankPact()
      .uponReceiving('a request for the cards')
      .request('GET /neobank/general/web/cards', withBankToken)
      .answersList(200, cardBody())
      .test(async (client) => {
        expect((await listCards(client))[0]?.maskedNumber).toContain('**');
      });
    await bankPact()
      .uponReceiving('a request for one card')
      .request('GET /neobank/general/web/cards/card-2001', withBankToken)
      .answersItem(200, cardBody())
      .test(async (client) => {
        expect((await getCard(client, 'card-2001')).id).toBe('card-2001');
      });
    await bankPact()
      .uponReceiving('a request to block a card')
      .request('PUT /neobank/general/web/cards/card-2001/block', { ...withBankToken, body: { blocked: true } })
      .answersItem(200, cardBody(true))
      .test(async (client) => {
        expect((await updateCardBlock(client, 'card-2001', true)).blocked).toBe(true);
      });
  });

  it('sets a card’s card-to-card daily limit, and refuses one above the bank’s maximum under the field', async () => {
    await bankPact()
      .uponReceiving('a request to set a card’s daily limit')
      .request('PUT /neobank/general/web/cards/card-2001/limit', {
        ...withBankToken,
        body: { dailyLimit: 150_000_000 },
      })
      .answersItem(200, { ...cardBody(), dailyLimit: 150_000_000 })
      .test(async (client) => {
        expect((await updateCardLimit(client, 'card-2001', 150_000_000)).dailyLimit).toBe(150_000_000);
      });
    await bankPact()
      .uponReceiving('a request to set a card’s daily limit above the bank’s maximum')
      .request('PUT /neobank/general/web/cards/card-2001/limit', {
        ...withBankToken,
        body: { dailyLimit: 2_000_000_000 },
      })
      .refusesField(
        400,
        'VALIDATION_FAILED',
        { path: 'body.dailyLimit', message: 'CARD_DAILY_LIMIT_TOO_HIGH' },
        (client) => updateCardLimit(client, 'card-2001', 2_000_000_000),
      );
  });

  it('pages a deposit’s statement in a date range', async () => {
    const query = { depositId: 'dep-2002', from: '2026-10-23', to: '2026-11-21', page: '1', pageSize: '20' };
    await bankPact()
      .uponReceiving('a request for a page of a deposit’s statement')
      .request('GET /neobank/general/web/transactions', { ...withBankToken, query })
      .answers(200, {
        success: true,
        data: eachLike({ ...transactionBody, depositId: string('dep-2002') }),
        meta: { page: 1, pageSize: 20, total: integer(2) },
      })
      .test(async (client) => {
        const page = await listTransactions(client, {
          depositId: 'dep-2002',
          from: '2026-10-23',
          to: '2026-11-21',
          page: 1,
          pageSize: 20,
        });
        expect(page.meta.total).toBe(2);
      });
  });

  it('reads a movement’s receipt', async () => {
    await bankPact()
      .uponReceiving('a request for a movement')
      .request(['GET', statePath('transactions/:id', 'transactionId')], withBankToken)
      .answersItem(
        200,
        like({
          ...transactionBody,
          depositTitle: string('حساب جاری کافه نارنج'),
          depositNumber: string('0202-850-1112223-1'),
        }),
      )
      .test(async (client) => {
        expect((await getTransaction(client, 1)).depositTitle).toBeTruthy();
      });
  });
});
