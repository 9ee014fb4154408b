import { periodLockSchema, periodLocksSchema } from '@daftar/contracts/endpoints/accounting-period-locks';
import { describe, expect, it } from 'vitest';
import { setServerClock } from '../../src/domain/clock/server-clock.ts';
import { addMember, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { cr, dr } from '../accounting/books.ts';
import { useBooksOverHttp } from '../support/books-over-http.ts';
import { everyRow } from './period-lock-support.ts';
import { expectRefusedUnchanged } from '../support/expect-answers.ts';

/** Finalising a period's books locks it; only the owner reopens it, with a reason; the activity log keeps both. */
const area = useBooksOverHttp({ owner: true });

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, who = area.s) =>
  call<T>(area.t.apps.main, method, path, { headers: who.auth, body });

const farvardin = { from: '2026-03-21', to: '2026-04-20' };
const esfand = { from: '2027-02-20', to: '2027-03-20' };

async function member(role: 'ADMIN' | 'SALES' | 'VIEWER') {
  const id = insertUser(area.t.db).id;
  addMember(area.t.db, id, area.b.companyId, role);
  return signedIn(area.t.db, area.t.config, id);
}

async function voucher(date: string, finalise = true) {
  const lines = [dr(area.b.acc('1102'), 2_500_000), cr(area.b.acc('5101'), 2_500_000)];
  const created = await api<{ itemInfo: { id: number }; message?: string }>('POST', `${area.base}/vouchers`, {
    date,
    lines,
  });
  if (finalise) await api('POST', `${area.base}/vouchers/${created.body.itemInfo.id}/finalise`);
  return created;
}

async function sealed() {
  const book = { sealDate: '2026-03-21', registrationNumber: null, firstPage: 1 };
  const settings = { journal: book, ledger: book, granularity: 'DAY', rowsPerPage: 25, openingClosingApart: true };
  expect((await api('PUT', `${area.base}/legal-books/settings/${area.b.yearId}`, settings)).status).toBe(200);
}

const lock = (period: { from: string; to: string }, who = area.s) =>
  api<{ itemInfo: { id: number }; message: string; errors?: unknown[] }>(
    'POST',
    `${area.base}/legal-books/locks`,
    period,
    who,
  );

const expectRefused = <A extends { status: number; body: unknown }>(
  request: () => Promise<A>,
  status: number,
  message: string,
) => expectRefusedUnchanged(() => everyRow(area.t.db), request, status, message);

describe('locking a period', () => {
  it('locks once the checks are green: the month is listed locked and a voucher dated in it is refused', async () => {
    await sealed();
    await voucher('2026-04-01');
    const locked = await lock(farvardin);
    expect(locked.status).toBe(201);
    expect(periodLockSchema.strict().parse(locked.body.itemInfo)).toMatchObject({
      ...farvardin,
      status: 'LOCKED',
      lockedBy: area.s.userId,
    });
    const list = await api<{ itemInfo: unknown }>(
      'GET',
      `${area.base}/legal-books/locks?fiscalYearId=${area.b.yearId}`,
    );
    const locks = periodLocksSchema.strict().parse(list.body.itemInfo);
    expect(locks.months).toHaveLength(12);
    expect(locks.months[0]).toEqual({ ...farvardin, lockId: locked.body.itemInfo.id });
    expect(locks.months.slice(1).every((month) => month.lockId === null)).toBe(true);
    await expectRefused(() => voucher('2026-04-02', false), 409, 'PERIOD_LOCKED');
    expect((await voucher('2026-04-21', false)).status).toBe(201);
  });

  it('refuses a period with a temporary voucher (naming the red check), or without a seal date', async () => {
    await voucher('2026-04-01', false);
    const answer = await expectRefused(() => lock(farvardin), 409, 'LEGAL_BOOKS_CHECKS_FAILED');
    expect(answer.body).toMatchObject({
      errors: [
        { path: 'checks', message: 'ALL_FINAL' },
        { path: 'checks', message: 'AFTER_SEAL' },
      ],
    });
  });

  it('refuses a range across years (400), an overlap (409), SALES and VIEWER (403), a stranger (403)', async () => {
    await sealed();
    await expectRefused(() => lock({ from: '2027-03-01', to: '2027-04-10' }), 400, 'PERIOD_OUTSIDE_YEAR');
    await expectRefused(() => lock({ from: '2026-04-01', to: 'soon' }), 400, 'VALIDATION_FAILED');
    for (const role of ['SALES', 'VIEWER'] as const) {
      const who = await member(role);
      await expectRefused(() => lock(farvardin, who), 403, 'ROLE_FORBIDDEN');
    }
    const stranger = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
    await expectRefused(() => lock(farvardin, stranger), 403, 'NOT_A_COMPANY_MEMBER');
    expect((await lock(farvardin, await member('ADMIN'))).status).toBe(201);
    await expectRefused(() => lock({ from: '2026-04-10', to: '2026-05-10' }), 409, 'PERIOD_ALREADY_LOCKED');
  });
});

