import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../lib/api/testing/refusal.ts';
import {
  bankPact,
  billBody,
  savedAccountBody,
  statePath,
  transferBody,
  withBankToken,
} from './banking-pact-fixtures.ts';
import {
  confirmTransfer,
  createBill,
  createSavedAccount,
  createTransfer,
  getBill,
  getTransferByKey,
  getWorkbook,
  listBills,
  listSavedAccounts,
  payBill,
  removeSavedAccount,
} from './banking-client.ts';

const { eachLike, integer, like, regex } = MatchersV3;
const refusal = (message: string, path: string) => ({ success: false, message, errors: eachLike({ path, message }) });

describe('the bank’s bills and saved accounts, with the banking token', () => {
  it('lists bills, unpaid first', async () => {
    await bankPact()
      .uponReceiving('a request for the bills')
      .request('GET /neobank/general/web/bills', withBankToken)
      .answers(200, { success: true, data: [billBody(), billBody(), billBody(), billBody(true, false)] })
      .test(async (client) => {
        expect((await listBills(client))[0]?.paidAt).toBeNull();
      });
  });

  it('reads a bill, adds one by its numbers and refuses a bill id failing its check', async () => {
    await bankPact()
      .uponReceiving('a request for one bill')
      .request(['GET', statePath('bills/:id', 'billId')], withBankToken)
      .answersItem(200, billBody())
      .test(async (client) => {
        expect((await getBill(client, 1)).id).toBe(1);
      });
    const body = { billId: '7748317800142', paymentId: '1770160' };
    await bankPact()
      .uponReceiving('a request to add a bill')
      .request('POST /neobank/general/web/bills', { ...withBankToken, body })
      .answersItem(200, { ...billBody(), type: 'PHONE', amount: 17_000 })
      .test(async (client) => {
        expect((await createBill(client, body)).amount).toBe(17_000);
      });
    const bad = { billId: '7748317800143', paymentId: '1770160' };
    await bankPact()
      .uponReceiving('a request to add a bill whose id fails its check digit')
      .request('POST /neobank/general/web/bills', { ...withBankToken, body: bad })
      .answers(400, refusal('VALIDATION_FAILED', 'body.billId'))
      .test(async (client) => {
        await expect(createBill(client, bad)).rejects.toMatchObject({ status: 400 });
      });
  });

  it('pays a bill from a deposit', async () => {
    await bankPact()
      .uponReceiving('a request to pay a bill')
      .request(['POST', statePath('bills/:id/pay', 'billId')], { ...withBankToken, body: { depositId: 'dep-2001' } })
      .answersItem(200, billBody(true))
      .test(async (client) => {
        expect((await payBill(client, 1, 'dep-2001')).paidAt).toBeTruthy();
      });
  });

  it('lists, saves and forgets saved accounts', async () => {
    await bankPact()
      .uponReceiving('a request for the saved accounts')
      .request('GET /neobank/general/web/saved-accounts', withBankToken)
      .answersList(200, savedAccountBody)
      .test(async (client) => {
        expect((await listSavedAccounts(client)).length).toBeGreaterThan(0);
      });
    const body = { name: 'نانوایی سنگک', kind: 'CARD', value: '6104332587419630' } as const;
    await bankPact()
      .uponReceiving('a request to save a card')
      .request('POST /neobank/general/web/saved-accounts', { ...withBankToken, body })
      .answersItem(200, { ...savedAccountBody, kind: 'CARD', value: '6104332587419630', bank: 'BANK_MELLAT' })
      .test(async (client) => {
        expect((await createSavedAccount(client, body)).bank).toBe('BANK_MELLAT');
      });
    await bankPact()
      .uponReceiving('a request to forget a saved account')
      .request(['DELETE', statePath('saved-accounts/:id', 'savedAccountId')], withBankToken)
      .answersDone((client) => removeSavedAccount(client, 1));
  });

  it('sums a month in the workbook', async () => {
    await bankPact()
      .uponReceiving('a request for a month of the workbook')
      .request('GET /neobank/general/web/workbook', {
        ...withBankToken,
        query: { from: '2026-10-23', to: '2026-11-21' },
      })
      .answersItem(200, {
        from: '2026-10-23',
        to: '2026-11-21',
        inflow: integer(90_000_000),
        outflow: integer(80_000_000),
        categories: eachLike({
          category: regex(/^[A-Z]+$/, 'SALES'),
          inflow: integer(60_000_000),
          outflow: integer(0),
          count: integer(40),
        }),
      })
      .test(async (client) => {
        expect((await getWorkbook(client, '2026-10-23', '2026-11-21')).categories.length).toBeGreaterThan(0);
      });
  });
});

