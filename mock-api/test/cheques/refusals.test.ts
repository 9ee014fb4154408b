import { describe, expect, it } from 'vitest';
import { clearAccountSetting } from '../support/account-settings.ts';
import { insertCompany, insertStakeholder } from '../support/factories.ts';
import { expectRefusedAt } from '../support/expect-answers.ts';
import { type Answer, chequeRows, openChequeBooks, receiptBody } from './cheque-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openChequeBooks);

const receive = (body: Record<string, unknown>) => k.api<Answer>('POST', k.cheques, body);

describe('cheques: refusals with a code, nothing written', () => {
  it('bad paper: a Sayad id of 15 digits, a bad national id, no bank, a zero or decimal amount (400 with fields)', async () => {
    const before = chequeRows(k.t.db);
    const answer = await receive(
      receiptBody(k.customer, { sayadId: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵', drawerNationalId: '0013542418', bankName: ' ', amount: 0 }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.sayadId', message: 'INVALID_SAYAD_ID' },
        { path: 'body.drawerNationalId', message: 'INVALID_NATIONAL_ID' },
        { path: 'body.bankName', message: 'REQUIRED' },
        { path: 'body.amount', message: 'AMOUNT_REQUIRED' },
      ]),
    );
    const decimal = await receive(receiptBody(k.customer, { amount: 1_000.5 }));
    expect([decimal.status, decimal.body.errors]).toEqual([400, [{ path: 'body.amount', message: 'INVALID_AMOUNT' }]]);
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('a Sayad id and serial typed in Persian digits are read in Latin ones, and a Sayad id taken twice is 409', async () => {
    const first = await receive(receiptBody(k.customer, { sayadId: '۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶' }));
    expect(first.status).toBe(201);
    // The serial typed in Persian digits is kept in Latin ones, as the search reads it.
    expect([first.body.itemInfo.sayadId, first.body.itemInfo.serial]).toEqual(['1234567890123456', '876543']);
    const before = chequeRows(k.t.db);
    const again = await receive(receiptBody(k.customer, { sayadId: '1234567890123456' }));
    expect([again.status, again.body.errors]).toEqual([409, [{ path: 'body.sayadId', message: 'SAYAD_ID_TAKEN' }]]);
    expect(chequeRows(k.t.db)).toEqual(before);
  });

  it('a date outside an open year, another company’s person (400)', async () => {
    const before = chequeRows(k.t.db);
    const outside = await receive(receiptBody(k.customer, { date: '2025-05-01' }));
    expect([outside.status, outside.body.message]).toEqual([400, 'DATE_OUTSIDE_OPEN_YEAR']);
    const stranger = insertStakeholder(k.t.db, insertCompany(k.t.db).id).id;
    const before2 = chequeRows(k.t.db);
    const theirs = await receive(receiptBody(stranger));
    expect([theirs.status, theirs.body.errors]).toEqual([
      400,
      [{ path: 'body.stakeholderId', message: 'STAKEHOLDER_NOT_FOUND' }],
    ]);
    expect(chequeRows(k.t.db)).toEqual(before2);
    expect(before.cheques).toEqual([]);
  });

  it('steps: not from a final state (409), not one the state lacks (409), not before the last step, not at a cash box (400)', async () => {
    const cheque = await k.receive();
    const cash = await k.place({ kind: 'CASH_BOX', name: 'صندوق' });
    const before = chequeRows(k.t.db);
    const clearInHand = await k.step(cheque.id, { action: 'CLEAR', date: '2026-05-01' });
    expect([clearInHand.status, clearInHand.body.message]).toEqual([409, 'CHEQUE_ACTION_NOT_ALLOWED']);
    const atCash = await k.step(cheque.id, { action: 'DEPOSIT', date: '2026-05-01', bankTafsiliId: cash.tafsiliId });
    expect([atCash.status, atCash.body.errors]).toEqual([
      400,
      [{ path: 'body.bankTafsiliId', message: 'NOT_A_BANK_ACCOUNT' }],
    ]);
    const early = await k.step(cheque.id, { action: 'DEPOSIT', date: '2026-04-29', bankTafsiliId: k.bank.tafsiliId });
    expect([early.status, early.body.errors]).toEqual([
      400,
      [{ path: 'body.date', message: 'CHEQUE_STEP_BEFORE_LAST' }],
    ]);
    const noAction = await k.step(cheque.id, { action: 'BURN', date: '2026-05-01' });
    expect([noAction.status, noAction.body.errors]).toEqual([
      400,
      [{ path: 'body.action', message: 'INVALID_CHEQUE_ACTION' }],
    ]);
    const noReason = await k.step(cheque.id, { action: 'BOUNCE', date: '2026-05-01' });
    expect(noReason.status).toBe(400);
    expect(chequeRows(k.t.db)).toEqual(before);
    await k.step(cheque.id, { action: 'RETURN', date: '2026-05-02' });
    const final = chequeRows(k.t.db);
    const afterReturn = await k.step(cheque.id, {
      action: 'DEPOSIT',
      date: '2026-05-03',
      bankTafsiliId: k.bank.tafsiliId,
    });
    expect([afterReturn.status, afterReturn.body.message]).toEqual([409, 'CHEQUE_STATE_FINAL']);
    expect(chequeRows(k.t.db)).toEqual(final);
  });

  it('a receipt with no receivables account in the settings: 409 CHEQUE_ACCOUNTS_MISSING naming it', async () => {
    clearAccountSetting(k.t.db, k.b.companyId, 'receivables_account_id');
    await expectRefusedAt(
      () => chequeRows(k.t.db),
      () => receive(receiptBody(k.customer)),
      [409, 'CHEQUE_ACCOUNTS_MISSING', 'settings.receivablesAccountId'],
    );
  });

  it('a chart whose notes receivable moein has another code: 409 CHEQUE_ACCOUNTS_MISSING naming the code', async () => {
    // Codes are a company's own to edit: one that renumbered 1202 has no account a received cheque is kept in.
    k.t.db.$client
      .prepare("update accounts set code = '12029' where company_id = ? and code = '1202'")
      .run(k.b.companyId);
    await expectRefusedAt(
      () => chequeRows(k.t.db),
      () => receive(receiptBody(k.customer)),
      [409, 'CHEQUE_ACCOUNTS_MISSING', 'chart.1202'],
    );
  });

  it('a clearing when the settings name no bank account: 409 TREASURY_ACCOUNTS_MISSING on the bank, nothing written', async () => {
    const cheque = await k.receive();
    const deposit = await k.step(cheque.id, { action: 'DEPOSIT', date: '2026-05-01', bankTafsiliId: k.bank.tafsiliId });
    expect(deposit.status).toBe(200);
    clearAccountSetting(k.t.db, k.b.companyId, 'bank_account_id');
    await expectRefusedAt(
      () => chequeRows(k.t.db),
      () => k.step(cheque.id, { action: 'CLEAR', date: '2026-07-01' }),
      [409, 'TREASURY_ACCOUNTS_MISSING', 'body.bankTafsiliId'],
    );
  });

  it('an unknown cheque is 404 CHEQUE_NOT_FOUND; a bad list filter is 400', async () => {
    const missing = await k.step(999, { action: 'CLEAR', date: '2026-05-01' });
    expect([missing.status, missing.body.message]).toEqual([404, 'CHEQUE_NOT_FOUND']);
    const bad = await k.api<Answer>('GET', `${k.cheques}?state=LOST&dueFrom=1405-13-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.path).sort()).toEqual(['query.dueFrom', 'query.state']);
  });
});
