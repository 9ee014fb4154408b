import { toJalali } from '@daftar/db/accounting/calendar';
import { createInvoice } from '../../../src/domain/invoices/invoices.ts';
import { putInvoiceSchedule } from '../../../src/domain/invoices/recurring.ts';
import { insertItem, insertStakeholder } from '../../support/factories.ts';
import type { StateSetup } from './context.ts';
import { ownedCompanyKeepingBooks } from './owned-company.ts';
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
    const today = tehranToday();
    const { session, companyId } = await ownedCompanyKeepingBooks(context, params, toJalali(today).year);
    const stakeholderId = insertStakeholder(db, companyId, { code: '1007', firstName: 'مریم', lastName: 'احمدی' }).id;
    const itemId = insertItem(db, companyId, {
      code: '1001',
      name: 'قهوه اسپرسو',
      salePrice: 1_250_000,
      vatRate: 10,
    }).id;
    const sale = () =>
      createInvoice(db, companyId, session.userId, {
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
    const schedule = putInvoiceSchedule(db, companyId, templateId, session.userId, {
      frequency: 'EVERY_N_DAYS',
      intervalDays: 30,
      startDate: today,
      issue: false,
    });
    return { templateId, plainId, runInvoiceId: schedule.runs[0]?.invoiceId ?? 0 };
  },
};
