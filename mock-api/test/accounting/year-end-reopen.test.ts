import { yearCloseSchema } from '@daftar/contracts/endpoints/accounting-years';
import { describe, expect, it } from 'vitest';
import { setServerClock } from '../../src/domain/clock/server-clock.ts';
import { call } from '../support/http.ts';
import { bookRows, cr, dr } from './books.ts';
import { useBooksOverHttp } from '../support/books-over-http.ts';
import { expectRefusedUnchanged } from '../support/expect-answers.ts';

/** Year-end only after the year's last day, and the owner's reopening of the last closed year (issue 37). */
const area = useBooksOverHttp({ owner: true });

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, who = area.s) =>
  call<T>(area.t.apps.main, method, path, { headers: who.auth, body });

/** The rows the books keep, with the roll-ups the reports read. */
const books = (): Record<string, unknown[]> => ({
  ...bookRows(area.t.db),
  totals: area.t.db.$client.prepare('select * from account_period_totals order by rowid').all(),
});

async function finalVoucher(date = '2026-05-01', amount = 2_500_000) {
  const lines = [dr(area.b.acc('1102'), amount), cr(area.b.acc('5101'), amount)];
  const created = await api<{ itemInfo: { id: number } }>('POST', `${area.base}/vouchers`, { date, lines });
  await api('POST', `${area.base}/vouchers/${created.body.itemInfo.id}/finalise`);
  return created.body.itemInfo.id;
}

const expectRefused = (path: string, body: unknown, status: number, message: string, who = area.s) =>
  expectRefusedUnchanged(books, () => api('POST', path, body, who), status, message);

const close = () =>
  api<{ itemInfo: Record<string, unknown> }>('POST', `${area.base}/fiscal-years/${area.b.yearId}/close`);
const reopenPath = () => `${area.base}/fiscal-years/${area.b.yearId}/reopen`;

describe('year-end only after the last day of the year', () => {
  it('on the last day or before it: 409 YEAR_NOT_ENDED, nothing written', async () => {
    await finalVoucher();
    for (const now of ['2026-12-01T08:30:00Z', '2027-03-20T20:00:00Z']) {
      setServerClock(now);
      await expectRefused(`${area.base}/fiscal-years/${area.b.yearId}/close`, undefined, 409, 'YEAR_NOT_ENDED');
    }
  });

  it('the day after (Tehran): closed; the answer is exactly its schema (no extra companyId)', async () => {
    await finalVoucher();
    setServerClock('2027-03-20T21:00:00Z'); // 00:30 on 2027-03-21 in Tehran
    const closed = await close();
    expect(closed.status).toBe(200);
    expect(yearCloseSchema.strict().safeParse(closed.body.itemInfo).success).toBe(true);
    const vouchers = ['closeResults', 'closing', 'opening'].map((key) => closed.body.itemInfo[key]).filter(Boolean);
    expect(vouchers).toHaveLength(2);
    for (const voucher of vouchers) expect(Object.keys(voucher as object)).not.toContain('companyId');
  });
});

describe('the owner reopens the last closed year', () => {
  it("removes its closing vouchers and the next year's opening, keeps the reason, logs it", async () => {
    await finalVoucher();
    setServerClock('2027-03-21T08:30:00Z');
    const before = books();
    expect((await close()).status).toBe(200);
    const reopened = await api<{ itemInfo: { year: Record<string, unknown>; removedVoucherIds: number[] } }>(
      'POST',
      reopenPath(),
      { reason: 'فاکتور خرید اسفند جا مانده بود' },
      area.owner,
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body.itemInfo.year).toMatchObject({
      id: area.b.yearId,
      status: 'OPEN',
      closedAt: null,
      reopenReason: 'فاکتور خرید اسفند جا مانده بود',
    });
    // The closing voucher and the opening voucher are gone (no revenue or expense, so no results voucher).
    expect(reopened.body.itemInfo.removedVoucherIds).toHaveLength(2);
    const after = books();
    // The books stand as before the close: the same vouchers, lines and roll-ups (1406, made by the close, stays).
    for (const rows of ['vouchers', 'voucher_lines', 'totals']) expect(after[rows]).toEqual(before[rows]);
    const logged = area.t.db.$client
      .prepare(
        "select user_id as userId, changes from company_activities where entity = 'fiscal_years' and action = 'UPDATE'",
      )
      .all() as { userId: number; changes: string }[];
    expect(logged.at(-1)?.userId).toBe(area.owner.userId);
    expect(JSON.parse(logged.at(-1)?.changes ?? '{}')).toMatchObject({
      status: ['CLOSED', 'OPEN'],
      reopen_reason: [null, 'فاکتور خرید اسفند جا مانده بود'],
    });
    // Open again: a voucher dated in 1405 is taken, and the year closes again.
    await finalVoucher('2027-03-01', 1_000_000);
    expect((await close()).status).toBe(200);
  });

  it('refusals write nothing: not the owner 403, no reason 400, an open year 409, a later closed year 409', async () => {
    await finalVoucher();
    setServerClock('2028-03-21T08:30:00Z');
    await expectRefused(reopenPath(), { reason: 'اصلاح' }, 409, 'FISCAL_YEAR_NOT_CLOSED', area.owner);
    expect((await close()).status).toBe(200);
    await expectRefused(reopenPath(), { reason: 'اصلاح سند' }, 403, 'OWNER_ONLY');
    await expectRefused(reopenPath(), { reason: ' ' }, 400, 'VALIDATION_FAILED', area.owner);
    await expectRefused(reopenPath(), {}, 400, 'VALIDATION_FAILED', area.owner);
    const years = await api<{ data: { id: number; name: string }[] }>('GET', `${area.base}/fiscal-years`);
    const next = years.body.data.find((year) => year.name === '1406')?.id ?? 0;
    // 1406's opening voucher is temporary; finalised with the year's vouchers, then 1406 closed.
    await api('POST', `${area.base}/fiscal-years/${next}/finalise-vouchers`, {});
    expect((await api('POST', `${area.base}/fiscal-years/${next}/close`)).status).toBe(200);
    await expectRefused(reopenPath(), { reason: 'اصلاح سند' }, 409, 'LATER_YEAR_CLOSED', area.owner);
  });

  it("the next year's opening voucher finalised: 409 OPENING_VOUCHER_FINAL", async () => {
    await finalVoucher();
    setServerClock('2027-03-21T08:30:00Z');
    const closed = await close();
    const opening = (closed.body.itemInfo.opening as { id: number }).id;
    expect((await api('POST', `${area.base}/vouchers/${opening}/finalise`)).status).toBe(200);
    await expectRefused(reopenPath(), { reason: 'اصلاح سند' }, 409, 'OPENING_VOUCHER_FINAL', area.owner);
  });
});
