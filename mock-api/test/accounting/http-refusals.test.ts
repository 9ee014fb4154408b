import { describe, expect, it } from 'vitest';
import { insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { setServerClock } from '../../src/domain/clock/server-clock.ts';
import { cr, dr } from './books.ts';
import { expectBooksRefused, useBooksOverHttp } from '../support/books-over-http.ts';

/** The books' own refusals as the SPA's calls meet them: the status and code, and not one row of the books changed. */

const area = useBooksOverHttp();

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  call<T>(area.t.apps.main, method, path, { headers: area.s.auth, body });
type Created = { itemInfo: { id: number } };

const expectRefused = (method: string, path: string, body: unknown, status: number, message: string) =>
  expectBooksRefused(area, method, path, body, status, message);

const voucher = (accountId: number, date = '2026-05-01', tafsiliId?: number) => ({
  date,
  lines: [dr(accountId, 1_000, tafsiliId), cr(area.b.acc('1101'), 1_000)],
});

async function createAccount(body: Record<string, unknown>): Promise<number> {
  const created = await api<Created>('POST', `${area.base}/accounts`, body);
  expect(created.status).toBe(201);
  return created.body.itemInfo.id;
}

describe('the chart over HTTP', () => {
  it('removing a system account, a kol with a moein under it, or a settings default: 409 with why', async () => {
    await expectRefused('DELETE', `${area.base}/accounts/${area.b.acc('1101')}`, undefined, 409, 'ACCOUNT_IS_SYSTEM');
    const kol = await createAccount({ parentId: area.b.acc('8'), code: '89', nameFa: 'هزینه‌های دیگر' });
    await createAccount({ parentId: kol, code: '8901', nameFa: 'هزینه متفرقه' });
    await expectRefused('DELETE', `${area.base}/accounts/${kol}`, undefined, 409, 'ACCOUNT_HAS_CHILDREN');
    const till = await createAccount({ parentId: area.b.acc('11'), code: '1199', nameFa: 'صندوق فروشگاه' });
    area.t.db.$client
      .prepare('update accounting_settings set cash_account_id = ? where company_id = ?')
      .run(till, area.b.companyId);
    await expectRefused('DELETE', `${area.base}/accounts/${till}`, undefined, 409, 'ACCOUNT_IN_SETTINGS');
  });

  it('moving an account with postings to another kol: 409 ACCOUNT_HAS_POSTINGS', async () => {
    const account = await createAccount({ parentId: area.b.acc('81'), code: '8120', nameFa: 'هزینه پذیرایی' });
    expect((await api('POST', `${area.base}/vouchers`, voucher(account))).status).toBe(201);
    const moved = { parentId: area.b.acc('82'), code: '8220', nameFa: 'هزینه پذیرایی' };
    const answer = await expectRefused('PUT', `${area.base}/accounts/${account}`, moved, 409, 'ACCOUNT_HAS_POSTINGS');
    expect(answer.body.errors).toEqual([{ path: 'body.parentId', message: 'ACCOUNT_HAS_POSTINGS' }]);
  });

  it('a second tafsili for a person who has one: 409 STAKEHOLDER_HAS_TAFSILI', async () => {
    const stakeholderId = insertStakeholder(area.t.db, area.b.companyId).id;
    const first = await api('POST', `${area.base}/tafsili`, { kind: 'PERSON', name: 'رضا کریمی', stakeholderId });
    expect(first.status).toBe(201);
    const body = { kind: 'PERSON', name: 'رضا کریمی (دوم)', stakeholderId };
    await expectRefused('POST', `${area.base}/tafsili`, body, 409, 'STAKEHOLDER_HAS_TAFSILI');
  });
});

describe('vouchers over HTTP', () => {
  it('a line on an archived account or an archived tafsili: 400 with the line’s field', async () => {
    const old = await createAccount({
      parentId: area.b.acc('81'),
      code: '8199',
      nameFa: 'هزینه قدیمی',
      archived: true,
    });
    const onOld = await expectRefused('POST', `${area.base}/vouchers`, voucher(old), 400, 'ACCOUNT_ARCHIVED');
    expect(onOld.body.errors).toEqual([{ path: 'body.lines.0.accountId', message: 'ACCOUNT_ARCHIVED' }]);
    const tafsili = await api<Created>('POST', `${area.base}/tafsili`, {
      kind: 'PERSON',
      name: 'شریک پیشین',
      archived: true,
    });
    expect(tafsili.status).toBe(201);
    const onArchived = voucher(area.b.acc('1201'), '2026-05-01', tafsili.body.itemInfo.id);
    const answer = await expectRefused('POST', `${area.base}/vouchers`, onArchived, 400, 'TAFSILI_ARCHIVED');
    expect(answer.body.errors).toEqual([{ path: 'body.lines.0.tafsiliId', message: 'TAFSILI_ARCHIVED' }]);
  });

  it('moving a voucher into the next open year: 400 DATE_OUTSIDE_VOUCHER_YEAR', async () => {
    expect((await api('POST', `${area.base}/fiscal-years`, { year: 1406 })).status).toBe(201);
    const created = await api<Created>('POST', `${area.base}/vouchers`, voucher(area.b.acc('8106')));
    const moved = voucher(area.b.acc('8106'), '2027-04-01');
    const path = `${area.base}/vouchers/${created.body.itemInfo.id}`;
    await expectRefused('PUT', path, moved, 400, 'DATE_OUTSIDE_VOUCHER_YEAR');
  });

  it('removing the opening voucher a close wrote: 409 VOUCHER_SYSTEM_MADE', async () => {
    const created = await api<Created>('POST', `${area.base}/vouchers`, voucher(area.b.acc('8106')));
    await api('POST', `${area.base}/vouchers/${created.body.itemInfo.id}/finalise`);
    setServerClock('2027-03-21T08:30:00Z');
    const closed = await api<{ itemInfo: { opening: { id: number } } }>(
      'POST',
      `${area.base}/fiscal-years/${area.b.yearId}/close`,
    );
    expect(closed.status).toBe(200);
    const opening = `${area.base}/vouchers/${closed.body.itemInfo.opening.id}`;
    await expectRefused('DELETE', opening, undefined, 409, 'VOUCHER_SYSTEM_MADE');
  });
});

describe('fiscal years over HTTP', () => {
  it('a start day the month does not have: 400 INVALID_JALALI_DATE', async () => {
    const body = { year: 1406, startMonth: 12, startDay: 31 };
    const answer = await expectRefused('POST', `${area.base}/fiscal-years`, body, 400, 'INVALID_JALALI_DATE');
    expect(answer.body.errors).toEqual([{ path: 'body.startDay', message: 'INVALID_JALALI_DATE' }]);
  });

  it('with no year open (a restored company whose years are all closed), one over a closed year: 409', async () => {
    area.t.db.$client.prepare("update fiscal_years set status = 'CLOSED' where company_id = ?").run(area.b.companyId);
    const body = { year: 1405, startMonth: 6 };
    await expectRefused('POST', `${area.base}/fiscal-years`, body, 409, 'FISCAL_YEAR_OVERLAPS');
  });
});
