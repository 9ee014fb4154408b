import { describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { type ApiCall, expectEveryRefusal, expectRefusedUnchanged } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { createFiscalYear } from '../../src/domain/accounting/fiscal-years.ts';
import { setServerClock } from '../../src/domain/clock/server-clock.ts';
import { bookRows, cr, dr } from './books.ts';
import { useBooksOverHttp } from '../support/books-over-http.ts';

const area = useBooksOverHttp();
/** 1405 may be closed from the day after its last day (2027-03-20). */
const afterYearEnd = () => setServerClock('2027-03-21T08:30:00Z');

type Year = { id: number; status: string; temporaryVouchers: number };
type Finalised = { itemInfo: { finalised: number; year: Year } };
type Numbered = { id: number; number: number; status: string };

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers = area.s.auth) =>
  call<T>(area.t.apps.main, method, path, { headers, body });

/** Temporary vouchers dated each of `dates`, made through the API in that order; answers their ids. */
async function post(...dates: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const date of dates) {
    const lines = [dr(area.b.acc('8106'), 1_000_000), cr(area.b.acc('1101'), 1_000_000)];
    const answer = await api<{ itemInfo: { id: number } }>('POST', `${area.base}/vouchers`, { date, lines });
    expect(answer.status).toBe(201);
    ids.push(answer.body.itemInfo.id);
  }
  return ids;
}

const numbered = () =>
  area.t.db.$client.prepare('select id, number, status from vouchers order by number').all() as Numbered[];

const expectRefused = (path: string, body: unknown, status: number, message: string, headers = area.s.auth) =>
  expectRefusedUnchanged(
    () => bookRows(area.t.db),
    () => api('POST', path, body, headers),
    status,
    message,
  );

describe("finalising a year's temporary vouchers at once", () => {
  it('up to a day: those dated up to it take the next final numbers in order, the rest follow; the year counts', async () => {
    const [may, june, april, july] = await post('2026-05-01', '2026-06-01', '2026-04-01', '2026-07-01');
    await api('POST', `${area.base}/vouchers/${june}/finalise`);
    const years = await api<{ data: Year[] }>('GET', `${area.base}/fiscal-years`);
    expect(years.body.data[0]?.temporaryVouchers).toBe(3);

    const done = await api<Finalised>('POST', `${area.base}/fiscal-years/${area.b.yearId}/finalise-vouchers`, {
      upTo: '2026-05-15',
    });
    expect(done.status).toBe(200);
    expect(done.body.itemInfo).toMatchObject({ finalised: 2, year: { id: area.b.yearId, temporaryVouchers: 1 } });
    // June was finalised first (1); May and April follow in their old order (May was made first), July stays last.
    expect(numbered()).toEqual([
      { id: june, number: 1, status: 'FINAL' },
      { id: may, number: 2, status: 'FINAL' },
      { id: april, number: 3, status: 'FINAL' },
      { id: july, number: 4, status: 'TEMPORARY' },
    ]);

    const rest = await api<Finalised>('POST', `${area.base}/fiscal-years/${area.b.yearId}/finalise-vouchers`, {});
    expect(rest.body.itemInfo).toMatchObject({ finalised: 1, year: { temporaryVouchers: 0 } });
    const again = await api<Finalised>('POST', `${area.base}/fiscal-years/${area.b.yearId}/finalise-vouchers`, {});
    expect(again.body.itemInfo.finalised).toBe(0);
    afterYearEnd();
    const closed = await api('POST', `${area.base}/fiscal-years/${area.b.yearId}/close`);
    expect(closed.status).toBe(200);
  });

  it('up to a day includes the vouchers dated that very day', async () => {
    const [onTheDay, after] = await post('2026-05-01', '2026-05-02');
    const done = await api<Finalised>('POST', `${area.base}/fiscal-years/${area.b.yearId}/finalise-vouchers`, {
      upTo: '2026-05-01',
    });
    expect(done.body.itemInfo.finalised).toBe(1);
    expect(numbered()).toEqual([
      { id: onTheDay, number: 1, status: 'FINAL' },
      { id: after, number: 2, status: 'TEMPORARY' },
    ]);
  });

  it('bad input: not a date, or a day before the year, is 400 on body.upTo and nothing is written', async () => {
    await post('2026-05-01');
    const path = `${area.base}/fiscal-years/${area.b.yearId}/finalise-vouchers`;
    const notADate = await expectRefused(path, { upTo: '2026-13-01' }, 400, 'VALIDATION_FAILED');
    expect(notADate.body.errors).toEqual([{ path: 'body.upTo', message: 'INVALID_DATE' }]);
    const before = await expectRefused(path, { upTo: '2026-01-01' }, 400, 'DATE_BEFORE_YEAR');
    expect(before.body.errors).toEqual([{ path: 'body.upTo', message: 'DATE_BEFORE_YEAR' }]);
    await expectRefused(path, { upTo: 20260501 }, 400, 'VALIDATION_FAILED');
  });

  it('a closed year is 409 FISCAL_YEAR_CLOSED, nothing written', async () => {
    const path = `${area.base}/fiscal-years/${area.b.yearId}/finalise-vouchers`;
    await post('2026-05-01');
    await api('POST', path, {});
    afterYearEnd();
    expect((await api('POST', `${area.base}/fiscal-years/${area.b.yearId}/close`)).status).toBe(200);
    await expectRefused(path, {}, 409, 'FISCAL_YEAR_CLOSED');
  });

  it("a VIEWER is 403 ROLE_FORBIDDEN, a stranger 403 NOT_A_COMPANY_MEMBER, another company's year 404", async () => {
    await post('2026-05-01');
    const path = `${area.base}/fiscal-years/${area.b.yearId}/finalise-vouchers`;
    const viewer = insertUser(area.t.db).id;
    addMember(area.t.db, viewer, area.b.companyId, 'VIEWER');
    await expectRefused(path, {}, 403, 'ROLE_FORBIDDEN', (await signedIn(area.t.db, area.t.config, viewer)).auth);
    const stranger = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
    await expectRefused(path, {}, 403, 'NOT_A_COMPANY_MEMBER', stranger.auth);

    const other = insertCompany(area.t.db).id;
    addMember(area.t.db, area.b.userId, other, 'OWNER');
    createFiscalYear(area.t.db, other, { year: 1405 });
    const before = bookRows(area.t.db);
    const calls: ApiCall[] = [
      ['POST', `/api/v1/companies/${other}/accounting/fiscal-years/${area.b.yearId}/finalise-vouchers`, {}],
    ];
    await expectEveryRefusal(area.t.apps.main, calls, area.s.auth, 404, 'FISCAL_YEAR_NOT_FOUND');
    expect(bookRows(area.t.db)).toEqual(before);
  });
});
