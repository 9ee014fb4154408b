import { chequePhotoUploadExample } from '@daftar/contracts/examples/attachments';
import { addAttachment } from '../../../src/domain/attachments/attachments.ts';
import { createChequeBook, voidChequeLeaf } from '../../../src/domain/cheques/cheque-books.ts';
import { issueCheque } from '../../../src/domain/cheques/cheque-issue.ts';
import { addChequeStep, receiveCheque } from '../../../src/domain/cheques/cheques.ts';
import { createTreasuryAccount } from '../../../src/domain/treasury/treasury-accounts.ts';
import { insertStakeholder } from '../../support/factories.ts';
import type { StateContext, StateParams, StateSetup } from './context.ts';
import { ownedCompanyKeepingBooks } from './owned-company.ts';

/**
 * A company of the signed-in user keeping its books in 1405 with a Bank Mellat account, a customer «مریم کاظمی»
 * and a supplier: a cheque of 25,000,000 Rials from the customer in hand (Sayad id 1000000000000001) and another of
 * 9,000,000 deposited at the bank; a cheque book of the bank (series الف/12, leaves 101..125) whose leaf 101 is a
 * cheque of 18,000,000 issued to the supplier and leaf 102 void; the cheque in hand has its photo attached
 * (`attachmentId`). Answers the ids the pacts inject.
 */
async function cheques(context: StateContext, params: StateParams, onlyInHand = false) {
  const { db } = context;
  const { session, companyId } = await ownedCompanyKeepingBooks(context, params);
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
  const photo = addAttachment(
    db,
    { companyId, kind: 'CHEQUE', id: inHand.id },
    session.userId,
    chequePhotoUploadExample,
  );
  if (onlyInHand) return { inHandId: inHand.id, bankTafsiliId: bank.tafsiliId, customerId: customer.id };
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
  const book = createChequeBook(db, companyId, {
    bankTafsiliId: bank.tafsiliId,
    series: 'الف/12',
    firstLeaf: 101,
    lastLeaf: 125,
    receivedDate: '2026-04-01',
  });
  const issued = issueCheque(db, companyId, book.id, session.userId, {
    leaf: 101,
    sayadId: '2000000000000001',
    stakeholderId: supplier.id,
    date: '2026-05-05',
    dueDate: '2026-07-06',
    amount: 18_000_000,
  });
  voidChequeLeaf(db, companyId, book.id, { leaf: 102, date: '2026-05-02', reason: 'پاره شد' });
  return {
    bookId: book.id,
    issuedId: issued.id,
    inHandId: inHand.id,
    attachmentId: photo.id,
    depositedId: deposited.id,
    bankTafsiliId: bank.tafsiliId,
    customerId: customer.id,
    supplierId: supplier.id,
  };
}

/** The cheques' screens: received cheques of a company the signed-in user owns. */
export const chequeStates: Record<string, StateSetup> = {
  /** params: companyId. See `cheques` above. */
  'a company of the signed-in user holds cheques': (context, params) => cheques(context, params),
  /** params: companyId. Only the cheque in hand of `cheques` above: overdue since 10 Tir 1405. */
  'a company of the signed-in user holds a cheque in hand': (context, params) => cheques(context, params, true),
};
