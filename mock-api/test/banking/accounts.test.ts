import { describe, expect, it } from 'vitest';
import { isValidIban } from '@daftar/contracts/endpoints/banking-numbers';
import { balanceOf, bankWorld, totalOfDeposits } from './bank-world.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const w = booksPerTest(bankWorld);

interface Page {
  data: { id: number; occurredAt: string; balanceAfter: number; cardId: string | null }[];
  meta: { total: number; page: number };
}

describe('deposits', () => {
  it('lists mine with type, daily limit and what today used; another user’s deposit is not found', async () => {
    const answer = await w.request<{ data: { id: string; type: string; iban: string; usedToday: number }[] }>(
      w.me,
      'GET',
      '/deposits',
    );
    expect(answer.body.data.map((d) => [d.id, d.type, d.usedToday])).toEqual([
      ['dep-2001', 'CURRENT', 0],
      ['dep-2002', 'SAVINGS', 0],
    ]);
    expect(answer.body.data.every((d) => isValidIban(d.iban))).toBe(true);
    expect((await w.request(w.me, 'GET', '/deposits/dep-1001')).status).toBe(404);
    expect((await w.request(w.me, 'GET', '/deposits/dep-2001')).status).toBe(200);
  });

  it('opens a deposit with money moved from another, never made', async () => {
    const total = totalOfDeposits(w.t);
    const before = balanceOf(w.t, 'dep-2001') ?? 0;
    const answer = await w.request<{ itemInfo: { id: string; balance: number; iban: string; type: string } }>(
      w.me,
      'POST',
      '/deposits',
      {
        type: 'LONG_TERM',
        title: 'سپرده یک‌ساله',
        sourceDepositId: 'dep-2001',
        amount: 20_000_000,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.itemInfo).toMatchObject({ balance: 20_000_000, type: 'LONG_TERM' });
    expect(isValidIban(answer.body.itemInfo.iban)).toBe(true);
    expect(balanceOf(w.t, 'dep-2001')).toBe(before - 20_000_000);
    expect(totalOfDeposits(w.t)).toBe(total);
  });

  it('refuses an opening with too little, more than the balance, or from another user’s deposit', async () => {
    const total = totalOfDeposits(w.t);
    const open = (body: Record<string, unknown>) =>
      w.request<{ message: string }>(w.me, 'POST', '/deposits', { type: 'SAVINGS', title: 'پس‌انداز', ...body });
    expect((await open({ sourceDepositId: 'dep-2001', amount: 5000 })).body).toMatchObject({
      message: 'VALIDATION_FAILED',
    });
    expect((await open({ sourceDepositId: 'dep-2001', amount: 900_000_000 })).body.message).toBe('INSUFFICIENT_FUNDS');
    expect((await open({ sourceDepositId: 'dep-1001', amount: 2_000_000 })).status).toBe(404);
    expect((await open({ type: 'CURRENT', sourceDepositId: 'dep-2001', amount: 2_000_000 })).status).toBe(400);
    expect(totalOfDeposits(w.t)).toBe(total);
  });

  it('sets a daily limit within 0–10,000,000,000 Rials', async () => {
    const set = (body: unknown, id = 'dep-2001') =>
      w.request<{ itemInfo: { dailyLimit: number } }>(w.me, 'PUT', `/deposits/${id}/limit`, body);
    expect((await set({ dailyLimit: 250_000_000 })).body.itemInfo.dailyLimit).toBe(250_000_000);
    expect((await set({ dailyLimit: 20_000_000_000 })).status).toBe(400);
    expect((await set({ dailyLimit: -1 })).status).toBe(400);
    expect((await set({ dailyLimit: 1 }, 'dep-1001')).status).toBe(404);
  });
});

describe('statements', () => {
  it('pages a deposit’s movements newest first, within a Tehran date range', async () => {
    const first = await w.request<Page>(w.me, 'GET', '/transactions?depositId=dep-2001&pageSize=10');
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta.total).toBeGreaterThan(100);
    const times = first.body.data.map((row) => row.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    const aban = await w.request<Page>(
      w.me,
      'GET',
      '/transactions?depositId=dep-2001&from=2026-10-23&to=2026-11-21&pageSize=500',
    );
    expect(aban.body.data.length).toBe(aban.body.meta.total);
    // Aban 1 starts at 2026-10-22T20:30Z, and Azar 1 at 2026-11-21T20:30Z.
    expect(
      aban.body.data.every((row) => row.occurredAt >= '2026-10-22T20:30' && row.occurredAt < '2026-11-21T20:30'),
    ).toBe(true);
  });

  it('shows a card’s purchases; another user’s deposit, card or movement is not found', async () => {
    const card = await w.request<Page>(w.me, 'GET', '/transactions?cardId=card-2001');
    expect(card.body.data.length).toBeGreaterThan(0);
    expect(card.body.data.every((row) => row.cardId === 'card-2001')).toBe(true);
    expect((await w.request(w.me, 'GET', '/transactions?depositId=dep-1001')).status).toBe(404);
    expect((await w.request(w.me, 'GET', '/transactions?cardId=card-1001')).status).toBe(404);
    const theirs = await w.request<Page>(w.other, 'GET', '/transactions?pageSize=1');
    expect((await w.request(w.me, 'GET', `/transactions/${theirs.body.data[0]?.id}`)).status).toBe(404);
    const mine = card.body.data[0]?.id;
    expect(await w.request(w.me, 'GET', `/transactions/${mine}`)).toMatchObject({
      status: 200,
      body: { itemInfo: { depositTitle: 'حساب جاری کافه نارنج' } },
    });
  });

  it('refuses a date that is no date', async () => {
    expect((await w.request(w.me, 'GET', '/transactions?from=1405%2F08%2F01')).status).toBe(400);
  });
});

describe('cards', () => {
  it('lists them masked; blocks and unblocks mine only', async () => {
    const list = await w.request<{ data: { id: string; maskedNumber: string; bank: string }[] }>(w.me, 'GET', '/cards');
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: 'card-2001', maskedNumber: '6221 06** **** 2736', bank: 'BANK_PARSIAN' }),
    ]);
    expect(
      (await w.request<{ itemInfo: { blocked: boolean } }>(w.me, 'PUT', '/cards/card-2001/block', { blocked: true }))
        .body.itemInfo.blocked,
    ).toBe(true);
    expect((await w.request(w.me, 'PUT', '/cards/card-1001/block', { blocked: true })).status).toBe(404);
    expect((await w.request(w.me, 'GET', '/cards/card-1001')).status).toBe(404);
  });

  it('sets a card’s daily limit within 0–1,000,000,000 Rials; bad input or another user’s card writes nothing', async () => {
    type CardAnswer = { itemInfo: { dailyLimit: number; usedToday: number }; message: string; errors: unknown[] };
    const set = (body: unknown, id = 'card-2001', who = w.me) =>
      w.request<CardAnswer>(who, 'PUT', `/cards/${id}/limit`, body);
    const limitOf = async (id: string, who = w.me) =>
      (await w.request<CardAnswer>(who, 'GET', `/cards/${id}`)).body.itemInfo.dailyLimit;
    expect((await set({ dailyLimit: 150_000_000 })).body.itemInfo).toEqual(
      expect.objectContaining({ dailyLimit: 150_000_000, usedToday: 0 }),
    );
    for (const [dailyLimit, message] of [
      [-1, 'INVALID_AMOUNT'],
      [1_500_000.5, 'INVALID_AMOUNT'],
      [1_000_000_001, 'CARD_DAILY_LIMIT_TOO_HIGH'],
      ['100', 'INVALID_AMOUNT'],
    ] as const) {
      const refused = await set({ dailyLimit });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContainEqual({ path: 'body.dailyLimit', message });
    }
    expect(await limitOf('card-2001')).toBe(150_000_000);
    expect((await set({ dailyLimit: 1_000_000_000 })).status).toBe(200);
    expect((await set({ dailyLimit: 1 }, 'card-1001')).status).toBe(404);
    expect((await set({ dailyLimit: 1 }, 'card-1001')).body.message).toBe('CARD_NOT_FOUND');
    // The seed gives each card its own limit (docs/seed-data.md); another user's card kept its own.
    expect(await limitOf('card-1001', w.other)).toBe(150_000_000);
  });
});
