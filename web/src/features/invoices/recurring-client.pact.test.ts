import { providerIds } from '../../lib/api/testing/matchers.ts';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { company, eachLike, integer, invoicesPath, isoDate, like, oneOf } from './invoices-pact-fixtures.ts';
import { getInvoiceSchedule, putInvoiceSchedule, removeInvoiceSchedule } from './recurring-client.ts';

const hasRecurring = 'a company of the signed-in user has a recurring sell invoice';
const ids = { templateId: 41, plainId: 42, runInvoiceId: 43 };
const { injected, at } = providerIds(ids);
const scheduleOf = (name: 'templateId' | 'plainId') => at(invoicesPath, name, '/schedule');

const schedule = (invoiceId: 'templateId' | 'plainId', runs: unknown) => ({
  invoiceId: injected(invoiceId),
  frequency: oneOf(['MONTHLY', 'EVERY_N_DAYS'], 'EVERY_N_DAYS'),
  dayOfMonth: like(null),
  intervalDays: integer(30),
  startDate: isoDate('2026-11-27'),
  endDate: like(null),
  issue: like(false),
  nextDueDate: isoDate('2026-12-27'),
  failure: like(null),
  runs,
});

describe('a sell invoice repeating on a schedule', () => {
  it('reads the schedule with its next date and the invoices it made', async () => {
    const run = {
      dueDate: isoDate('2026-11-27'),
      invoiceId: injected('runInvoiceId'),
      number: like(null),
      status: oneOf(['DRAFT', 'ISSUED'], 'DRAFT'),
      grandTotal: integer(2_750_000),
      draftReason: like(null),
    };
    await signedInPact(hasRecurring, company)
      .uponReceiving('a request for a recurring invoice’s schedule')
      .request(['GET', scheduleOf('templateId')])
      .answersItem(200, schedule('templateId', eachLike(run)))
      .test(async (client) => {
        const answer = await getInvoiceSchedule(client, 1, ids.templateId);
        expect(answer).toMatchObject({ frequency: 'EVERY_N_DAYS', intervalDays: 30 });
        expect(answer?.runs[0]).toMatchObject({ invoiceId: ids.runInvoiceId, status: 'DRAFT' });
      });
  });

  it('answers null for an invoice that does not repeat', async () => {
    await signedInPact(hasRecurring, company)
      .uponReceiving('a request for the schedule of an invoice that does not repeat')
      .request(['GET', scheduleOf('plainId')])
      .answersItem(200, null)
      .test(async (client) => {
        expect(await getInvoiceSchedule(client, 1, ids.plainId)).toBeNull();
      });
  });

  it('sets a monthly schedule', async () => {
    const body = { frequency: 'MONTHLY', dayOfMonth: 1, startDate: '2099-03-21', endDate: null, issue: true } as const;
    await signedInPact(hasRecurring, company)
      .uponReceiving('a monthly schedule set on a sell invoice')
      .request(['PUT', scheduleOf('plainId')], { body })
      .answersItem(200, {
        ...schedule('plainId', []),
        frequency: 'MONTHLY',
        dayOfMonth: integer(1),
        intervalDays: like(null),
        startDate: '2099-03-21',
        issue: true,
        nextDueDate: isoDate('2099-03-21'),
      })
      .test(async (client) => {
        const answer = await putInvoiceSchedule(client, 1, ids.plainId, body);
        expect(answer).toMatchObject({ frequency: 'MONTHLY', dayOfMonth: 1, startDate: '2099-03-21', runs: [] });
      });
  });

  it('refuses an end date before the start, under the field', async () => {
    const body = {
      frequency: 'EVERY_N_DAYS',
      intervalDays: 7,
      startDate: '2099-03-21',
      endDate: '2099-03-01',
    } as const;
    await signedInPact(hasRecurring, company)
      .uponReceiving('a schedule ending before it starts')
      .request(['PUT', scheduleOf('plainId')], { body })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => putInvoiceSchedule(client, 1, ids.plainId, body), [
        { path: 'body.endDate', message: 'END_BEFORE_START' },
      ]);
  });

  it('stops a schedule', async () => {
    await signedInPact(hasRecurring, company)
      .uponReceiving('a request to stop a recurring invoice')
      .request(['DELETE', scheduleOf('templateId')])
      .answersDone((client) => removeInvoiceSchedule(client, 1, ids.templateId));
  });
});
