import { createOwnerTransaction, createPartner } from '../../../src/domain/treasury/owners.ts';
import { createPettyCashSettlement } from '../../../src/domain/treasury/petty-cash.ts';
import { createTreasuryTransfer } from '../../../src/domain/treasury/transfers.ts';
import { createTreasuryAccount } from '../../../src/domain/treasury/treasury-accounts.ts';
import type { StateContext, StateParams, StateSetup } from './context.ts';
import { ownedCompanyKeepingBooks } from './owned-company.ts';

/**
 * A company of the signed-in user keeping its treasury in 1405: a cash box (20,000,000 opening), a Bank Mellat
 * account (500,000,000 opening), a petty-cash holder, a partner who paid 300,000,000 into the bank, 8,000,000 moved
 * from the bank to the cash box and 1,200,000 of the holder's expenses settled after a 5,000,000 advance. Answers the
 * ids the pacts inject (autoincrement counters survive the verifier's resets).
 */
async function treasury(context: StateContext, params: StateParams) {
  const { db } = context;
  const { session, companyId, ids } = await ownedCompanyKeepingBooks(context, params);
  const cash = createTreasuryAccount(db, companyId, null, {
    kind: 'CASH_BOX',
    name: 'صندوق فروشگاه',
    openingBalance: 20_000_000,
  });
  const bank = createTreasuryAccount(db, companyId, null, {
    kind: 'BANK_ACCOUNT',
    name: 'بانک ملت — حساب جاری',
    bankName: 'بانک ملت',
    iban: 'IR760120000001234567890123',
    openingBalance: 500_000_000,
  });
  const holder = createTreasuryAccount(db, companyId, null, {
    kind: 'PETTY_CASH',
    name: 'تنخواه دفتر',
    holderName: 'رضا کریمی',
    cashLimit: 50_000_000,
    openingBalance: 0,
  });
  const partner = createPartner(db, companyId, { name: 'علی رضایی', shareBasisPoints: 6000 });
  const contribution = createOwnerTransaction(db, companyId, session.userId, {
    partnerId: partner.id,
    kind: 'CONTRIBUTION',
    date: '2026-04-01',
    amount: 300_000_000,
    treasuryTafsiliId: bank.tafsiliId,
  });
  const transfer = createTreasuryTransfer(db, companyId, session.userId, {
    kind: 'TRANSFER',
    date: '2026-04-10',
    fromTafsiliId: bank.tafsiliId,
    toTafsiliId: cash.tafsiliId,
    amount: 8_000_000,
    fee: 0,
  });
  createTreasuryTransfer(db, companyId, session.userId, {
    kind: 'ADVANCE',
    date: '2026-04-11',
    fromTafsiliId: cash.tafsiliId,
    toTafsiliId: holder.tafsiliId,
    amount: 5_000_000,
    fee: 0,
  });
  const transport = ids.get('8107') ?? 0;
  const settlement = createPettyCashSettlement(db, companyId, session.userId, {
    holderTafsiliId: holder.tafsiliId,
    date: '2026-04-20',
    lines: [{ accountId: transport, amount: 1_200_000, description: 'کرایه پیک' }],
  });
  return {
    cashId: cash.id,
    cashTafsiliId: cash.tafsiliId,
    bankId: bank.id,
    bankTafsiliId: bank.tafsiliId,
    holderTafsiliId: holder.tafsiliId,
    partnerId: partner.id,
    transferId: transfer.id,
    settlementId: settlement.id,
    ownerTransactionId: contribution.id,
    transportAccountId: transport,
  };
}

/** The treasury's screens: places, transfers, petty cash and owners of a company the signed-in user owns. */
export const treasuryStates: Record<string, StateSetup> = {
  /** params: companyId. See `treasury` above. */
  'a company of the signed-in user keeps its treasury': treasury,
};
