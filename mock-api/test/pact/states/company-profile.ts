import {
  armanProfileExample,
  armanSettingsExample,
  cardReaderExample,
} from '@daftar/contracts/endpoints/company-profile-example';
import { and, eq } from 'drizzle-orm';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { updateCompanyLogo, updateCompanyProfile } from '../../../src/domain/company-profile/company-profile.ts';
import { updateCompanySettings } from '../../../src/domain/company-profile/company-settings.ts';
import { addInvoicePayment } from '../../../src/domain/invoices/invoice-payments.ts';
import { createInvoice } from '../../../src/domain/invoices/invoices.ts';
import { createPaymentMethod } from '../../../src/domain/payment-methods/payment-methods.ts';
import { dataUrlOf, solidPng } from '@daftar/contracts/testing/png';
import { insertItem, insertStakeholder } from '../../support/factories.ts';
import type { StateSetup } from './context.ts';
import { ownedCompanyKeepingBooks } from './owned-company.ts';

/**
 * Issue 18's company pages, arranged on their own (not on another area's state, so their figures stay put): the
 * standard books and 1405 open; the customer «مریم احمدی» and the product «قهوه اسپرسو»; two issued sales of
 * 2,750,000 (2 × 1,250,000 + 10% VAT) on 2026-04-10 with no due date, `invoiceId` paid 1,000,000 in cash on
 * 2026-04-15 and `issuedInvoiceId` unpaid, and a draft; Arman's profile with a 40 × 40 logo, its settings (Toman,
 * prefixes S-, P-, E-), the treasury's Mellat bank account (tafsili 20001) and two payment methods.
 */
export const companyProfileStates: Record<string, StateSetup> = {
  /** params: companyId. Returns bankAccountId (moein 1102), bankTafsiliId, paymentMethodId (the card reader)… */
  'a company of the signed-in user has its profile and payment methods': async (context, params) => {
    const { db } = context;
    const { session, companyId } = await ownedCompanyKeepingBooks(context, params);
    const customerId = insertStakeholder(db, companyId, { code: '1007', firstName: 'مریم', lastName: 'احمدی' }).id;
    const itemId = insertItem(db, companyId, { code: '1001', name: 'قهوه اسپرسو', unit: 'کیلوگرم', vatRate: 10 }).id;
    const sale = (issue: boolean) =>
      createInvoice(db, companyId, session.userId, {
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
    addInvoicePayment(db, companyId, invoiceId, session.userId, {
      date: '2026-04-15',
      method: 'CASH',
      amount: 1_000_000,
    });
    const issuedInvoiceId = sale(true);
    sale(false);
    updateCompanyProfile(db, companyId, armanProfileExample);
    updateCompanyLogo(db, companyId, dataUrlOf(solidPng(40, 40)));
    updateCompanySettings(db, companyId, armanSettingsExample);
    const accountId = (code: string) => {
      const row = db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.companyId, companyId), eq(accounts.code, code)))
        .get();
      if (!row) throw new Error(`state: the standard chart has no ${code}`);
      return row.id;
    };
    const bankTafsiliId = db
      .insert(tafsiliAccounts)
      .values({ companyId, kind: 'BANK_ACCOUNT', code: '20001', name: 'بانک ملت — حساب جاری' })
      .returning()
      .get().id;
    const till = { name: 'صندوق فروشگاه', kind: 'CASH', tafsiliId: null, active: true, isDefault: true } as const;
    createPaymentMethod(db, companyId, { ...till, accountId: accountId('1101') });
    const card = createPaymentMethod(db, companyId, {
      ...cardReaderExample,
      accountId: accountId('1102'),
      tafsiliId: bankTafsiliId,
    });
    return { invoiceId, issuedInvoiceId, bankAccountId: accountId('1102'), bankTafsiliId, paymentMethodId: card.id };
  },
};
