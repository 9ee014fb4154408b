import type { InvoiceSchedule } from '@daftar/contracts/endpoints/invoice-recurring';
import type { InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setServerClock } from '../../src/domain/clock/server-clock.ts';
import { type ApiCall, expectEveryRefusal } from '../support/expect-answers.ts';
import { addMember, insertCompany } from '../support/factories.ts';
import { voucherChecks } from '../accounting/books.ts';
import { allRows, type InvoiceBooks, openInvoiceBooks } from './invoice-books.ts';

let k: InvoiceBooks;
let template: number;
/** Noon in Tehran on a day, for the clock. */
const at = (day: string) => setServerClock(`${day}T08:30:00Z`);

beforeEach(async () => {
  at('2026-04-01'); // 12 Farvardin 1405, in the books' open year
  k = await openInvoiceBooks();
  const body = {
    kind: 'SELL',
    stakeholderId: k.customer,
    issueDate: '2026-03-25',
    dueDate: '2026-04-04',
    lines: [{ itemId: k.product, quantity: 2, unitPrice: 1_000_000 }],
    issue: true,
  };
  template = (await k.api<{ itemInfo: { id: number } }>('POST', k.base, body)).body.itemInfo.id;
});
afterEach(() => {
  setServerClock(null);
  k.t.dispose();
});

type One = { itemInfo: InvoiceSchedule };
const schedulePath = (id = template, companyId = k.b.companyId) =>
  `/api/v1/companies/${companyId}/invoices/${id}/schedule`;
const everything = () => ({
  ...allRows(k.t.db),
  schedules: k.t.db.$client.prepare('select * from invoice_schedules').all(),
  runs: k.t.db.$client.prepare('select * from invoice_schedule_runs').all(),
});
const listSell = async () =>
  (await k.api<{ data: InvoiceSummary[] }>('GET', `${k.base}?kind=SELL&sort=issueDate&pageSize=100`)).body.data;

