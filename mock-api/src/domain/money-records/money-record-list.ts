import { count, eq, gte, lte, type SQL, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { moneyRecordListQuerySchema } from '@daftar/contracts/endpoints/money-records-schemas';
import type { Queryable } from '@daftar/db/client';
import { vouchers } from '@daftar/db/schema/accounting-journal';
import { moneyRecords } from '@daftar/db/schema/money-records';
import { listClauses } from '../list-page.ts';
import { recordWithVoucherColumns, toMoneyRecord } from './money-record-rows.ts';

type MoneyRecordListQuery = z.output<typeof moneyRecordListQuerySchema>;

const listColumns = {
  companyId: moneyRecords.companyId,
  id: moneyRecords.id,
  searchText: moneyRecords.searchText,
  sortable: {
    date: moneyRecords.date,
    number: moneyRecords.number,
    total: moneyRecords.total,
    categoryCode: moneyRecords.categoryCode,
    createdAt: moneyRecords.createdAt,
  },
};

function filtersOf(query: MoneyRecordListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(moneyRecords.kind, query.kind));
  if (query.from) filters.push(gte(moneyRecords.date, query.from));
  if (query.to) filters.push(lte(moneyRecords.date, query.to));
  if (query.categoryAccountId) filters.push(eq(moneyRecords.categoryAccountId, query.categoryAccountId));
  if (query.treasuryId) filters.push(eq(moneyRecords.treasuryId, query.treasuryId));
  if (query.stakeholderId) filters.push(eq(moneyRecords.stakeholderId, query.stakeholderId));
  return filters;
}

/** One page of the company's records, and the count and sums of every row the filters match. */
export function listMoneyRecords(db: Queryable, companyId: number, query: MoneyRecordListQuery) {
  const clauses = listClauses(listColumns, companyId, query, filtersOf(query));
  const rows = db
    .select(recordWithVoucherColumns)
    .from(moneyRecords)
    .leftJoin(vouchers, eq(vouchers.id, moneyRecords.voucherId))
    .where(clauses.where)
    .orderBy(...clauses.orderBy)
    .limit(clauses.limit)
    .offset(clauses.offset)
    .all();
  const sums = db
    .select({
      count: count(),
      amount: sum(moneyRecords.amount).mapWith(Number),
      vat: sum(moneyRecords.vat).mapWith(Number),
      total: sum(moneyRecords.total).mapWith(Number),
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
