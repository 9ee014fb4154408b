import { moneyRecordSchema } from '@daftar/contracts/endpoints/money-records-schemas';
import { describe, expect, it } from 'vitest';
import { finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { allRows, cashFloat, expenseBody, incomeBody, openMoneyBooks } from './money-books.ts';
import { expectRefusedUnchanged, type RefusalFieldError } from '../support/expect-answers.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';
import { voucherLinesOf } from '../accounting/books.ts';

const k = booksPerTest(openMoneyBooks);

type Answer = { itemInfo: unknown };
/** A record whose voucher the accountant has made FINAL. */
async function finalRecord(body: Record<string, unknown>) {
  const answer = await k.api<Answer>('POST', k.base, body);
  expect(answer.status).toBe(201);
  const record = moneyRecordSchema.parse(answer.body.itemInfo);
  finaliseVoucher(k.t.db, k.b.companyId, record.voucherId ?? 0);
  return record;
}
const reverse = (id: number, body: unknown = {}) => k.api<Answer>('POST', `${k.base}/${id}/reverse`, body);

/** Runs a call and expects its status, code (and field error), and that no row of the records or books changed. */
const expectRefused = (
  run: () => ReturnType<typeof reverse>,
  status: number,
  message: string,
  error?: RefusalFieldError,
) => expectRefusedUnchanged(() => allRows(k.t.db), run, status, message, error);

describe('reversing a record whose voucher is FINAL', () => {
  it('posts a voucher with the sides swapped on the date given; the record is REVERSED, linking it', async () => {
    const record = await finalRecord(expenseBody(k, { vatRate: 10 }));
    const answer = await reverse(record.id, { date: '2026-06-10' });
    expect(answer.status).toBe(200);
    const reversed = moneyRecordSchema.parse(answer.body.itemInfo);
    expect(reversed).toMatchObject({
      status: 'REVERSED',
      voucherId: record.voucherId,
      voucherStatus: 'FINAL',
      reversalDate: '2026-06-10',
      number: record.number,
    });
    expect(reversed.reversalVoucherId).not.toBeNull();
    expect(reversed.reversedAt).not.toBeNull();
    const swap = (line: { debit: number; credit: number }) => ({ ...line, debit: line.credit, credit: line.debit });
    expect(voucherLinesOf(k.t.db, reversed.reversalVoucherId ?? 0)).toEqual(
      voucherLinesOf(k.t.db, record.voucherId ?? 0).map((line) => swap(line as { debit: number; credit: number })),
    );
    const bank = k.t.db.$client
      .prepare('select coalesce(sum(debit - credit), 0) as balance from voucher_lines where tafsili_id = ?')
      .get(k.bank);
    expect(bank).toEqual({ balance: 0 });
    // The reversing voucher is the reverser's own entry in the journal, as the record's was its author's.
    const author = k.t.db.$client.prepare('select created_by as createdBy from vouchers where id = ?');
    expect(author.get(reversed.reversalVoucherId)).toEqual({ createdBy: k.b.userId });
    const got = await k.api<Answer>('GET', `${k.base}/${record.id}`);
    expect(moneyRecordSchema.parse(got.body.itemInfo)).toEqual(reversed);
  });

  it('today unless a date is given; the list shows the status and its totals leave the reversed record out', async () => {
    const record = await finalRecord(incomeBody(k));
    await finalRecord(incomeBody(k, { amount: 5_000_000 }));
    const answer = await reverse(record.id);
    expect(answer.status).toBe(200);
    const list = await k.api<{ data: { status: string }[]; totals: Record<string, number> }>(
      'GET',
      `${k.base}?kind=INCOME&sort=number`,
    );
    expect(list.body.data.map((row) => row.status)).toEqual(['REVERSED', 'ACTIVE']);
    expect(list.body.totals).toEqual({ count: 2, amount: 5_000_000, vat: 0, total: 5_000_000 });
  });

  it('a second reversal, and an edit or delete of the reversed record: 409 MONEY_RECORD_REVERSED', async () => {
    const record = await finalRecord(expenseBody(k));
    expect((await reverse(record.id)).status).toBe(200);
    await expectRefused(() => reverse(record.id), 409, 'MONEY_RECORD_REVERSED');
    await expectRefused(() => k.api('DELETE', `${k.base}/${record.id}`), 409, 'MONEY_RECORD_REVERSED');
    const edit = { ...expenseBody(k), kind: undefined };
    await expectRefused(() => k.api('PUT', `${k.base}/${record.id}`, edit), 409, 'MONEY_RECORD_REVERSED');
  });

  it('a record whose voucher is TEMPORARY: 409 MONEY_RECORD_NOT_FINAL (edit or delete it instead)', async () => {
    const answer = await k.api<Answer>('POST', k.base, expenseBody(k));
    const record = moneyRecordSchema.parse(answer.body.itemInfo);
    await expectRefused(() => reverse(record.id), 409, 'MONEY_RECORD_NOT_FINAL');
  });

  it.each([
    ['a bad date', { date: '2026-02-30' }, 400, 'VALIDATION_FAILED', 'INVALID_DATE'],
    ['a date outside the open year', { date: '2028-01-01' }, 400, 'DATE_OUTSIDE_OPEN_YEAR', 'DATE_OUTSIDE_OPEN_YEAR'],
    ['a date before the record', { date: '2026-04-30' }, 400, 'REVERSAL_BEFORE_RECORD', 'REVERSAL_BEFORE_RECORD'],
  ])('%s: %i on the date, nothing written', async (_, body, status, message, field) => {
    const record = await finalRecord(expenseBody(k));
    await expectRefused(() => reverse(record.id, body), status, message, { path: 'body.date', message: field });
  });

  it('income the cash box has spent since: 400 CASH_BOX_NEGATIVE, nothing written', async () => {
    const income = await finalRecord(incomeBody(k, { amount: 100_000_000 }));
    await finalRecord(expenseBody(k, { amount: cashFloat + 50_000_000, treasuryId: k.cash }));
    await expectRefused(() => reverse(income.id), 400, 'CASH_BOX_NEGATIVE');
  });

  it("another company's record is 404 and a stranger 403; neither writes", async () => {
    const record = await finalRecord(expenseBody(k));
    const other = insertCompany(k.t.db).id;
    addMember(k.t.db, k.b.userId, other, 'ACCOUNTANT');
    await expectRefused(
      () => k.api('POST', `/api/v1/companies/${other}/money-records/${record.id}/reverse`, {}),
      404,
      'MONEY_RECORD_NOT_FOUND',
    );
    const stranger = await signedIn(k.t.db, k.t.config, insertUser(k.t.db).id);
    await expectRefused(
      () => call(k.t.apps.main, 'POST', `${k.base}/${record.id}/reverse`, { headers: stranger.auth, body: {} }),
      403,
      'NOT_A_COMPANY_MEMBER',
    );
  });
});
