import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import { createFiscalYear } from '../../../src/domain/accounting/fiscal-years.ts';
import { addInvoiceDelivery } from '../../../src/domain/invoices/invoice-deliveries.ts';
import { addInvoicePayment } from '../../../src/domain/invoices/invoice-payments.ts';
import { setMemoryId } from '../../../src/domain/invoices/invoice-moadian.ts';
import { exportMoadian } from '../../../src/domain/invoices/invoice-moadian-exports.ts';
import { createInvoice, updateInvoice } from '../../../src/domain/invoices/invoices.ts';
import { addMember, insertCompany, insertItem, insertStakeholder } from '../../support/factories.ts';
import { type StateSetup, numberParam, signInAs } from './context.ts';
import { ownedCompanyKeepingBooks } from './owned-company.ts';

/** Sell invoices of a company the signed-in user owns, with the books they post to. */
export const invoiceStates: Record<string, StateSetup> = {
  /**
   * params: companyId. The standard chart and settings and 1405 open; the customer «مریم احمدی» (1007) and the
   * product «قهوه اسپرسو» (1001, kg, VAT 10%, stock tracked); three sales dated 2026-04-10: `invoiceId` issued and
   * paid 1,000,000 in cash (`paymentId`), `issuedInvoiceId` issued and unpaid (TEMPORARY voucher; its line
   * `issuedLineId`), `draftInvoiceId` a draft. Beside them: a purchase of 10 kg from «پخش البرز» (`supplierId`),
   * a fourth sale `deliveredInvoiceId` (line `deliveredLineId`) with 1 of its 2 kg delivered on 2026-04-12, and an
   * issued estimate `estimateId`.
   */
  'a company of the signed-in user has invoices': async (context, params) => {
    const { db } = context;
    const { session, companyId } = await ownedCompanyKeepingBooks(context, params);
    const customerId = insertStakeholder(db, companyId, { code: '1007', firstName: 'مریم', lastName: 'احمدی' }).id;
    const itemId = insertItem(db, companyId, {
      code: '1001',
      name: 'قهوه اسپرسو',
      unit: 'کیلوگرم',
      salePrice: 1_250_000,
      vatRate: 10,
      trackStock: true,
    }).id;
    const supplierId = insertStakeholder(db, companyId, {
      code: '1008',
      kind: 'BUSINESS',
      businessName: 'پخش البرز',
      isCustomer: false,
      isSupplier: true,
    }).id;
    const document = (issue: boolean, kind: 'SELL' | 'PURCHASE' | 'ESTIMATE' = 'SELL', quantity = 2) =>
      createInvoice(db, companyId, session.userId, {
        kind,
        issue,
        stakeholderId: kind === 'PURCHASE' ? supplierId : customerId,
        issueDate: '2026-04-10',
        lines: [{ itemId, quantity, unitPrice: 1_250_000, discountType: 'AMOUNT', discountValue: 0 }],
        discount: 0,
        shipping: 0,
        otherAdditions: 0,
      });
    const sale = (issue: boolean) => document(issue).id;
    const invoiceId = sale(true);
    const paid = addInvoicePayment(db, companyId, invoiceId, session.userId, {
      date: '2026-04-15',
      method: 'CASH',
      amount: 1_000_000,
    });
    const issued = document(true);
    const draftInvoiceId = sale(false);
    document(true, 'PURCHASE', 10);
    const delivered = document(true);
    const deliveredLineId = delivered.lines[0]?.id ?? 0;
    addInvoiceDelivery(db, companyId, delivered.id, session.userId, {
      date: '2026-04-12',
      lines: [{ invoiceLineId: deliveredLineId, quantity: 1 }],
    });
    return {
      customerId,
      supplierId,
      itemId,
      invoiceId,
      paymentId: paid.payments[0]?.id ?? 0,
      issuedInvoiceId: issued.id,
      issuedLineId: issued.lines[0]?.id ?? 0,
      draftInvoiceId,
      deliveredInvoiceId: delivered.id,
      deliveredLineId,
      estimateId: document(true, 'ESTIMATE').id,
    };
  },
  /**
   * params: companyId. A company with its economic code and Moadian memory id «A1B2C3», the books as above, the
   * business customer «پخش البرز» (economic code and national id), the product «چای سبز» with its goods id
   * 2330000604708; `einvoiceId` a type 1, pattern 1 e-invoice issued on 2026-04-10 (2 × 1,250,000, VAT 10%) and paid
   * 1,000,000 in cash on 2026-04-15; `draftEinvoiceId` the same as a draft; `sentEinvoiceId` the same issued, its
   * original exported for Moadian, then its line made 3 (so a correction is due).
   */
  'a company of the signed-in user has an issued e-invoice': async (context, params) => {
    const { db } = context;
    const session = await signInAs(context, 'USER');
    const company = insertCompany(db, {
      id: numberParam(params, 'companyId', 1),
      name: 'بازرگانی آرمان',
      economicCode: '411111111111',
    });
    addMember(db, session.userId, company.id, 'OWNER');
    insertStandardSettings(db, company.id, insertStandardChart(db, company.id));
    createFiscalYear(db, company.id, { year: 1405 });
    setMemoryId(db, company.id, 'A1B2C3');
    const customerId = insertStakeholder(db, company.id, {
      code: '1009',
      kind: 'BUSINESS',
      businessName: 'پخش البرز',
      economicCode: '14000000001',
      nationalId: '10101704295',
    }).id;
    const itemId = insertItem(db, company.id, {
      code: '1002',
      name: 'چای سبز',
      salePrice: 1_250_000,
      vatRate: 10,
      goodsServiceId: '2330000604708',
    }).id;
    const fields = (quantity: number) => ({
      stakeholderId: customerId,
      issueDate: '2026-04-10',
      einvoiceType: 1 as const,
      einvoicePattern: 1 as const,
      lines: [{ itemId, quantity, unitPrice: 1_250_000, discountType: 'AMOUNT' as const, discountValue: 0 }],
      discount: 0,
      shipping: 0,
      otherAdditions: 0,
    });
    const einvoice = (issue: boolean) =>
      createInvoice(db, company.id, session.userId, { kind: 'SELL', issue, ...fields(2) }).id;
    const einvoiceId = einvoice(true);
    addInvoicePayment(db, company.id, einvoiceId, session.userId, {
      date: '2026-04-15',
      method: 'CASH',
      amount: 1_000_000,
    });
    const sentEinvoiceId = einvoice(true);
    exportMoadian(db, company.id, sentEinvoiceId, session.userId, 1);
    updateInvoice(db, company.id, sentEinvoiceId, session.userId, fields(3));
    return { einvoiceId, draftEinvoiceId: einvoice(false), sentEinvoiceId };
  },
};