describe('recurring sell invoices', () => {
  it('makes each missed monthly run once when the clock passes several due dates, issued and posted', async () => {
    const set = await k.api<One>('PUT', schedulePath(), {
      frequency: 'MONTHLY',
      dayOfMonth: 5,
      startDate: '2026-03-21',
      issue: true,
    });
    expect(set.status).toBe(200);
    // Set on 12 Farvardin: the 5th has passed, so the first run is 5 Ordibehesht; nothing back-billed.
    expect(set.body.itemInfo).toMatchObject({ nextDueDate: '2026-04-25', runs: [] });

    at('2026-06-27'); // 6 Tir: 5 Ordibehesht, 5 Khordad and 5 Tir are due
    const made = (await listSell()).filter((invoice) => invoice.id !== template);
    expect(made.map((invoice) => [invoice.issueDate, invoice.dueDate, invoice.status, invoice.grandTotal])).toEqual(
      ['2026-04-25', '2026-05-26', '2026-06-26'].map((day, i) => [
        day,
        ['2026-05-05', '2026-06-05', '2026-07-06'][i],
        'ISSUED',
        2_200_000,
      ]),
    );
    // Numbered in turn after the template, each with its voucher, and the books balance.
    expect(made.map((invoice) => invoice.number)).toEqual([2, 3, 4]);
    expect(made.every((invoice) => invoice.voucherId !== null)).toBe(true);
    expect(voucherChecks(k.t.db, k.b.companyId).filter((voucher) => !voucher.balanced)).toEqual([]);
    const receivable = k.t.db.$client
      .prepare(`select sum(debit - credit) as balance from voucher_lines l join tafsili_accounts t on t.id = l.tafsili_id
                where t.stakeholder_id = ?`)
      .get(k.customer) as { balance: number };
    expect(receivable.balance).toBe(4 * 2_200_000);

    // Idempotent: reading again, the schedule or the list, makes nothing more.
    const read = await k.api<One>('GET', schedulePath());
    expect(read.body.itemInfo.nextDueDate).toBe('2026-07-27');
    expect(read.body.itemInfo.runs.map((run) => [run.dueDate, run.number, run.status])).toEqual([
      ['2026-06-26', '4', 'ISSUED'],
      ['2026-05-26', '3', 'ISSUED'],
      ['2026-04-25', '2', 'ISSUED'],
    ]);
    expect(await listSell()).toHaveLength(4);
  });

  it('every N days makes drafts until the end date; a deleted run is not made again; stopping ends it', async () => {
    await k.api('PUT', schedulePath(), {
      frequency: 'EVERY_N_DAYS',
      intervalDays: 10,
      startDate: '2026-04-02',
      endDate: '2026-04-30',
    });
    at('2026-05-30');
    const drafts = (await listSell()).filter((invoice) => invoice.status === 'DRAFT');
    expect(drafts.map((invoice) => invoice.issueDate)).toEqual(['2026-04-02', '2026-04-12', '2026-04-22']);
    expect((await k.api<One>('GET', schedulePath())).body.itemInfo.nextDueDate).toBeNull();

    const first = drafts[0]?.id;
    expect((await k.api('DELETE', `${k.base}/${first}`)).status).toBe(200);
    const runs = (await k.api<One>('GET', schedulePath())).body.itemInfo.runs;
    expect(runs.at(-1)).toMatchObject({ dueDate: '2026-04-02', invoiceId: null });
    expect(await listSell()).toHaveLength(3);

    await k.api('PUT', schedulePath(), { frequency: 'EVERY_N_DAYS', intervalDays: 1, startDate: '2026-05-30' });
    expect((await k.api('DELETE', schedulePath())).status).toBe(200);
    at('2026-06-10');
    expect(await listSell()).toHaveLength(4); // the run due on the day it was set, nothing after the stop
    expect((await k.api<One>('GET', schedulePath())).body.itemInfo).toBeNull();
    expect((await k.api<{ message: string }>('DELETE', schedulePath())).body.message).toBe('SCHEDULE_NOT_FOUND');
  });

  it('a cancelled template makes nothing more', async () => {
    await k.api('PUT', schedulePath(), { frequency: 'EVERY_N_DAYS', intervalDays: 1, startDate: '2026-04-02' });
    expect((await k.api('POST', `${k.base}/${template}/cancel`, {})).status).toBe(200);
    at('2026-04-10');
    expect(await listSell()).toHaveLength(1);
  });

  it('a template that cannot be copied makes nothing and leaves the list answering; fixed, it catches up', async () => {
    await k.api('PUT', schedulePath(), { frequency: 'EVERY_N_DAYS', intervalDays: 1, startDate: '2026-04-02' });
    k.t.db.$client.prepare('update stakeholders set is_customer = 0 where id = ?').run(k.customer);
    at('2026-04-04');
    expect(await listSell()).toHaveLength(1);
    // The failed run is kept with its reason for the panel, and each check that tries it again counts.
    const failed = (await k.api<One>('GET', schedulePath())).body.itemInfo;
    expect(failed).toMatchObject({
      nextDueDate: '2026-04-02',
      failure: {
        dueDate: '2026-04-02',
        reason: 'STAKEHOLDER_NOT_CUSTOMER',
        fieldReasons: ['STAKEHOLDER_NOT_CUSTOMER'],
        attempts: 2,
      },
    });
    k.t.db.$client.prepare('update stakeholders set is_customer = 1 where id = ?').run(k.customer);
    const made = await listSell();
    expect(made.map((invoice) => invoice.issueDate)).toEqual(['2026-03-25', '2026-04-02', '2026-04-03', '2026-04-04']);
    // Each made invoice names its template (the "repeats" marker); the failure is gone once its date is made.
    expect(made.map((invoice) => invoice.recurringTemplateId)).toEqual([null, template, template, template]);
    expect((await k.api<One>('GET', schedulePath())).body.itemInfo.failure).toBeNull();
  });

  it('stops a catch-up at a refused date, keeping the runs made before it', async () => {
    await k.api('PUT', schedulePath(), { frequency: 'EVERY_N_DAYS', intervalDays: 1, startDate: '2026-04-02' });
    at('2026-04-03');
    expect(await listSell()).toHaveLength(3);
    k.t.db.$client.prepare('update stakeholders set is_customer = 0 where id = ?').run(k.customer);
    at('2026-04-05');
    const schedule = (await k.api<One>('GET', schedulePath())).body.itemInfo;
    expect(schedule).toMatchObject({ nextDueDate: '2026-04-04', failure: { dueDate: '2026-04-04', attempts: 1 } });
    expect(schedule.runs.map((run) => run.dueDate)).toEqual(['2026-04-03', '2026-04-02']);
  });

  it('a run the books refuse to issue (a date past the open year) is made as a draft', async () => {
    await k.api('PUT', schedulePath(), { frequency: 'MONTHLY', dayOfMonth: 1, startDate: '2027-03-01', issue: true });
    at('2027-03-22'); // 1 Farvardin 1406: no open year
    const made = (await listSell()).filter((invoice) => invoice.id !== template);
    expect(made.map((invoice) => [invoice.issueDate, invoice.status])).toEqual([['2027-03-21', 'DRAFT']]);
    const runs = (await k.api<One>('GET', schedulePath())).body.itemInfo.runs;
    expect(runs.map((run) => run.draftReason)).toEqual(['DATE_OUTSIDE_OPEN_YEAR']);
  });
});

