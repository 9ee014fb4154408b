import { describe, expect, it } from 'vitest';
import { loopbackEnv } from '../support/test-app.ts';
import { balanceOf, bankWorld, outboxCode, totalOfDeposits, transactionCount, transferRows } from './bank-world.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const w = booksPerTest(bankWorld);

interface TransferAnswer {
  itemInfo: {
    id: number;
    status: string;
    destinationName: string | null;
    destinationBank: string;
    reference: string | null;
  };
  message?: string;
  errors?: { path: string; message: string }[];
}

let keys = 0;
const ask = (body: Record<string, unknown>) =>
  w.request<TransferAnswer>(w.me, 'POST', '/transfers', { idempotencyKey: `test-key-${++keys}`, ...body });
const confirm = (id: number, code: string) =>
  w.request<TransferAnswer>(w.me, 'POST', `/transfers/${id}/confirm`, { code });

/** Arman's card (card-1001, on dep-1001) and deposit number, and an IBAN of another bank (Melli). */
const armanCard = '6221061026808172';
const armanDepositNumber = '0101-850-1234567-1';
const melliIban = 'IR970170000000234567890001';

describe('POST /transfers then /transfers/:id/confirm', () => {
  it('moves money card to card inside the bank: the code from the outbox confirms it, both sides in one go', async () => {
    const before = { mine: balanceOf(w.t, 'dep-2001') ?? 0, theirs: balanceOf(w.t, 'dep-1001') ?? 0 };
    const asked = await ask({ kind: 'CARD', sourceCardId: 'card-2001', destination: armanCard, amount: 2_500_000 });
    expect(asked.status).toBe(200);
    expect(asked.body.itemInfo).toMatchObject({
      status: 'AWAITING_CODE',
      destinationName: 'مریم احمدی',
      destinationBank: 'BANK_PARSIAN',
    });
    expect(balanceOf(w.t, 'dep-2001')).toBe(before.mine);
    const done = await confirm(asked.body.itemInfo.id, outboxCode(w.t, w.me.email));
    expect(done.body.itemInfo).toMatchObject({ status: 'DONE', reference: expect.stringMatching(/^\d{14}$/) });
    expect(balanceOf(w.t, 'dep-2001')).toBe(before.mine - 2_500_000);
    expect(balanceOf(w.t, 'dep-1001')).toBe(before.theirs + 2_500_000);
  });

  it('sends money to another bank by IBAN: only the debit, the bank named from the IBAN', async () => {
    const before = balanceOf(w.t, 'dep-2001') ?? 0;
    const asked = await ask({ kind: 'IBAN', sourceDepositId: 'dep-2001', destination: melliIban, amount: 1_000_000 });
    expect(asked.body.itemInfo).toMatchObject({ destinationBank: 'BANK_MELLI', destinationName: null });
    await confirm(asked.body.itemInfo.id, outboxCode(w.t, w.me.email));
    expect(balanceOf(w.t, 'dep-2001')).toBe(before - 1_000_000);
  });

  it('a confirmation repeated, or the same key asked again, never moves money twice', async () => {
    const body = {
      idempotencyKey: 'same-key-0001',
      kind: 'DEPOSIT',
      sourceDepositId: 'dep-2001',
      destination: armanDepositNumber,
      amount: 700_000,
    };
    const first = await w.request<TransferAnswer>(w.me, 'POST', '/transfers', body);
    const again = await w.request<TransferAnswer>(w.me, 'POST', '/transfers', body);
    expect(again.body.itemInfo.id).toBe(first.body.itemInfo.id);
    const code = outboxCode(w.t, w.me.email);
    const before = balanceOf(w.t, 'dep-2001') ?? 0;
    await confirm(first.body.itemInfo.id, code);
    const twice = await confirm(first.body.itemInfo.id, code);
    expect(twice.body.itemInfo.status).toBe('DONE');
    expect(balanceOf(w.t, 'dep-2001')).toBe(before - 700_000);
    const reused = await w.request<TransferAnswer>(w.me, 'POST', '/transfers', { ...body, amount: 800_000 });
    expect(reused).toMatchObject({ status: 409, body: { message: 'TRANSFER_KEY_REUSED' } });
  });

  it('a lost answer (the fault lab timeout after debit): 504, then the status by key says DONE, one debit only', async () => {
    const key = 'timeout-key-0001';
    const asked = await w.request<TransferAnswer>(w.me, 'POST', '/transfers', {
      idempotencyKey: key,
      kind: 'CARD',
      sourceCardId: 'card-2001',
      destination: armanCard,
      amount: 1_200_000,
    });
    const before = balanceOf(w.t, 'dep-2001') ?? 0;
    const control = await w.t.apps.main.request(
      '/__mock/scenarios/bank-transfer-timeout',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      },
      loopbackEnv,
    );
    expect(control.status).toBe(200);
    const lost = await confirm(asked.body.itemInfo.id, outboxCode(w.t, w.me.email));
    expect(lost).toMatchObject({ status: 504, body: { message: 'TRANSFER_TIMED_OUT' } });
    const status = await w.request<TransferAnswer>(w.me, 'GET', `/transfers/by-key/${key}`);
    expect(status.body.itemInfo.status).toBe('DONE');
    expect(balanceOf(w.t, 'dep-2001')).toBe(before - 1_200_000);
    const journal = w.t.lab?.journal.read() ?? [];
    expect(journal.filter((entry) => entry.ruleName === 'bank-transfer-timeout').map((entry) => entry.status)).toEqual([
      504,
    ]);
  });
});

