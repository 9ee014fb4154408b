import {
  armanProfileExample,
  armanSettingsExample,
  cardReaderExample,
} from '@daftar/contracts/endpoints/company-profile-example';
import { and, eq } from 'drizzle-orm';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { updateCompanyLogo, updateCompanyProfile } from '../../../src/domain/company-profile/company-profile.ts';
import { updateCompanySettings } from '../../../src/domain/company-profile/company-settings.ts';
import { createPaymentMethod } from '../../../src/domain/payment-methods/payment-methods.ts';
import { dataUrlOf, solidPng } from '../../company-profile/png.ts';
import { type StateSetup, numberParam } from './context.ts';
import { invoiceStates } from './invoices.ts';

/**
 * Issue 18's company pages: the invoices' company (the standard books, 1405 open, two issued sales of 2,750,000
 * on 2026-04-10, one paid 1,000,000 in cash, and a draft) with Arman's profile and a 40 × 40 logo, its settings
 * (Toman, prefixes S-, P-, E-), the treasury's Mellat bank account (tafsili 20001) and two payment methods.
 */
export const companyProfileStates: Record<string, StateSetup> = {
  /** params: companyId. Returns bankAccountId (moein 1102), bankTafsiliId, paymentMethodId (the card reader). */
  'a company of the signed-in user has its profile and payment methods': async (context, params) => {
    const { db } = context;
    const companyId = numberParam(params, 'companyId', 1);
    const invoices = (await invoiceStates['a company of the signed-in user has invoices']?.(context, params)) as Record<
      string,
      number
    >;
    updateCompanyProfile(db, companyId, armanProfileExample);
    updateCompanyLogo(db, companyId, dataUrlOf(solidPng(40, 40)));
    updateCompanySettings(db, companyId, armanSettingsExample);
    const bank = db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), eq(accounts.code, '1102')))
      .get();
    const cash = db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), eq(accounts.code, '1101')))
      .get();
    if (!bank || !cash) throw new Error('state: the standard chart has no 1101 or 1102');
    const bankTafsiliId = db
      .insert(tafsiliAccounts)
      .values({ companyId, kind: 'BANK_ACCOUNT', code: '20001', name: 'بانک ملت — حساب جاری' })
      .returning()
      .get().id;
    createPaymentMethod(db, companyId, {
      name: 'صندوق فروشگاه',
      kind: 'CASH',
      accountId: cash.id,
      tafsiliId: null,
      active: true,
      isDefault: true,
    });
    const card = createPaymentMethod(db, companyId, {
      ...cardReaderExample,
      accountId: bank.id,
      tafsiliId: bankTafsiliId,
    });
    return { ...invoices, bankAccountId: bank.id, bankTafsiliId, paymentMethodId: card.id };
  },
};
