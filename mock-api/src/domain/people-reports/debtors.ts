import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import type { debtorsListQuerySchema } from '@daftar/contracts/endpoints/people-reports';
import type { z } from 'zod';
import { DomainError } from '../errors.ts';
import { currentYear, yearOfDate } from '../accounting/fiscal-years.ts';
import { loadChart } from '../accounting/reports/chart.ts';
import { type AgedBalance, addAgeing, ageBalance, type AgeingEntry, noAgeing } from './ageing.ts';
import { compareText, matchesSearch, pageOf, peopleByIds, requiredAccount } from './people.ts';
import { tehranToday } from '../clock/tehran-day.ts';

export type DebtorsQuery = z.output<typeof debtorsListQuerySchema>;

interface LineRow {
  tafsiliId: number;
  date: string;
  debit: number;
  credit: number;
}

/**
 * Each person's lines on one account from the year's start (its opening voucher included, its closing left out)
 * to `date`, in date order: the covering index (company, account, tafsili, date, kind, debit, credit) answers it.
 */
function personLines(db: Queryable, companyId: number, accountId: number, from: string, to: string) {
  return db.all<LineRow>(sql`
    select l.tafsili_id as tafsiliId, l.date as date, l.debit as debit, l.credit as credit
    from voucher_lines l join tafsili_accounts t on t.id = l.tafsili_id and t.kind = 'PERSON'
    where l.company_id = ${companyId} and l.account_id = ${accountId} and l.date >= ${from} and l.date <= ${to}
      and l.voucher_kind <> 'CLOSING'
    order by l.tafsili_id, l.date, l.id`);
}

/** Balances per person on one account at `asOf`, aged; `sign` 1 reads debit − credit, −1 credit − debit. */
export function agedBalances(lines: readonly LineRow[], sign: 1 | -1, asOf: string): Map<number, AgedBalance> {
  const entries = new Map<number, AgeingEntry[]>();
  for (const line of lines) {
    const list = entries.get(line.tafsiliId) ?? [];
    list.push({ date: line.date, amount: (line.debit - line.credit) * sign });
    entries.set(line.tafsiliId, list);
  }
  return new Map([...entries].map(([tafsiliId, list]) => [tafsiliId, ageBalance(list, asOf)]));
}

const sorters = {
  balance: (a: { balance: number }, b: { balance: number }) => a.balance - b.balance,
  name: (a: { name: string }, b: { name: string }) => compareText(a.name, b.name),
  code: (a: { code: string }, b: { code: string }) => compareText(a.code, b.code),
};

/**
 * Debtors (the receivables account, debit − credit) or creditors (payables, credit − debit): every person with a
 * balance there at the date, aged by FIFO (ageing.ts), searched, sorted, paged; the totals cover every matching row,
 * so the debtors' total is the receivables account's person balance in the trial balance at that date.
 */
export function listDebtors(db: Queryable, companyId: number, query: DebtorsQuery) {
  const year = query.date ? yearOfDate(db, companyId, query.date) : currentYear(db, companyId);
  if (!year)
    throw new DomainError('invalid', 'PERIOD_OUTSIDE_YEAR', [{ path: 'query.date', message: 'PERIOD_OUTSIDE_YEAR' }]);
  // Today, while the year lasts: ageing at the year's end would call every open invoice old.
  const today = tehranToday();
  const date = query.date ?? (today >= year.startDate && today <= year.endDate ? today : year.endDate);
  const debtors = query.tab === 'DEBTORS';
  const accountId = requiredAccount(db, companyId, debtors ? 'receivablesAccountId' : 'payablesAccountId');
  const account = loadChart(db, companyId).byId.get(accountId);
  if (!account) throw new DomainError('conflict', 'REPORT_ACCOUNT_NOT_SET');
  const balances = agedBalances(personLines(db, companyId, accountId, year.startDate, date), debtors ? 1 : -1, date);
  const people = peopleByIds(db, companyId, [...balances.keys()]);
  const rows = [...balances]
    .filter(([, aged]) => aged.balance !== 0)
    .flatMap(([tafsiliId, aged]) => {
      const person = people.get(tafsiliId);
      return person && matchesSearch(person, query.q) ? [{ ...person, ...aged }] : [];
    });
  const descending = query.sort.startsWith('-');
  const field = query.sort.replace('-', '') as keyof typeof sorters;
  rows.sort((a, b) => (descending ? -1 : 1) * sorters[field](a, b) || compareText(a.code, b.code));
  const totals = rows.reduce((sum, row) => addAgeing(sum, row), { balance: 0, ...noAgeing() });
  const { rows: pageRows, meta } = pageOf(rows, query.page, query.pageSize);
  return {
    date,
    fiscalYearId: year.id,
    tab: query.tab,
    account: { id: account.id, code: account.code, nameFa: account.nameFa, nameEn: account.nameEn },
    rows: pageRows,
    totals,
    meta,
  };
}
