import { paymentIdOf } from '@daftar/contracts/endpoints/banking-numbers';
import { describe, expect, it } from 'vitest';
import { bankBills, savedAccounts } from '@daftar/db/schema/banking';
import { rowsIn } from '../support/rows.ts';
import { balanceOf, bankWorld } from './bank-world.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const w = booksPerTest(bankWorld);

interface BillAnswer {
  itemInfo: { id: number; type: string; amount: number; paidAt: string | null };
  message?: string;
  errors?: { path: string; message: string }[];
}

describe('bills', () => {
  it('adds a bill by its numbers (type and amount read from them) and pays it from a deposit once', async () => {
    const added = await w.request<BillAnswer>(w.me, 'POST', '/bills', {
      billId: '7748317800142',
      paymentId: '1770160',
    });
    expect(added.body.itemInfo).toMatchObject({ type: 'PHONE', amount: 17_000, paidAt: null });
    const before = balanceOf(w.t, 'dep-2001') ?? 0;
    const paid = await w.request<BillAnswer>(w.me, 'POST', `/bills/${added.body.itemInfo.id}/pay`, {
      depositId: 'dep-2001',
    });
    expect(paid.body.itemInfo.paidAt).not.toBeNull();
    expect(balanceOf(w.t, 'dep-2001')).toBe(before - 17_000);
    const again = await w.request<BillAnswer>(w.me, 'POST', `/bills/${added.body.itemInfo.id}/pay`, {
      depositId: 'dep-2001',
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'BILL_ALREADY_PAID' } });
    expect(balanceOf(w.t, 'dep-2001')).toBe(before - 17_000);
  });

  it('refuses a bill id or payment id that fails its check digits, and a bill already added', async () => {
    const count = rowsIn(w.t.db, bankBills);
    const badBill = await w.request<BillAnswer>(w.me, 'POST', '/bills', {
      billId: '7748317800143',
      paymentId: '1770160',
    });
    expect(badBill.status).toBe(400);
    expect(badBill.body.errors).toContainEqual({ path: 'body.billId', message: 'INVALID_BILL_ID' });
    const badPayment = await w.request<BillAnswer>(w.me, 'POST', '/bills', {
      billId: '7748317800142',
      paymentId: '1770161',
    });
    expect(badPayment.body.errors).toContainEqual({ path: 'body.paymentId', message: 'INVALID_PAYMENT_ID' });
    expect(rowsIn(w.t.db, bankBills)).toBe(count);
    // Both check digits hold, but the payment id carries no amount (its digits before the last five are 0).
    const noAmount = await w.request<BillAnswer>(w.me, 'POST', '/bills', {
      billId: '7748317800142',
      paymentId: paymentIdOf('7748317800142', 0, 1405, 1),
    });
    expect([noAmount.status, noAmount.body.message, noAmount.body.errors]).toEqual([
      400,
      'INVALID_PAYMENT_ID',
      [{ path: 'body.paymentId', message: 'INVALID_PAYMENT_ID' }],
    ]);
    expect(rowsIn(w.t.db, bankBills)).toBe(count);
    const seeded = await w.request<BillAnswer>(w.me, 'POST', '/bills', {
      billId: '5512398024',
      paymentId: '248050853',
    });
    expect(seeded).toMatchObject({ status: 409, body: { message: 'BILL_ALREADY_ADDED' } });
  });

  it('refuses paying more than the balance, from another user’s deposit, or another user’s bill', async () => {
    const bills = await w.request<{ data: { id: number; paidAt: string | null }[] }>(w.me, 'GET', '/bills');
    const unpaid = bills.body.data.find((bill) => !bill.paidAt)?.id;
    expect((await w.request(w.me, 'POST', `/bills/${unpaid}/pay`, { depositId: 'dep-1001' })).status).toBe(404);
    const theirs = await w.request<{ data: { id: number }[] }>(w.other, 'GET', '/bills');
    expect(
      (await w.request(w.me, 'POST', `/bills/${theirs.body.data[0]?.id}/pay`, { depositId: 'dep-2001' })).status,
    ).toBe(404);
    await w.request(w.me, 'PUT', '/deposits/dep-2002/limit', { dailyLimit: 1000 });
    const limited = await w.request<BillAnswer>(w.me, 'POST', `/bills/${unpaid}/pay`, { depositId: 'dep-2002' });
    expect(limited).toMatchObject({ status: 400, body: { message: 'DAILY_LIMIT_EXCEEDED' } });
  });
});

describe('saved accounts', () => {
  it('saves an IBAN or a card with its bank, refuses bad check digits and duplicates, and forgets one', async () => {
    const save = (body: unknown) =>
      w.request<{ itemInfo: { id: number; bank: string }; message?: string; errors?: unknown[] }>(
        w.me,
        'POST',
        '/saved-accounts',
        body,
      );
    expect((await save({ name: 'توزیع آریا', kind: 'IBAN', value: 'IR09 0120 0000 0034 5678 9010 01' })).status).toBe(
      409,
    );
    const saved = await save({ name: 'نانوایی سنگک', kind: 'CARD', value: '6104-3325-8741-9630' });
    expect(saved.body.itemInfo.bank).toBe('BANK_MELLAT');
    const count = rowsIn(w.t.db, savedAccounts);
    expect((await save({ name: 'x', kind: 'CARD', value: '6104332587419631' })).body.errors).toContainEqual({
      path: 'body.value',
      message: 'INVALID_CARD_NUMBER',
    });
    expect((await save({ name: 'x', kind: 'IBAN', value: 'IR970170000000234567890002' })).body.errors).toContainEqual({
      path: 'body.value',
      message: 'INVALID_IBAN',
    });
    expect(rowsIn(w.t.db, savedAccounts)).toBe(count);
    expect((await w.request(w.other, 'DELETE', `/saved-accounts/${saved.body.itemInfo.id}`)).status).toBe(404);
    expect((await w.request(w.me, 'DELETE', `/saved-accounts/${saved.body.itemInfo.id}`)).status).toBe(200);
  });
});

describe('workbook', () => {
  it('sums a month’s inflows and outflows by category', async () => {
    const answer = await w.request<{
      itemInfo: {
        inflow: number;
        outflow: number;
        categories: { category: string; inflow: number; outflow: number }[];
      };
    }>(w.me, 'GET', '/workbook?from=2026-10-23&to=2026-11-21');
    const { inflow, outflow, categories } = answer.body.itemInfo;
    expect(inflow).toBe(categories.reduce((sum, row) => sum + row.inflow, 0));
    expect(outflow).toBe(categories.reduce((sum, row) => sum + row.outflow, 0));
    expect(categories.map((row) => row.category)).toEqual(expect.arrayContaining(['SALES', 'RENT', 'SALARY']));
    expect((await w.request(w.me, 'GET', '/workbook?from=2026-10-23')).status).toBe(400);
  });
});
