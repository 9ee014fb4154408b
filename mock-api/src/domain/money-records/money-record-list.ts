import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { moneyRecordListQuerySchema } from '@daftar/contracts/endpoints/money-records-schemas';
import type { Queryable } from '@daftar/db/client';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { vouchers } from '@daftar/db/schema/accounting-journal';
import { moneyRecords } from '@daftar/db/schema/money-records';
import { equalFilters, listClauses, listColumnsOf, pageOf, withinDates } from '../list-page.ts';
import { recordWithVoucherColumns, reversalVouchers, toMoneyRecord } from './money-record-rows.ts';

type MoneyRecordListQuery = z.output<typeof moneyRecordListQuerySchema>;

const listColumns = listColumnsOf(moneyRecords.companyId, moneyRecords, {
  date: moneyRecords.date,
  number: moneyRecords.number,
  total: moneyRecords.total,
  categoryCode: moneyRecords.categoryCode,
  createdAt: moneyRecords.createdAt,
});

function filtersOf(query: MoneyRecordListQuery): SQL[] {
  const equal = equalFilters(query, {
    kind: moneyRecords.kind,
    categoryAccountId: moneyRecords.categoryAccountId,
    treasuryId: moneyRecords.treasuryId,
    stakeholderId: moneyRecords.stakeholderId,
  });
  return [...equal, ...withinDates(moneyRecords.date, query)];
}

/** The sum of a figure over the records still in force: a reversed one nets to nothing in the books. */
const active = (figure: AnySQLiteColumn) =>
  sql<number>`coalesce(sum(case when ${moneyRecords.reversedAt} is null then ${figure} else 0 end), 0)`.mapWith(Number);

/** One page of the company's records, and the count and sums of every row the filters match. */
export function listMoneyRecords(db: Queryable, companyId: number, query: MoneyRecordListQuery) {
  const clauses = listClauses(listColumns, companyId, query, filtersOf(query));
  const rows = pageOf(
    db
      .select(recordWithVoucherColumns)
      .from(moneyRecords)
      .leftJoin(vouchers, eq(vouchers.id, moneyRecords.voucherId))
      .leftJoin(reversalVouchers, eq(reversalVouchers.id, moneyRecords.reversalVoucherId))
      .$dynamic(),
    clauses,
  ).all();
  const sums = db
    .select({
      count: count(),
      amount: active(moneyRecords.amount),
      vat: active(moneyRecords.vat),
      total: active(moneyRecords.total),
    })
    .from(moneyRecords)
    .where(clauses.where)
    .get();
  return {
    rows: rows.map(toMoneyRecord),
    totals: {
      count: sums?.count ?? 0,
      amount: sums?.amount ?? 0,
      vat: sums?.vat ?? 0,
      total: sums?.total ?? 0,
    },
  };
}
