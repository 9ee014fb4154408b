import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import { createFiscalYear } from '../../../src/domain/accounting/fiscal-years.ts';
import { addChequeStep, receiveCheque } from '../../../src/domain/cheques/cheques.ts';
import { createTreasuryAccount } from '../../../src/domain/treasury/treasury-accounts.ts';
import { addMember, insertCompany, insertStakeholder } from '../../support/factories.ts';
import { type StateContext, type StateParams, type StateSetup, numberParam, signInAs } from './context.ts';

/**
 * A company of the signed-in user keeping its books in 1405 with a Bank Mellat account, a customer «مریم کاظمی»
 * and a supplier: a cheque of 25,000,000 Rials from the customer in hand (Sayad id 1000000000000001) and another of
 * 9,000,000 deposited at the bank. Answers the ids the pacts inject.
 */
async function cheques(context: StateContext, params: StateParams) {
  const { db } = context;
  const session = await signInAs(context, 'USER');
  const companyId = insertCompany(db, { id: numberParam(params, 'companyId', 1), name: 'بازرگانی آرمان' }).id;
  addMember(db, session.userId, companyId, 'OWNER');
  const ids = insertStandardChart(db, companyId);
  insertStandardSettings(db, companyId, ids);
  createFiscalYear(db, companyId, { year: 1405 });
  const bank = createTreasuryAccount(db, companyId, null, {
    kind: 'BANK_ACCOUNT',
    name: 'ملت جاری',
    bankName: 'بانک ملت',
    iban: 'IR760120000001234567890123',
    openingBalance: 100_000_000,
  });
  const customer = insertStakeholder(db, companyId, { code: '5001', firstName: 'مریم', lastName: 'کاظمی' });
  const supplier = insertStakeholder(db, companyId, {
    kind: 'BUSINESS',
    businessName: 'پخش البرز',
    isCustomer: false,
    isSupplier: true,
  });
  const paper = { bankName: 'بانک ملی', branch: 'شعبه ونک', drawerName: 'مریم کاظمی', drawerNationalId: '0013542419' };
  const inHand = receiveCheque(db, companyId, session.userId, {
    ...paper,
    sayadId: '1000000000000001',
    serial: '۸۷۶۵۴۳',
    stakeholderId: customer.id,
    date: '2026-04-30',
    dueDate: '2026-07-01',
    amount: 25_000_000,
  });
  const deposited = receiveCheque(db, companyId, session.userId, {
    ...paper,
    sayadId: '1000000000000002',
    serial: '۸۷۶۵۴۴',
    stakeholderId: customer.id,
    date: '2026-04-30',
    dueDate: '2026-06-01',
    amount: 9_000_000,
  });
  addChequeStep(db, companyId, deposited.id, session.userId, {
    action: 'DEPOSIT',
    date: '2026-05-01',
    bankTafsiliId: bank.tafsiliId,
  });
  return {
    inHandId: inHand.id,
    depositedId: deposited.id,
    bankTafsiliId: bank.tafsiliId,
    customerId: customer.id,
    supplierId: supplier.id,
  };
}

/** The cheques' screens: received cheques of a company the signed-in user owns. */
export const chequeStates: Record<string, StateSetup> = {
  /** params: companyId. See `cheques` above. */
  'a company of the signed-in user holds cheques': cheques,
};
