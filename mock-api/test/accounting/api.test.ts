import { describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { createFiscalYear } from '../../src/domain/accounting/fiscal-years.ts';
import { setServerClock } from '../../src/domain/clock/server-clock.ts';
import { addTafsili, bookRows, cr, dr } from './books.ts';
import { expectBooksRefused, useBooksOverHttp } from '../support/books-over-http.ts';

const area = useBooksOverHttp();
/** 1405 may be closed from the day after its last day (2027-03-20). */
const afterYearEnd = () => setServerClock('2027-03-21T08:30:00Z');

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  call<T>(area.t.apps.main, method, path, { headers: area.s.auth, body });
type VoucherAnswer = { itemInfo: { id: number; number: number; status: string; total: number } };

const voucher = (amount = 2_500_000, date = '2026-05-01') => ({
  date,
  description: 'خرید ملزومات',
  lines: [dr(area.b.acc('8106'), amount), cr(area.b.acc('1101'), amount)],
});

const expectRefused = (method: string, path: string, body: unknown, status: number, message: string) =>
  expectBooksRefused(area, method, path, body, status, message);

describe('vouchers over HTTP', () => {
  it('create (201), list, finalise, then a change to the FINAL voucher is 409 VOUCHER_FINAL', async () => {
    const created = await api<VoucherAnswer>('POST', `${area.base}/vouchers`, voucher());
    expect(created.status).toBe(201);
    expect(created.body.itemInfo).toMatchObject({ number: 1, status: 'TEMPORARY', total: 2_500_000 });
    const id = created.body.itemInfo.id;
    const list = await api<{ data: unknown[]; meta: { total: number } }>(
      'GET',
      `${area.base}/vouchers?status=TEMPORARY`,
    );
    expect(list.body.meta.total).toBe(1);
    const final = await api<VoucherAnswer>('POST', `${area.base}/vouchers/${id}/finalise`);
    expect(final.body.itemInfo.status).toBe('FINAL');
    await expectRefused('PUT', `${area.base}/vouchers/${id}`, voucher(3_000_000), 409, 'VOUCHER_FINAL');
    await expectRefused('DELETE', `${area.base}/vouchers/${id}`, undefined, 409, 'VOUCHER_FINAL');
    const copy = await api<VoucherAnswer>('POST', `${area.base}/vouchers/${id}/copy`, { date: '2026-06-01' });
    expect(copy.status).toBe(201);
    expect(copy.body.itemInfo).toMatchObject({ number: 2, status: 'TEMPORARY' });
  });

  it('bad input: 400 VALIDATION_FAILED with field errors, nothing written', async () => {
    const answer = await expectRefused(
      'POST',
      `${area.base}/vouchers`,
      { date: '1405-02-11x', lines: [{ accountId: 'cash', debit: 1.5 }] },
      400,
      'VALIDATION_FAILED',
    );
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.date' }),
        expect.objectContaining({ path: 'body.lines.0.accountId' }),
        { path: 'body.lines.0.debit', message: 'INVALID_AMOUNT' },
      ]),
    );
  });

  it('an unbalanced voucher, a line on a kol, a date outside any open year: 400 with the code, nothing written', async () => {
    const unbalanced = { ...voucher(), lines: [dr(area.b.acc('8106'), 100), cr(area.b.acc('1101'), 90)] };
    await expectRefused('POST', `${area.base}/vouchers`, unbalanced, 400, 'UNBALANCED_VOUCHER');
    const onKol = { ...voucher(), lines: [dr(area.b.acc('81'), 100), cr(area.b.acc('1101'), 100)] };
    const kol = await expectRefused('POST', `${area.base}/vouchers`, onKol, 400, 'ACCOUNT_NOT_POSTABLE');
    expect(kol.body.errors).toEqual([{ path: 'body.lines.0.accountId', message: 'ACCOUNT_NOT_POSTABLE' }]);
    await expectRefused('POST', `${area.base}/vouchers`, voucher(100, '2025-12-01'), 400, 'DATE_OUTSIDE_OPEN_YEAR');
    const bothSides = {
      ...voucher(),
      lines: [{ ...dr(area.b.acc('8106'), 100), credit: 100 }, cr(area.b.acc('1101'), 100)],
    };
    await expectRefused('POST', `${area.base}/vouchers`, bothSides, 400, 'LINE_NEEDS_ONE_SIDE');
  });

  it('a closed year: its vouchers are 409 FISCAL_YEAR_CLOSED; the next year opens with the balances', async () => {
    const created = await api<VoucherAnswer>('POST', `${area.base}/vouchers`, voucher());
    const id = created.body.itemInfo.id;
    await api('POST', `${area.base}/vouchers/${id}/finalise`);
    afterYearEnd();
    const closed = await api<{ itemInfo: { nextYear: { name: string }; opening: { total: number } } }>(
      'POST',
      `${area.base}/fiscal-years/${area.b.yearId}/close`,
    );
    expect(closed.status).toBe(200);
    expect(closed.body.itemInfo).toMatchObject({ nextYear: { name: '1406' }, opening: { total: 2_500_000 } });
    await expectRefused('PUT', `${area.base}/vouchers/${id}`, voucher(), 409, 'FISCAL_YEAR_CLOSED');
    await expectRefused(
      'POST',
      `${area.base}/fiscal-years/${area.b.yearId}/close`,
      undefined,
      409,
      'FISCAL_YEAR_CLOSED',
    );
  });
});

