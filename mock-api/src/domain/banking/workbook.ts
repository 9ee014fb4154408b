import { and, eq, sql } from 'drizzle-orm';
import type { Workbook } from '@daftar/contracts/endpoints/banking-schemas';
import type { Queryable } from '@daftar/db/client';
import { bankTransactions } from '@daftar/db/schema/banking';
import { inDays } from './transactions.ts';

/** All the user's deposits' inflows and outflows between two Tehran days, by category, largest flows first. */
export function getWorkbook(db: Queryable, userId: number, from: string, to: string): Workbook {
  const inflowSql = sql<number>`coalesce(sum(case when ${bankTransactions.direction} = 'CREDIT' then ${bankTransactions.amount} end), 0)`;
  const outflowSql = sql<number>`coalesce(sum(case when ${bankTransactions.direction} = 'DEBIT' then ${bankTransactions.amount} end), 0)`;
  const categories = db
    .select({
      category: bankTransactions.category,
      inflow: inflowSql,
      outflow: outflowSql,
      count: sql<number>`count(*)`,
    })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.userId, userId), ...inDays(from, to)))
    .groupBy(bankTransactions.category)
    .all()
    .sort((a, b) => b.inflow + b.outflow - (a.inflow + a.outflow));
  return {
    from,
    to,
    inflow: categories.reduce((sum, row) => sum + row.inflow, 0),
    outflow: categories.reduce((sum, row) => sum + row.outflow, 0),
    categories,
  };
}
