import type { MoneyRecordKind } from '@daftar/contracts/endpoints/money-records-schemas';
import type { MoneyRecordRow } from '@daftar/db/schema/money-records';
import type { VoucherLineInput } from '../accounting/voucher-lines.ts';

/** The records' name in the journal (`vouchers.source_type`); with the record's id it finds its voucher. */
export const moneyRecordSource = 'MONEY_RECORD';

/** The accounts a record posts to besides its category: the treasury's moein and the VAT account of its kind. */
export interface MoneyRecordAccounts {
  treasuryAccountId: number;
  vatAccountId: number;
  /** The stakeholder's person tafsili, put on the category line. */
  stakeholderTafsiliId: number | null;
}

type PostedRecord = Pick<MoneyRecordRow, 'kind' | 'categoryAccountId' | 'amount' | 'vat' | 'total' | 'treasuryId'>;

const line = (accountId: number, tafsiliId: number | null, debit: number, credit: number): VoucherLineInput => ({
  accountId,
  tafsiliId,
  debit,
  credit,
});

/**
 * An expense debits its category (the stakeholder's tafsili on it) with the amount and VAT receivable with the VAT,
 * and credits the treasury account (its tafsili) with the total. Income is the mirror: the treasury debited, the
 * category and VAT payable credited. A zero VAT line is left out. Pure: the domain and the seed's check share it.
 */
export function moneyRecordPostingLines(record: PostedRecord, accounts: MoneyRecordAccounts): VoucherLineInput[] {
  const category = record.categoryAccountId;
  const party = accounts.stakeholderTafsiliId;
  const lines =
    record.kind === 'EXPENSE'
      ? [
          line(category, party, record.amount, 0),
          line(accounts.vatAccountId, null, record.vat, 0),
          line(accounts.treasuryAccountId, record.treasuryId, 0, record.total),
        ]
      : [
          line(accounts.treasuryAccountId, record.treasuryId, record.total, 0),
          line(category, party, 0, record.amount),
          line(accounts.vatAccountId, null, 0, record.vat),
        ];
  return lines.filter((posted) => posted.debit > 0 || posted.credit > 0);
}

const kindWords: Record<MoneyRecordKind, string> = { INCOME: 'درآمد', EXPENSE: 'هزینه' };

/**
 * The voucher's description in the books' language: the kind, its category and what it was for. Not the record's
 * number: deleting an earlier record renumbers the later ones, and their vouchers stay as they are.
 */
export function moneyRecordDescription(record: Pick<MoneyRecordRow, 'kind' | 'categoryName' | 'description'>): string {
  const about = record.description ? ` — ${record.description}` : '';
  return `${kindWords[record.kind]}: ${record.categoryName}${about}`;
}
