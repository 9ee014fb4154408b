import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { MoneyRecord } from '@daftar/contracts/endpoints/money-records-schemas';
import type { Queryable } from '@daftar/db/client';
import { vouchers } from '@daftar/db/schema/accounting-journal';
import { type MoneyRecordRow, moneyRecords } from '@daftar/db/schema/money-records';
import { findCompanyRecord } from '../list-page.ts';

/** A record's row with its voucher's and its reversal's number, status and date (left joins: list and record alike). */
export type MoneyRecordWithVoucher = MoneyRecordRow & {
  voucherNumber: number | null;
  voucherStatus: 'TEMPORARY' | 'FINAL' | null;
  reversalVoucherNumber: number | null;
  reversalDate: string | null;
};

/** The reversing voucher, joined beside the record's own. */
export const reversalVouchers = alias(vouchers, 'reversal_vouchers');

export const recordWithVoucherColumns = {
  ...getTableColumns(moneyRecords),
  voucherNumber: vouchers.number,
  voucherStatus: vouchers.status,
  reversalVoucherNumber: reversalVouchers.number,
  reversalDate: reversalVouchers.date,
};

/** The API's view: the company, author and stored search key stay inside; the reversal time is the status. */
export function toMoneyRecord(row: MoneyRecordWithVoucher): MoneyRecord {
  const { companyId: _company, searchText: _search, createdBy: _by, ...record } = row;
  return { ...record, status: record.reversedAt === null ? 'ACTIVE' : 'REVERSED' };
}

/** Another company's id is as unknown as a made-up one: 404, never its data. */
export function findMoneyRecordRow(db: Queryable, companyId: number, id: number): MoneyRecordRow {
  return findCompanyRecord(db, moneyRecords, companyId, id, 'MONEY_RECORD_NOT_FOUND');
}

export function readMoneyRecord(db: Queryable, id: number): MoneyRecord {
  const row = db
    .select(recordWithVoucherColumns)
    .from(moneyRecords)
    .leftJoin(vouchers, eq(vouchers.id, moneyRecords.voucherId))
    .leftJoin(reversalVouchers, eq(reversalVouchers.id, moneyRecords.reversalVoucherId))
    .where(eq(moneyRecords.id, id))
    .get();
  if (!row) throw new Error(`money record ${id} vanished`);
  return toMoneyRecord(row);
}

export function getMoneyRecord(db: Queryable, companyId: number, id: number): MoneyRecord {
  return readMoneyRecord(db, findMoneyRecordRow(db, companyId, id).id);
}
