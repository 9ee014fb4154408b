import { and, eq } from 'drizzle-orm';
import type { accountFlowPeopleQuerySchema } from '@daftar/contracts/endpoints/people-reports';
import type { Queryable } from '@daftar/db/client';
import { accounts } from '@daftar/db/schema/accounting-chart';
import type { z } from 'zod';
import { DomainError } from '../errors.ts';
import { accountHeadColumns, byCode, loadChart } from '../accounting/reports/chart.ts';
import { type PeriodQuery, resolvePeriod } from '../accounting/reports/period.ts';
import { type Turnover, turnovers } from '../accounting/reports/turnovers.ts';
import { compareText, matchesSearch, pageOf, peopleByIds } from './people.ts';

const zero = () => ({ openingBalance: 0, periodDebit: 0, periodCredit: 0, closingBalance: 0 });
type Flow = ReturnType<typeof zero>;

function flowOf(turnover: Turnover): Flow {
  const openingBalance = turnover.openingDebit - turnover.openingCredit;
  return {
    openingBalance,
    periodDebit: turnover.periodDebit,
    periodCredit: turnover.periodCredit,
    closingBalance: openingBalance + turnover.periodDebit - turnover.periodCredit,
  };
}

function add(into: Flow, flow: Flow): Flow {
  into.openingBalance += flow.openingBalance;
  into.periodDebit += flow.periodDebit;
  into.periodCredit += flow.periodCredit;
  into.closingBalance += flow.closingBalance;
  return into;
}

/** The period's turnovers per account and person tafsili (other tafsili kinds and lines without one left out). */
function personTurnovers(
  db: Queryable,
  companyId: number,
  period: ReturnType<typeof resolvePeriod>,
  accountId?: number,
) {
  const rows = turnovers(db, companyId, period, {
    byTafsili: true,
    accountIds: accountId === undefined ? undefined : [accountId],
  });
  const people = peopleByIds(
    db,
    companyId,
    rows.flatMap((row) => (row.tafsiliId === null ? [] : [row.tafsiliId])),
  );
  return { rows: rows.filter((row) => row.tafsiliId !== null && people.has(row.tafsiliId)), people };
}

/**
 * People account flow: per moein account that people appear under (receivables, payables, advances…), how many
 * people, and their opening balance, debits, credits and closing balance (debit − credit) over the period.
 */
export function getPeopleAccountFlow(db: Queryable, companyId: number, query: PeriodQuery) {
  const period = resolvePeriod(db, companyId, query);
  const chart = loadChart(db, companyId);
  const byAccount = new Map<number, Flow & { people: number }>();
  for (const turnover of personTurnovers(db, companyId, period).rows) {
    const row = byAccount.get(turnover.accountId) ?? { ...zero(), people: 0 };
    add(row, flowOf(turnover));
    row.people += 1;
    byAccount.set(turnover.accountId, row);
  }
  const rows = [...byAccount]
    .map(([accountId, flow]) => {
      const account = chart.ancestorAt(accountId, 'MOEIN');
      return { accountId, code: account.code, nameFa: account.nameFa, nameEn: account.nameEn, ...flow };
    })
    .sort(byCode);
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    rows,
    totals: rows.reduce((sum, row) => add(sum, row), zero()),
  };
}

export type AccountFlowPeopleQuery = z.output<typeof accountFlowPeopleQuerySchema>;

const sorters = {
  code: (a: { code: string }, b: { code: string }) => compareText(a.code, b.code),
  name: (a: { name: string }, b: { name: string }) => compareText(a.name, b.name),
  closingBalance: (a: Flow, b: Flow) => a.closingBalance - b.closingBalance,
};

/** Each person's flow under one moein account, named by its code (404 ACCOUNT_NOT_FOUND for any other code). */
export function listPeopleAccountFlow(
  db: Queryable,
  companyId: number,
  accountCode: string,
  query: AccountFlowPeopleQuery,
) {
  const account = db
    .select(accountHeadColumns)
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.code, accountCode)))
    .get();
  if (account?.level !== 'MOEIN') {
    throw new DomainError('not-found', 'ACCOUNT_NOT_FOUND', [
      { path: 'params.accountCode', message: 'ACCOUNT_NOT_FOUND' },
    ]);
  }
  const period = resolvePeriod(db, companyId, query);
  const { rows: turnoverRows, people } = personTurnovers(db, companyId, period, account.id);
  const rows = turnoverRows.flatMap((turnover) => {
    const person = people.get(turnover.tafsiliId ?? 0);
    if (!person || !matchesSearch(person, query.q)) return [];
    return [{ tafsiliId: person.tafsiliId, code: person.code, name: person.name, ...flowOf(turnover) }];
  });
  const descending = query.sort.startsWith('-');
  const field = query.sort.replace('-', '') as keyof typeof sorters;
  rows.sort((a, b) => (descending ? -1 : 1) * sorters[field](a, b) || compareText(a.code, b.code));
  const totals = rows.reduce((sum, row) => add(sum, row), zero());
  const { rows: pageRows, meta } = pageOf(rows, query.page, query.pageSize);
  const { level: _level, ...shown } = account;
  return {
    period: { fiscalYearId: period.year.id, from: period.from, to: period.to },
    account: shown,
    rows: pageRows,
    totals,
    meta,
  };
}