describe('transfers: asked for, confirmed with the code, or looked up by key', () => {
  const ask = {
    idempotencyKey: 'pact-transfer-key-0002',
    kind: 'CARD',
    sourceCardId: 'card-2001',
    destination: '6221061026808172',
    amount: 2_500_000,
    description: '',
  } as const;

  it('asks for a card-to-card transfer: the holder named, a code sent', async () => {
    await bankPact()
      .uponReceiving('a request for a card-to-card transfer')
      .request('POST /neobank/general/web/transfers', { ...withBankToken, body: ask })
      .answersItem(200, like({ ...transferBody('AWAITING_CODE'), idempotencyKey: ask.idempotencyKey }))
      .test(async (client) => {
        expect((await createTransfer(client, ask)).status).toBe('AWAITING_CODE');
      });
  });

  it('refuses a transfer above the balance, under the amount', async () => {
    const body = { ...ask, idempotencyKey: 'pact-transfer-key-0003', amount: 900_000_000 };
    await bankPact()
      .uponReceiving('a request for a transfer above the balance')
      .request('POST /neobank/general/web/transfers', { ...withBankToken, body })
      .answers(400, refusal('INSUFFICIENT_FUNDS', 'body.amount'))
      .test(async (client) => {
        await expectRefused(createTransfer(client, body), 400, 'INSUFFICIENT_FUNDS');
      });
  });

  it('refuses a card-to-card transfer above the card’s own daily limit, under the amount', async () => {
    const body = { ...ask, idempotencyKey: 'pact-transfer-key-0004' };
    await bankPact("the signed-in user's card card-2001 may transfer 1,000,000 Rials a day")
      .uponReceiving('a request for a card-to-card transfer above the card’s daily limit')
      .request('POST /neobank/general/web/transfers', { ...withBankToken, body })
      .answers(400, refusal('CARD_DAILY_LIMIT_EXCEEDED', 'body.amount'))
      .test(async (client) => {
        await expectRefused(createTransfer(client, body), 400, 'CARD_DAILY_LIMIT_EXCEEDED');
      });
  });

  it('confirms a transfer with its code, and refuses a wrong code', async () => {
    await bankPact('the signed-in user has a transfer awaiting its code')
      .uponReceiving('a request to confirm a transfer with its code')
      .request(['POST', statePath('transfers/:id/confirm', 'transferId')], {
        ...withBankToken,
        body: { code: '123456' },
      })
      .answersItem(200, transferBody('DONE'))
      .test(async (client) => {
        expect((await confirmTransfer(client, 1, '123456')).status).toBe('DONE');
      });
    await bankPact('the signed-in user has a transfer awaiting its code')
      .uponReceiving('a request to confirm a transfer with a wrong code')
      .request(['POST', statePath('transfers/:id/confirm', 'transferId')], {
        ...withBankToken,
        body: { code: '654321' },
      })
      .answers(400, refusal('INVALID_CODE', 'body.code'))
      .test(async (client) => {
        await expect(confirmTransfer(client, 1, '654321')).rejects.toMatchObject({ status: 400 });
      });
  });

  it('looks a transfer up by its key when the confirmation’s answer was lost', async () => {
    await bankPact('the signed-in user has a transfer whose answer was lost')
      .uponReceiving('a request for a transfer by its idempotency key')
      .request('GET /neobank/general/web/transfers/by-key/pact-transfer-key-0001', withBankToken)
      .answersItem(200, transferBody('DONE'))
      .test(async (client) => {
        expect((await getTransferByKey(client, 'pact-transfer-key-0001')).status).toBe('DONE');
      });
  });
});