describe('reports over HTTP', () => {
  it('the trial balance, ledger, P&L, balance sheet, tafsili and debtors reports answer in their contracts', async () => {
    await api('POST', `${area.base}/vouchers`, voucher(4_000_000));
    const tb = await api<{ itemInfo: { totals: Record<string, number> } }>(
      'GET',
      `${area.base}/reports/trial-balance?level=KOL&from=2026-04-01`,
    );
    expect(tb.status).toBe(200);
    expect(tb.body.itemInfo.totals).toMatchObject({ periodDebit: 4_000_000, periodCredit: 4_000_000 });
    const ledger = await api<{ itemInfo: { closingBalance: number } }>(
      'GET',
      `${area.base}/reports/general-ledger?accountId=${area.b.acc('1101')}`,
    );
    expect(ledger.body.itemInfo.closingBalance).toBe(-4_000_000);
    const tafsiliId = addTafsili(area.b, 'صندوق فروشگاه', 'CASH_BOX');
    const paths = [
      `${area.base}/reports/profit-loss`,
      `${area.base}/reports/balance-sheet?date=2026-06-01&level=MOEIN`,
      `${area.base}/reports/debtors-creditors?side=DEBTORS`,
      `${area.base}/reports/tafsili?tafsiliId=${tafsiliId}`,
      `${area.base}/accounts`,
      `${area.base}/tafsili`,
      `${area.base}/fiscal-years`,
      `${area.base}/settings`,
    ];
    for (const path of paths) expect([path, (await api('GET', path)).status]).toEqual([path, 200]);
    await expectRefused(
      'GET',
      `${area.base}/reports/trial-balance?from=2020-01-01`,
      undefined,
      400,
      'PERIOD_OUTSIDE_YEAR',
    );
    const late = `${area.base}/reports/balance-sheet?date=2026-06-01&previousDate=2026-06-01`;
    const refused = await expectRefused('GET', late, undefined, 400, 'COMPARISON_NOT_BEFORE');
    expect(refused.body.errors).toEqual([{ path: 'query.previousDate', message: 'COMPARISON_NOT_BEFORE' }]);
  });

  it('the ledger pages by a (date, id) cursor; a malformed cursor, or both directions, is 400 with the field', async () => {
    for (const amount of [1_000_000, 2_000_000, 3_000_000]) await api('POST', `${area.base}/vouchers`, voucher(amount));
    type Page = { itemInfo: { lines: { balance: number }[]; meta: { next: string | null; offset: number } } };
    const ledger = `${area.base}/reports/general-ledger?accountId=${area.b.acc('1101')}&pageSize=2`;
    const first = await api<Page>('GET', ledger);
    expect(first.body.itemInfo.lines.map((line) => line.balance)).toEqual([-1_000_000, -3_000_000]);
    const next = await api<Page>('GET', `${ledger}&after=${first.body.itemInfo.meta.next}`);
    expect(next.body.itemInfo.lines.map((line) => line.balance)).toEqual([-6_000_000]);
    expect(next.body.itemInfo.meta).toMatchObject({ offset: 2, next: null });
    const bad = await expectRefused('GET', `${ledger}&after=page-2`, undefined, 400, 'VALIDATION_FAILED');
    expect(bad.body.errors).toEqual([{ path: 'query.after', message: 'INVALID_CURSOR' }]);
    const both = await expectRefused(
      'GET',
      `${ledger}&after=2026-05-01.1&before=2026-05-01.9`,
      undefined,
      400,
      'VALIDATION_FAILED',
    );
    expect(both.body.errors).toEqual([{ path: 'query.before', message: 'CURSOR_AFTER_OR_BEFORE' }]);
  });
});

