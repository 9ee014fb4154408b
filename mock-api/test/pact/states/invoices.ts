import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import { createFiscalYear } from '../../../src/domain/accounting/fiscal-years.ts';
import { addInvoicePayment } from '../../../src/domain/invoices/invoice-payments.ts';
import { createInvoice } from '../../../src/domain/invoices/invoices.ts';
import { addMember, insertCompany, insertItem, insertStakeholder } from '../../support/factories.ts';
import { type StateSetup, numberParam, signInAs } from './context.ts';

/** Sell invoices of a company the signed-in user owns, with the books they post to. */
export const invoiceStates: Record<string, StateSetup> = {
  /**
   * params: companyId. The standard chart and settings and 1405 open; the customer «مریم احمدی» (1007) and the
   * product «قهوه اسپرسو» (1001, kg, VAT 10%); three sales dated 2026-04-10: `invoiceId` issued and paid 1,000,000
   * in cash (`paymentId`), `issuedInvoiceId` issued and unpaid (TEMPORARY voucher), `draftInvoiceId` a draft.
   */
  'a company of the signed-in user has invoices': async (context, params) => {
    const { db } = context;
    const session = await signInAs(context, 'USER');
    const company = insertCompany(db, { id: numberParam(params, 'companyId', 1), name: 'بازرگانی آرمان' });
    addMember(db, session.userId, company.id, 'OWNER');
    insertStandardSettings(db, company.id, insertStandardChart(db, company.id));
    createFiscalYear(db, company.id, { year: 1405 });
    const customerId = insertStakeholder(db, company.id, { code: '1007', firstName: 'مریم', lastName: 'احمدی' }).id;
    const itemId = insertItem(db, company.id, {
      code: '1001',
      name: 'قهوه اسپرسو',
      unit: 'کیلوگرم',
      salePrice: 1_250_000,
      vatRate: 10,
    }).id;
    const sale = (issue: boolean) =>
      createInvoice(db, company.id, session.userId, {
        kind: 'SELL',
        issue,
        stakeholderId: customerId,
        issueDate: '2026-04-10',
        lines: [{ itemId, quantity: 2, unitPrice: 1_250_000, discountType: 'AMOUNT', discountValue: 0 }],
        discount: 0,
        shipping: 0,
        otherAdditions: 0,
      }).id;
    const invoiceId = sale(true);
    const paid = addInvoicePayment(db, company.id, invoiceId, session.userId, {
      date: '2026-04-15',
      method: 'CASH',
      amount: 1_000_000,
    });
    return {
      customerId,
      itemId,
      invoiceId,
      paymentId: paid.payments[0]?.id ?? 0,
      issuedInvoiceId: sale(true),
      draftInvoiceId: sale(false),
    };
  },
};