describe('refusals: 400 with a code under the field, nothing written, no money moved', () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'an IBAN whose check digits are wrong',
      { kind: 'IBAN', sourceDepositId: 'dep-2001', destination: 'IR970170000000234567890002', amount: 1000 },
      'body.destination',
      'INVALID_IBAN',
    ],
    [
      'a card number failing Luhn',
      { kind: 'CARD', sourceCardId: 'card-2001', destination: '6221061026808173', amount: 1000 },
      'body.destination',
      'INVALID_CARD_NUMBER',
    ],
    [
      'a deposit number of no form',
      { kind: 'DEPOSIT', sourceDepositId: 'dep-2001', destination: '12345', amount: 1000 },
      'body.destination',
      'INVALID_DEPOSIT_NUMBER',
    ],
    [
      'a deposit number the bank does not have',
      { kind: 'DEPOSIT', sourceDepositId: 'dep-2001', destination: '0101-850-9999999-1', amount: 1000 },
      'body.destination',
      'DESTINATION_NOT_FOUND',
    ],
    [
      'the source deposit itself',
      { kind: 'DEPOSIT', sourceDepositId: 'dep-2001', destination: '0202-850-1112223-1', amount: 1000 },
      'body.destination',
      'SAME_ACCOUNT',
    ],
    [
      'more than the balance',
      { kind: 'IBAN', sourceDepositId: 'dep-2002', destination: melliIban, amount: 190_000_000 },
      'body.amount',
      'INSUFFICIENT_FUNDS',
    ],
    [
      'a zero amount',
      { kind: 'IBAN', sourceDepositId: 'dep-2001', destination: melliIban, amount: 0 },
      'body.amount',
      'INVALID_AMOUNT',
    ],
  ];
  it.each(refusals)('%s', async (_, body, path, code) => {
    const answer = await ask(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ path, message: code });
    expect(transferRows(w.t)).toHaveLength(0);
  });

  it('more than what the day leaves: DAILY_LIMIT_EXCEEDED', async () => {
    await w.request(w.me, 'PUT', '/deposits/dep-2001/limit', { dailyLimit: 1_000_000 });
    const answer = await ask({ kind: 'IBAN', sourceDepositId: 'dep-2001', destination: melliIban, amount: 1_500_000 });
    expect(answer).toMatchObject({ status: 400, body: { message: 'DAILY_LIMIT_EXCEEDED' } });
    const within = await ask({ kind: 'IBAN', sourceDepositId: 'dep-2001', destination: melliIban, amount: 900_000 });
    await confirm(within.body.itemInfo.id, outboxCode(w.t, w.me.email));
    const after = await ask({ kind: 'IBAN', sourceDepositId: 'dep-2001', destination: melliIban, amount: 200_000 });
    expect(after.body.message).toBe('DAILY_LIMIT_EXCEEDED');
  });

  it('card to card above what the card’s own limit leaves today: CARD_DAILY_LIMIT_EXCEEDED, nothing written', async () => {
    await w.request(w.me, 'PUT', '/cards/card-2001/limit', { dailyLimit: 3_000_000 });
    const total = totalOfDeposits(w.t);
    const over = await ask({ kind: 'CARD', sourceCardId: 'card-2001', destination: armanCard, amount: 3_000_001 });
    expect(over).toMatchObject({ status: 400, body: { message: 'CARD_DAILY_LIMIT_EXCEEDED' } });
    expect(over.body.errors).toContainEqual({ path: 'body.amount', message: 'CARD_DAILY_LIMIT_EXCEEDED' });
    expect(transferRows(w.t)).toHaveLength(0);
    const within = await ask({ kind: 'CARD', sourceCardId: 'card-2001', destination: armanCard, amount: 2_000_000 });
    await confirm(within.body.itemInfo.id, outboxCode(w.t, w.me.email));
    const card = await w.request<{ itemInfo: { usedToday: number } }>(w.me, 'GET', '/cards/card-2001');
    expect(card.body.itemInfo.usedToday).toBe(2_000_000);
    const after = await ask({ kind: 'CARD', sourceCardId: 'card-2001', destination: armanCard, amount: 1_000_001 });
    expect(after.body.message).toBe('CARD_DAILY_LIMIT_EXCEEDED');
    // The deposit itself may still pay the same amount by deposit number or IBAN: the card's limit is the card's.
    const byIban = await ask({ kind: 'IBAN', sourceDepositId: 'dep-2001', destination: melliIban, amount: 1_000_001 });
    expect(byIban.status).toBe(200);
    expect(totalOfDeposits(w.t)).toBe(total);
  });

  it('a card limit lowered after the transfer was asked refuses its confirmation, moving nothing', async () => {
    const asked = await ask({ kind: 'CARD', sourceCardId: 'card-2001', destination: armanCard, amount: 2_000_000 });
    await w.request(w.me, 'PUT', '/cards/card-2001/limit', { dailyLimit: 1_000_000 });
    const count = transactionCount(w.t);
    const refused = await confirm(asked.body.itemInfo.id, outboxCode(w.t, w.me.email));
    expect(refused).toMatchObject({ status: 400, body: { message: 'CARD_DAILY_LIMIT_EXCEEDED' } });
    expect(transactionCount(w.t)).toBe(count);
  });

  it('a blocked card pays nothing; another user’s card or deposit is not found', async () => {
    await w.request(w.me, 'PUT', '/cards/card-2001/block', { blocked: true });
    expect(
      (await ask({ kind: 'CARD', sourceCardId: 'card-2001', destination: armanCard, amount: 1000 })).body.message,
    ).toBe('CARD_BLOCKED');
    expect((await ask({ kind: 'CARD', sourceCardId: 'card-1001', destination: armanCard, amount: 1000 })).status).toBe(
      404,
    );
    expect(
      (await ask({ kind: 'IBAN', sourceDepositId: 'dep-1001', destination: melliIban, amount: 1000 })).status,
    ).toBe(404);
    expect(transferRows(w.t)).toHaveLength(0);
  });

  it('a wrong code moves nothing and counts; the fifth wrong one uses the transfer up', async () => {
    const asked = await ask({ kind: 'IBAN', sourceDepositId: 'dep-2001', destination: melliIban, amount: 5000 });
    const right = outboxCode(w.t, w.me.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const moves = transactionCount(w.t);
    expect((await confirm(asked.body.itemInfo.id, wrong)).body.message).toBe('INVALID_CODE');
    for (let n = 0; n < 3; n++) await confirm(asked.body.itemInfo.id, wrong);
    expect((await confirm(asked.body.itemInfo.id, wrong)).status).toBe(429);
    expect((await confirm(asked.body.itemInfo.id, right)).status).toBe(429);
    expect(transactionCount(w.t)).toBe(moves);
  });

  it('another user cannot confirm or look up my transfer', async () => {
    const asked = await ask({ kind: 'IBAN', sourceDepositId: 'dep-2001', destination: melliIban, amount: 5000 });
    const total = totalOfDeposits(w.t);
    const code = outboxCode(w.t, w.me.email);
    expect((await w.request(w.other, 'POST', `/transfers/${asked.body.itemInfo.id}/confirm`, { code })).status).toBe(
      404,
    );
    expect((await w.request(w.other, 'GET', '/transfers/by-key/test-key-1')).status).toBe(404);
    expect(totalOfDeposits(w.t)).toBe(total);
  });
});
