import type { MoneyRecordCharts } from '@daftar/contracts/endpoints/money-records-schemas';
import { sql } from 'drizzle-orm';
import { addDays, toJalali } from '@daftar/db/accounting/calendar';
import { jalaliMonthOf, type MonthSpan } from '@daftar/db/accounting/period-totals';
import type { Queryable } from '@daftar/db/client';
import { currentYear, getFiscalYear } from '../accounting/fiscal-years.ts';
import { getAccountingSettings } from '../accounting/settings.ts';

/** The Jalali months of a fiscal year, in order; a year that starts or ends mid-month keeps its own first/last day. */
function monthsOf(startDate: string, endDate: string): MonthSpan[] {
  const months: MonthSpan[] = [];
  for (let day = startDate; day <= endDate; ) {
    const month = jalaliMonthOf(day);
    months.push({ start: day, end: month.end < endDate ? month.end : endDate });
    day = addDays(month.end, 1);
  }
  return months;
}

/**
 * The charts above the income and expense lists: per month of the fiscal year, the income and expense records'
 * amounts (before VAT; a reversed record nets to nothing, so it is left out) and the balance of the cash, bank and
 * petty-cash moein accounts the accounting settings name at the month's end (every voucher up to that day, as the
 * treasury's balances are read). One statement: the months are a VALUES list, each figure a correlated sum that
 * walks an index (money_records by company, kind and date; voucher_lines by company, account, kind and date).
 */
export function getMoneyRecordCharts(
  db: Queryable,
  companyId: number,
  query: { fiscalYearId?: number | undefined },
): MoneyRecordCharts {
  const year =
    query.fiscalYearId === undefined ? currentYear(db, companyId) : getFiscalYear(db, companyId, query.fiscalYearId);
  const months = monthsOf(year.startDate, year.endDate);
  const settings = getAccountingSettings(db, companyId);
  const cashAccounts = [settings.cashAccountId, settings.bankAccountId, settings.pettyCashAccountId].filter(
    (id): id is number => id !== null,
  );
  const values = sql.join(
    months.map((month, index) => sql`(${index}, ${month.start}, ${month.end})`),
    sql`, `,
  );
  const moved = (kind: 'INCOME' | 'EXPENSE') => sql`coalesce((
      select sum(r.amount) from money_records r
      where r.company_id = ${companyId} and r.kind = ${kind} and r.reversed_at is null
        and r.date between m.start_date and m.end_date), 0)`;
  const held =
    cashAccounts.length === 0
      ? sql`0`
      : sql`coalesce((
      select sum(l.debit - l.credit) from voucher_lines l
      where l.company_id = ${companyId} and l.account_id in (${sql.join(cashAccounts, sql`, `)})
        and l.date <= m.end_date), 0)`;
  const rows = db.all<{ idx: number; income: number; expense: number; cashPosition: number }>(sql`
    with m(idx, start_date, end_date) as (values ${values})
    select m.idx as idx, ${moved('INCOME')} as income, ${moved('EXPENSE')} as expense, ${held} as cashPosition
    from m order by m.idx`);
  return {
    fiscalYear: { id: year.id, name: year.name, startDate: year.startDate, endDate: year.endDate },
    months: months.map((month, index) => {
      const row = rows[index];
      const { year: jalaliYear, month: jalaliMonth } = toJalali(month.start);
      return {
        ...month,
        year: jalaliYear,
        month: jalaliMonth,
        income: row?.income ?? 0,
        expense: row?.expense ?? 0,
        cashPosition: row?.cashPosition ?? 0,
      };
    }),
  };
}
