import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import { toJalali } from '@daftar/db/accounting/calendar';
import { createFiscalYear } from '../../../src/domain/accounting/fiscal-years.ts';
import { createInvoice } from '../../../src/domain/invoices/invoices.ts';
import { putInvoiceSchedule } from '../../../src/domain/invoices/recurring.ts';
import { addMember, insertCompany, insertItem, insertStakeholder } from '../../support/factories.ts';
import { type StateSetup, numberParam, signInAs } from './context.ts';
import { tehranToday } from '../../../src/domain/clock/tehran-day.ts';

/** Recurring sell invoices of a company the signed-in user owns. */
export const invoiceRecurringStates: Record<string, StateSetup> = {
  /**
   * params: companyId. The books with today's Jalali year open; two issued sales of 2 × 1,250,000 to «مریم احمدی»:
   * `templateId` repeats every 30 days from today, as drafts, and its first run (`runInvoiceId`, a draft dated
   * today) is made; `plainId` does not repeat.
   */
  'a company of the signed-in user has a recurring sell invoice': async (context, params) => {
    const { db } = context;
    const session = await signInAs(context, 'USER');
    const company = insertCompany(db, { id: numberParam(params, 'companyId', 1), name: 'بازرگانی آرمان' });
    addMember(db, session.userId, company.id, 'OWNER');
    insertStandardSettings(db, company.id, insertStandardChart(db, company.id));
    const today = tehranToday();
    createFiscalYear(db, company.id, { year: toJalali(today).year });
    const stakeholderId = insertStakeholder(db, company.id, { code: '1007', firstName: 'مریم', lastName: 'احمدی' }).id;
    const itemId = insertItem(db, company.id, {
      code: '1001',
      name: 'قهوه اسپرسو',
      salePrice: 1_250_000,
      vatRate: 10,
    }).id;
    const sale = () =>
      createInvoice(db, company.id, session.userId, {
        kind: 'SELL',
        issue: true,
        stakeholderId,
        issueDate: today,
        lines: [{ itemId, quantity: 2, unitPrice: 1_250_000, discountType: 'AMOUNT', discountValue: 0 }],
        discount: 0,
        shipping: 0,
        otherAdditions: 0,
      }).id;
    const templateId = sale();
    const plainId = sale();
    const schedule = putInvoiceSchedule(db, company.id, templateId, session.userId, {
      frequency: 'EVERY_N_DAYS',
      intervalDays: 30,
      startDate: today,
      issue: false,
    });
    return { templateId, plainId, runInvoiceId: schedule.runs[0]?.invoiceId ?? 0 };
  },
};