describe('the books: members of the company only, never another company’s records', () => {
  const calls = (companyId: number, voucherId: number, accountId: number): ApiCall[] => {
    const at = `/api/v1/companies/${companyId}/accounting`;
    return [
      ['GET', `${at}/vouchers/${voucherId}`, undefined],
      ['PUT', `${at}/vouchers/${voucherId}`, { date: '2026-05-01', lines: [] }],
      ['DELETE', `${at}/vouchers/${voucherId}`, undefined],
      ['POST', `${at}/vouchers/${voucherId}/finalise`, undefined],
      ['POST', `${at}/vouchers/${voucherId}/copy`, {}],
    ].concat([
      ['GET', `${at}/accounts/${accountId}`, undefined],
      ['PUT', `${at}/accounts/${accountId}`, { code: '8107', nameFa: 'حمل' }],
      ['DELETE', `${at}/accounts/${accountId}`, undefined],
    ]) as ApiCall[];
  };

  it('a non-member gets 403 NOT_A_COMPANY_MEMBER on every call and nothing is written', async () => {
    const created = await api<VoucherAnswer>('POST', `${area.base}/vouchers`, voucher());
    const stranger = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
    const before = bookRows(area.t.db);
    await expectEveryRefusal(
      area.t.apps.main,
      calls(area.b.companyId, created.body.itemInfo.id, area.b.acc('8107')),
      stranger.auth,
      403,
      'NOT_A_COMPANY_MEMBER',
    );
    const reads: ApiCall[] = ['vouchers', 'accounts', 'reports/trial-balance'].map((path) => [
      'GET',
      `${area.base}/${path}`,
      undefined,
    ]);
    await expectEveryAnswer(area.t.apps.main, reads, { headers: stranger.auth, status: 403 });
    expect(bookRows(area.t.db)).toEqual(before);
  });

  it("another company's voucher or account through that company's path is 404, and nothing is written", async () => {
    const created = await api<VoucherAnswer>('POST', `${area.base}/vouchers`, voucher());
    const other = insertCompany(area.t.db).id;
    addMember(area.t.db, area.b.userId, other, 'OWNER');
    createFiscalYear(area.t.db, other, { year: 1405 });
    const before = bookRows(area.t.db);
    const answers = calls(other, created.body.itemInfo.id, area.b.acc('8107'));
    await expectEveryRefusal(
      area.t.apps.main,
      answers.slice(0, 5).filter(([method]) => method !== 'PUT'),
      area.s.auth,
      404,
      'VOUCHER_NOT_FOUND',
    );
    await expectEveryRefusal(area.t.apps.main, answers.slice(5), area.s.auth, 404, 'ACCOUNT_NOT_FOUND');
    const stolen = { date: '2026-05-01', lines: [dr(area.b.acc('8106'), 5), cr(area.b.acc('1101'), 5)] };
    await expectRefused('POST', `/api/v1/companies/${other}/accounting/vouchers`, stolen, 400, 'ACCOUNT_NOT_FOUND');
    expect(bookRows(area.t.db)).toEqual(before);
  });
});
