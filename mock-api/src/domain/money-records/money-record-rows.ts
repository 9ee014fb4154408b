import { eq, getTableColumns } from 'drizzle-orm';
import type { MoneyRecord } from '@daftar/contracts/endpoints/money-records-schemas';
import type { Queryable } from '@daftar/db/client';
import { vouchers } from '@daftar/db/schema/accounting-journal';
import { type MoneyRecordRow, moneyRecords } from '@daftar/db/schema/money-records';
import { findCompanyRecord } from '../list-page.ts';

/** A record's row with its voucher's number and status (a left join: the list and a single record alike). */
export type MoneyRecordWithVoucher = MoneyRecordRow & {
  voucherNumber: number | null;
  voucherStatus: 'TEMPORARY' | 'FINAL' | null;
};

export const recordWithVoucherColumns = {
  ...getTableColumns(moneyRecords),
  voucherNumber: vouchers.number,
  voucherStatus: vouchers.status,
};

/** The API's view: the company, author and stored search key stay inside. */
export function toMoneyRecord(row: MoneyRecordWithVoucher): MoneyRecord {
  const { companyId: _company, searchText: _search, createdBy: _by, ...record } = row;
  return record;
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
    .where(eq(moneyRecords.id, id))
    .get();
  if (!row) throw new Error(`money record ${id} vanished`);
  return toMoneyRecord(row);
}

export function getMoneyRecord(db: Queryable, companyId: number, id: number): MoneyRecord {
  return readMoneyRecord(db, findMoneyRecordRow(db, companyId, id).id);
}
