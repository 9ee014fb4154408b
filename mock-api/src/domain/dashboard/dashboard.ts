import type { Dashboard } from '@daftar/contracts/endpoints/dashboard';
import { sql } from 'drizzle-orm';
import { addDays, toJalali } from '@daftar/db/accounting/calendar';
import { jalaliMonthOf } from '@daftar/db/accounting/period-totals';
import type { Queryable } from '@daftar/db/client';
import { getAccountingSettings } from '../accounting/settings.ts';
import { listPaymentMethodChoices } from '../payment-methods/posting-choices.ts';
import { balancesAt, invoiceAgeing } from './party-balances.ts';

/** Issued sell invoices count as sales whether paid or not; drafts, cancelled and converted ones do not. */
const notIssued = sql`('DRAFT', 'CANCELLED', 'CONVERTED')`;

/** The twelve Jalali months up to the one holding `asOf`, oldest first. */
function lastTwelveMonths(asOf: string): { start: string; end: string }[] {
  const months = [jalaliMonthOf(asOf)];
  while (months.length < 12) {
    const first = months[0];
    if (!first) break;
    months.unshift(jalaliMonthOf(addDays(first.start, -1)));
  }
  return months;
}

function monthlySales(db: Queryable, companyId: number, asOf: string): Dashboard['monthlySales'] {
  const months = lastTwelveMonths(asOf);
  const first = months[0]?.start ?? asOf;
  const last = months.at(-1)?.end ?? asOf;
  const days = db.all<{ day: string; total: number; count: number }>(sql`
    select issue_date as day, sum(grand_total) as total, count(*) as count
    from invoices
    where company_id = ${companyId} and kind = 'SELL' and status not in ${notIssued}
      and issue_date >= ${first} and issue_date <= ${last}
    group by issue_date`);
  return months.map((month) => {
    const inMonth = days.filter((day) => day.day >= month.start && day.day <= month.end);
    const { year, month: number } = toJalali(month.start);
    return {
      ...month,
      year,
      month: number,
      total: inMonth.reduce((sum, day) => sum + day.total, 0),
      count: inMonth.reduce((sum, day) => sum + day.count, 0),
    };
  });
}

function overdue(db: Queryable, companyId: number, asOf: string): Dashboard['overdue'] {
  const open = sql`company_id = ${companyId} and kind = 'SELL' and status not in ${notIssued}
    and balance_due > 0 and due_date < ${asOf}`;
  const sums = db.get<{ count: number; total: number }>(
    sql`select count(*) as count, coalesce(sum(balance_due), 0) as total from invoices where ${open}`,
  );
  const invoices = db.all<Dashboard['overdue']['invoices'][number]>(sql`
    select id, kind, number, prefix, stakeholder_name as stakeholderName, due_date as dueDate,
      balance_due as balanceDue, cast(julianday(${asOf}) - julianday(due_date) as integer) as daysOverdue
    from invoices where ${open}
    order by due_date, id limit 5`);
  return { count: sums?.count ?? 0, total: sums?.total ?? 0, invoices };
}

function recentVouchers(db: Queryable, companyId: number, asOf: string): Dashboard['recentVouchers'] {
  return db.all<Dashboard['recentVouchers'][number]>(sql`
    select id, number, date, status, description, source_type as sourceType, total
    from vouchers where company_id = ${companyId} and date <= ${asOf}
    order by date desc, id desc limit 5`);
}

/**
 * Every widget of the dashboard at `asOf`, read-only: the cash and bank accounts' balances (the moein accounts under
 * the cash-and-bank kol, as payment methods see them), receivables and payables from the ledger with the open
 * invoices aged, twelve months of sales, overdue sell invoices and the latest vouchers.
 */
export function getDashboard(db: Queryable, companyId: number, asOf: string): Dashboard {
  const settings = getAccountingSettings(db, companyId);
  const cashAccounts = listPaymentMethodChoices(db, companyId).accounts;
  const partyIds = [settings.receivablesAccountId, settings.payablesAccountId].filter(
    (id): id is number => id !== null,
  );
  const balances = balancesAt(db, companyId, [...cashAccounts.map((account) => account.id), ...partyIds], asOf);
  const balanceOf = (id: number | null) => (id === null ? 0 : (balances.get(id) ?? 0));
  const cash = cashAccounts.map(({ id, ...account }) => ({ accountId: id, ...account, balance: balanceOf(id) }));
  const sells = invoiceAgeing(db, companyId, 'SELL', asOf);
  const purchases = invoiceAgeing(db, companyId, 'PURCHASE', asOf);
  return {
    asOf,
    cash: {
      total: cash.reduce((sum, account) => sum + account.balance, 0),
      accounts: cash,
    },
    receivables: { balance: balanceOf(settings.receivablesAccountId), openInvoices: sells.open, ageing: sells.ageing },
    payables: {
      balance: -balanceOf(settings.payablesAccountId),
      openInvoices: purchases.open,
      ageing: purchases.ageing,
    },
    monthlySales: monthlySales(db, companyId, asOf),
    overdue: overdue(db, companyId, asOf),
    recentVouchers: recentVouchers(db, companyId, asOf),
  };
}
