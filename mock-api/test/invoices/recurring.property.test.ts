import { invoiceCreateInputSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import { addDays } from '@daftar/db/accounting/calendar';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { serverToday, setServerClock } from '../../src/domain/clock/server-clock.ts';
import { getInvoice } from '../../src/domain/invoices/invoice-rows.ts';
import { createInvoice, removeInvoice } from '../../src/domain/invoices/invoices.ts';
import { getInvoiceSchedule, putInvoiceSchedule, runDueSchedules } from '../../src/domain/invoices/recurring.ts';
import { dueDatesThrough, firstDueOnOrAfter } from '../../src/domain/invoices/recurring-dates.ts';
import { insertItem, insertStakeholder } from '../support/factories.ts';
import { openBooks, voucherChecks } from '../accounting/books.ts';

afterEach(() => setServerClock(null));

const schedule = fc.oneof(
  fc.record({
    frequency: fc.constant('MONTHLY' as const),
    dayOfMonth: fc.integer({ min: 1, max: 29 }),
    issue: fc.boolean(),
  }),
  fc.record({
    frequency: fc.constant('EVERY_N_DAYS' as const),
    intervalDays: fc.integer({ min: 1, max: 45 }),
    issue: fc.boolean(),
  }),
);
/** What happens between checks: the clock moves on (0–60 days), a run's draft may be deleted, then a check. */
const step = fc.record({ days: fc.integer({ min: 0, max: 60 }), deleteADraft: fc.boolean(), twice: fc.boolean() });

describe('recurring invoices, any schedule and any clock moves', () => {
  it('make each due date once, dated it; the books balance and the receivable is the open balances', () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: 0, max: 40 }), fc.array(step, { maxLength: 5 }), (rule, endIn, steps) => {
        let day = '2026-04-01';
        setServerClock(`${day}T08:30:00Z`);
        const books = openBooks();
        try {
          const { db, companyId, userId } = books;
          const customer = insertStakeholder(db, companyId, {}).id;
          const item = insertItem(db, companyId, { vatRate: 10 }).id;
          const template = createInvoice(
            db,
            companyId,
            userId,
            invoiceCreateInputSchema.parse({
              kind: 'SELL',
              stakeholderId: customer,
              issueDate: day,
              lines: [{ itemId: item, quantity: 1.5, unitPrice: 1_333_333 }],
              issue: true,
            }),
          ).id;
          const endDate = endIn === 40 ? null : addDays(day, endIn * 7);
          putInvoiceSchedule(db, companyId, template, userId, { ...rule, startDate: day, endDate });
          const deleted = new Set<string>();
          for (const { days, deleteADraft, twice } of steps) {
            day = addDays(day, days);
            setServerClock(`${day}T08:30:00Z`);
            runDueSchedules(db, companyId);
            if (twice) runDueSchedules(db, companyId);
            const draft = getInvoiceSchedule(db, companyId, template)?.runs.find(
              (run) => run.status === 'DRAFT' && run.invoiceId !== null,
            );
            if (deleteADraft && draft?.invoiceId) {
              removeInvoice(db, companyId, draft.invoiceId);
              deleted.add(draft.dueDate);
            }
          }
          expect(serverToday()).toBe(day);
          const read = getInvoiceSchedule(db, companyId, template);
          const runs = read?.runs ?? [];
          // Every due date from the day it was set through today, each once, each invoice dated its due date.
          const dueRule = { ...rule, startDate: '2026-04-01', endDate } as Parameters<typeof firstDueOnOrAfter>[0];
          const expected = dueDatesThrough(dueRule, firstDueOnOrAfter(dueRule, '2026-04-01'), day, 1000);
          // The answer lists the newest 50; the table holds them all.
          expect(runs.map((run) => run.dueDate).reverse()).toEqual(expected.slice(-50));
          const made = db.$client.prepare('select count(*) as n from invoice_schedule_runs').get() as { n: number };
          expect(made.n).toBe(expected.length);
          for (const run of runs) {
            expect(run.dueDate <= day && (endDate === null || run.dueDate <= endDate)).toBe(true);
            if (run.invoiceId === null) expect(deleted.has(run.dueDate)).toBe(true);
            else expect(getInvoice(db, companyId, run.invoiceId).issueDate).toBe(run.dueDate);
          }
          // Nothing left due: the next date is after today (or the schedule has ended).
          expect(read?.nextDueDate === null || (read?.nextDueDate ?? '') > day).toBe(true);
          expect(voucherChecks(db, companyId).filter((voucher) => !voucher.balanced)).toEqual([]);
          const ids = db.$client.prepare('select id from invoices where company_id = ?').all(companyId) as {
            id: number;
          }[];
          const open = ids
            .map(({ id }) => getInvoice(db, companyId, id))
            .filter((invoice) => invoice.status !== 'DRAFT')
            .reduce((sum, invoice) => sum + invoice.balanceDue, 0);
          const receivable = db.$client
            .prepare(
              `select coalesce(sum(debit - credit), 0) as balance from voucher_lines l
               join tafsili_accounts t on t.id = l.tafsili_id where t.stakeholder_id = ?`,
            )
            .get(customer) as { balance: number };
          expect(receivable.balance).toBe(open);
        } finally {
          books.dispose();
        }
      }),
      { numRuns: 25 },
    );
  });
});
