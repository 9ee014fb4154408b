import {
  finalPhoneExpenseExample,
  interestIncomeExample,
  rentExpenseExample,
} from '@daftar/contracts/examples/money-records';
import type { MoneyRecordCreateFields } from '@daftar/contracts/endpoints/money-records-schemas';
import { createVoucher, finaliseVoucher } from '../../../src/domain/accounting/vouchers.ts';
import { createTafsili } from '../../../src/domain/accounting/tafsili.ts';
import { receiptUploadExample } from '@daftar/contracts/examples/attachments';
import { addAttachment } from '../../../src/domain/attachments/attachments.ts';
import { createMoneyRecord } from '../../../src/domain/money-records/money-records.ts';
import { insertStakeholder } from '../../support/factories.ts';
import type { StateSetup } from './context.ts';
import { ownedCompanyKeepingBooks } from './owned-company.ts';

/** A contracts' example of a record: its category named by chart code, its place and party left to the state. */
type MoneyRecordExample = Omit<MoneyRecordCreateFields, 'categoryAccountId' | 'treasuryId' | 'stakeholderId'> & {
  categoryCode: string;
};

/** Income and expense records of a company the signed-in user owns, with the books they post to. */
export const moneyRecordStates: Record<string, StateSetup> = {
  /**
   * params: companyId. The standard chart, settings and 1405 open; a bank account (20001), a cash box (30001) and a
   * petty cash (30002), the owner's 200,000,000 Rials in the cash box; the supplier «مخابرات منطقه ۳» (1009); `expenseId` the rent expense paid from the bank and
   * `incomeId` the bank interest, both of contracts' examples, and `finalExpenseId` the telephone bill from the bank
   * whose voucher is FINAL (the one to reverse); the rent receipt PDF attached to the rent (`attachmentId`). Answers
   * the ids the consumer injects.
   */
  'a company of the signed-in user has income and expense records': async (context, params) => {
    const { db } = context;
    const { session, companyId, ids: accounts } = await ownedCompanyKeepingBooks(context, params);
    const account = (code: string) => accounts.get(code) ?? 0;
    const tafsili = (code: string, name: string, kind: 'BANK_ACCOUNT' | 'CASH_BOX' | 'PETTY_CASH') =>
      createTafsili(db, companyId, { kind, code, name }).id;
    const bankId = tafsili('20001', 'بانک ملت — حساب جاری', 'BANK_ACCOUNT');
    const cashId = tafsili('30001', 'صندوق فروشگاه', 'CASH_BOX');
    tafsili('30002', 'تنخواه‌گردان دفتر', 'PETTY_CASH');
    // The owner's cash, so an expense paid from the cash box has something to come out of (CASH_BOX_NEGATIVE).
    createVoucher(db, companyId, session.userId, {
      date: '2026-03-21',
      description: 'آورده نقدی مالک',
      lines: [
        { accountId: account('1101'), tafsiliId: cashId, debit: 200_000_000, credit: 0 },
        { accountId: account('5101'), tafsiliId: null, debit: 0, credit: 200_000_000 },
      ],
    });
    const stakeholderId = insertStakeholder(db, companyId, {
      code: '1009',
      kind: 'BUSINESS',
      businessName: 'مخابرات منطقه ۳',
      isSupplier: true,
    }).id;
    // Contracts' examples name their category by chart code; each is paid through the bank, without a party.
    const fromBank = ({ categoryCode, ...example }: MoneyRecordExample) =>
      createMoneyRecord(db, companyId, session.userId, {
        ...example,
        categoryAccountId: account(categoryCode),
        treasuryId: bankId,
        stakeholderId: null,
      });
    const expense = fromBank(rentExpenseExample);
    const income = fromBank(interestIncomeExample);
    const finalExpense = fromBank(finalPhoneExpenseExample);
    finaliseVoucher(db, companyId, finalExpense.voucherId ?? 0);
    const owner = { companyId: companyId, kind: 'MONEY_RECORD' as const, id: expense.id };
    const receipt = addAttachment(db, owner, session.userId, receiptUploadExample);
    return {
      expenseId: expense.id,
      attachmentId: receipt.id,
      finalExpenseId: finalExpense.id,
      incomeId: income.id,
      bankId,
      cashId,
      stakeholderId,
      rentAccountId: account('8103'),
      internetAccountId: account('8105'),
      interestAccountId: account('6301'),
    };
  },
};