describe('schedule refusals', () => {
  const refused = async (body: unknown, id = template) => {
    const before = everything();
    const answer = await k.api<{ message: string; errors?: { path: string; message: string }[] }>(
      'PUT',
      schedulePath(id),
      body,
    );
    expect(answer.status).toBe(400);
    expect(everything()).toEqual(before);
    return answer.body;
  };

  it('refuses a day out of 1-29, an interval out of 1-365, an end before the start, with the field', async () => {
    const start = { startDate: '2026-04-01' };
    expect((await refused({ frequency: 'MONTHLY', dayOfMonth: 30, ...start })).errors).toEqual([
      { path: 'body.dayOfMonth', message: 'DAY_OF_MONTH_OUT_OF_RANGE' },
    ]);
    expect((await refused({ frequency: 'MONTHLY', ...start })).errors?.[0]?.message).toBe('DAY_OF_MONTH_OUT_OF_RANGE');
    expect((await refused({ frequency: 'EVERY_N_DAYS', intervalDays: 366, ...start })).errors?.[0]?.message).toBe(
      'INTERVAL_OUT_OF_RANGE',
    );
    expect(
      (await refused({ frequency: 'EVERY_N_DAYS', intervalDays: 7, ...start, endDate: '2026-03-31' })).errors,
    ).toEqual([{ path: 'body.endDate', message: 'END_BEFORE_START' }]);
  });

  it('refuses a purchase invoice', async () => {
    const purchase = await k.api<{ itemInfo: { id: number } }>('POST', k.base, {
      kind: 'PURCHASE',
      stakeholderId: k.supplier,
      issueDate: '2026-03-25',
      lines: [{ itemId: k.product, quantity: 1, unitPrice: 500_000 }],
    });
    const body = await refused(
      { frequency: 'MONTHLY', dayOfMonth: 1, startDate: '2026-04-01' },
      purchase.body.itemInfo.id,
    );
    expect(body.message).toBe('SCHEDULE_SELL_ONLY');
  });

  const calls = (companyId: number): ApiCall[] => [
    ['GET', schedulePath(template, companyId), undefined],
    ['PUT', schedulePath(template, companyId), { frequency: 'MONTHLY', dayOfMonth: 1, startDate: '2026-04-01' }],
    ['DELETE', schedulePath(template, companyId), undefined],
  ];

  it("another company's member: 404 INVOICE_NOT_FOUND; a non-member: 403; nothing written", async () => {
    await k.api('PUT', schedulePath(), { frequency: 'MONTHLY', dayOfMonth: 20, startDate: '2026-04-01' });
    const other = insertCompany(k.t.db).id;
    addMember(k.t.db, k.s.userId, other);
    const before = everything();
    await expectEveryRefusal(k.t.apps.main, calls(other), k.s.auth, 404, 'INVOICE_NOT_FOUND');
    k.t.db.$client.prepare('delete from memberships where company_id = ?').run(k.b.companyId);
    await expectEveryRefusal(k.t.apps.main, calls(k.b.companyId), k.s.auth, 403, 'NOT_A_COMPANY_MEMBER');
    expect(everything()).toEqual(before);
  });
});