describe('the owner reopens a locked period', () => {
  it('with a reason; the activity log has the lock and the reopening; the month takes vouchers again', async () => {
    await sealed();
    const id = (await lock(farvardin)).body.itemInfo.id;
    const path = `${area.base}/legal-books/locks/${id}/reopen`;
    const reason = { reason: 'فاکتور خرید فروردین جا مانده بود' };
    await expectRefused(() => api('POST', path, reason), 403, 'OWNER_ONLY');
    const admin = await member('ADMIN');
    await expectRefused(() => api('POST', path, reason, admin), 403, 'OWNER_ONLY');
    await expectRefused(() => api('POST', path, { reason: ' ' }, area.owner), 400, 'VALIDATION_FAILED');
    await expectRefused(
      () => api('POST', `${area.base}/legal-books/locks/9999/reopen`, reason, area.owner),
      404,
      'PERIOD_LOCK_NOT_FOUND',
    );
    const reopened = await api<{ itemInfo: unknown }>('POST', path, reason, area.owner);
    expect(reopened.status).toBe(200);
    expect(reopened.body.itemInfo).toMatchObject({
      status: 'REOPENED',
      reopenedBy: area.owner.userId,
      reopenReason: reason.reason,
    });
    const logged = area.t.db.$client
      .prepare(
        "select user_id as userId, action, changes from company_activities where entity = 'legal_period_locks' order by id",
      )
      .all() as { userId: number; action: string; changes: string }[];
    expect(logged.map(({ userId, action }) => [userId, action])).toEqual([
      [area.s.userId, 'CREATE'],
      [area.owner.userId, 'UPDATE'],
    ]);
    expect(JSON.parse(logged[1]?.changes ?? '{}')).toMatchObject({
      status: ['LOCKED', 'REOPENED'],
      reopen_reason: [null, reason.reason],
    });
    await expectRefused(() => api('POST', path, reason, area.owner), 409, 'PERIOD_NOT_LOCKED');
    expect((await voucher('2026-04-02', false)).status).toBe(201);
  });
});

describe('year-end respects locks', () => {
  it('a year whose last month is locked does not close; a closed year with a locked month does not reopen', async () => {
    await sealed();
    await voucher('2027-03-01');
    const first = (await lock(esfand)).body.itemInfo.id;
    setServerClock('2027-03-21T08:30:00Z');
    const close = () => api('POST', `${area.base}/fiscal-years/${area.b.yearId}/close`);
    await expectRefused(close, 409, 'PERIOD_LOCKED');
    await api('POST', `${area.base}/legal-books/locks/${first}/reopen`, { reason: 'بستن سال' }, area.owner);
    expect((await close()).status).toBe(200);
    expect((await lock(esfand)).status).toBe(201);
    const reopenYear = () =>
      api('POST', `${area.base}/fiscal-years/${area.b.yearId}/reopen`, { reason: 'اصلاح' }, area.owner);
    await expectRefused(reopenYear, 409, 'PERIOD_LOCKED');
  });
});
