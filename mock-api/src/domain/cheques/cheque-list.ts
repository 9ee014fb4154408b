import type { ChequeStateTotals, chequeListQuerySchema } from '@daftar/contracts/endpoints/cheques-schemas';
import { and, asc, count, desc, eq, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '@daftar/db/client';
import { cheques } from '@daftar/db/schema/cheques';
import { toChequeSummaries } from './cheque-rows.ts';
import { tablePage } from '../list-page.ts';

type ChequeListQuery = z.output<typeof chequeListQuerySchema>;

const sortColumns = { dueDate: cheques.dueDate, amount: cheques.amount, date: cheques.date } as const;

/** The filters but the state: the per-state totals are over these, so every state's figure shows beside the tabs. */
function filtersBesideState(companyId: number, query: ChequeListQuery): (SQL | undefined)[] {
  const c = cheques;
  const q = query.q ? `%${query.q}%` : undefined;
  return [
    eq(c.companyId, companyId),
    eq(c.direction, query.direction),
    query.dueFrom ? gte(c.dueDate, query.dueFrom) : undefined,
    query.dueTo ? lte(c.dueDate, query.dueTo) : undefined,
    query.stakeholderId ? eq(c.stakeholderId, query.stakeholderId) : undefined,
    query.bank ? like(c.bankName, `%${query.bank}%`) : undefined,
    query.amountMin === undefined ? undefined : gte(c.amount, query.amountMin),
    query.amountMax === undefined ? undefined : lte(c.amount, query.amountMax),
    q ? or(like(c.sayadId, q), like(c.serial, q), like(c.drawerName, q), like(c.description, q)) : undefined,
  ];
}

/** One page of received or issued cheques and each state's count and sum over the same filters. */
export function listCheques(db: Queryable, companyId: number, query: ChequeListQuery) {
  const base = filtersBesideState(companyId, query);
  const where = and(...base, query.state ? eq(cheques.state, query.state) : undefined);
  const direction = query.sort.startsWith('-') ? desc : asc;
  const column = sortColumns[query.sort.replace('-', '') as keyof typeof sortColumns];
  const { rows, total } = tablePage(db, cheques, where, [direction(column), direction(cheques.id)], query);
  const totals: ChequeStateTotals = db
    .select({ state: cheques.state, count: count(), amount: sql<number>`coalesce(sum(${cheques.amount}), 0)` })
    .from(cheques)
    .where(and(...base))
    .groupBy(cheques.state)
    .orderBy(asc(cheques.state))
    .all();
  return { rows: toChequeSummaries(db, rows), total, totals };
}
