import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { addDays, fromJalali, toJalali } from '@daftar/db/accounting/calendar';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
import { fiscalYears } from '@daftar/db/schema/accounting-years';
import { currentYear, getFiscalYear } from '../accounting/fiscal-years.ts';
import { rangeSums } from '../accounting/reports/range-sums.ts';
import { getAccountingSettings } from '../accounting/settings.ts';
import { requiredAccount } from './people.ts';

export interface Season {
  season: number;
  jalaliYear: number;
  from: string;
  to: string;
}

/**
 * The Jalali seasons (spring = months 1–3, summer 4–6, autumn 7–9, winter 10–12: the VAT return periods) that
 * cover a fiscal year, each clipped to the year: four for a year that starts on 1 Farvardin.
 */
export function seasonsOf(year: Pick<FiscalYearRow, 'startDate' | 'endDate'>): Season[] {
  const seasons: Season[] = [];
  let from = year.startDate;
  while (from <= year.endDate) {
    const jalali = toJalali(from);
    const season = Math.ceil(jalali.month / 3);
    const next =
      season === 4
        ? fromJalali({ year: jalali.year + 1, month: 1, day: 1 })
        : fromJalali({ year: jalali.year, month: season * 3 + 1, day: 1 });
    let to = addDays(next, -1);
    if (to > year.endDate) to = year.endDate;
    seasons.push({ season, jalaliYear: jalali.year, from, to });
    from = addDays(to, 1);
  }
  return seasons;
}

const zero = () => ({
  sales: 0,
  salesReturns: 0,
  outputVat: 0,
  outputVatDebits: 0,
  vatPaid: 0,
  purchases: 0,
  inputVat: 0,
  inputVatCredits: 0,
  netPayable: 0,
  creditBroughtForward: 0,
  payable: 0,
  creditCarriedForward: 0,
});
type VatFigures = ReturnType<typeof zero>;

/**
 * The debits to VAT payable that paid the tax office: those of a voucher that debits VAT payable alone and credits a
 * cash, bank or petty-cash account (the settings'); a sales return refunded in cash also debits its returns account,
 * so it stays an output VAT debit. Payments settle an earlier season's VAT: they are shown apart and do not lower the
 * season's own figure.
 */
function vatPaidIn(db: Queryable, companyId: number, vatPayable: number, paidFrom: number[], season: Season): number {
  if (paidFrom.length === 0) return 0;
  const row = db.get<{ paid: number | null }>(sql`
    select sum(l.debit) as paid from voucher_lines l
    where l.company_id = ${companyId} and l.account_id = ${vatPayable} and l.voucher_kind = 'NORMAL'
      and l.date between ${season.from} and ${season.to} and l.debit > 0
      and exists (select 1 from voucher_lines p where p.voucher_id = l.voucher_id and p.credit > 0
        and p.account_id in (${sql.join(paidFrom, sql`, `)}))
      and not exists (select 1 from voucher_lines o where o.voucher_id = l.voucher_id and o.debit > 0
        and o.account_id <> ${vatPayable})`);
  return row?.paid ?? 0;
}

interface VatAccounts {
  sales: number | null;
  salesReturns: number | null;
  purchases: number | null;
  vatPayable: number;
  vatReceivable: number;
  paidFrom: number[];
}

/** A season's figures before the credit carried between seasons. */
function seasonFigures(db: Queryable, companyId: number, accounts: VatAccounts, season: Season): VatFigures {
  const figures = zero();
  const accountIds = [
    accounts.sales,
    accounts.salesReturns,
    accounts.purchases,
    accounts.vatPayable,
    accounts.vatReceivable,
  ];
  const ids = accountIds.filter((id): id is number => id !== null);
  for (const sum of rangeSums(db, companyId, season.from, season.to, { byTafsili: false, accountIds: ids })) {
    if (sum.kind !== 'NORMAL') continue;
    if (sum.accountId === accounts.sales) figures.sales += sum.credit - sum.debit;
    if (sum.accountId === accounts.salesReturns) figures.salesReturns += sum.debit - sum.credit;
    if (sum.accountId === accounts.purchases) figures.purchases += sum.debit - sum.credit;
    if (sum.accountId === accounts.vatPayable) {
      figures.outputVat += sum.credit;
      figures.outputVatDebits += sum.debit;
    }
    if (sum.accountId === accounts.vatReceivable) {
      figures.inputVat += sum.debit;
      figures.inputVatCredits += sum.credit;
    }
  }
  figures.vatPaid = vatPaidIn(db, companyId, accounts.vatPayable, accounts.paidFrom, season);
  figures.outputVatDebits -= figures.vatPaid;
  figures.netPayable = figures.outputVat - figures.outputVatDebits - (figures.inputVat - figures.inputVatCredits);
  return figures;
}

/**
 * The return's last lines, season after season: a season whose input VAT passed its output VAT leaves a credit
 * that the next season's VAT is set against first (the "credit carried to the next period" of the return).
 */
function carryCredit<T extends VatFigures>(seasons: T[], broughtForward: number): T[] {
  let credit = broughtForward;
  for (const season of seasons) {
    season.creditBroughtForward = credit;
    const due = season.netPayable - credit;
    season.payable = Math.max(0, due);
    season.creditCarriedForward = Math.max(0, -due);
    credit = season.creditCarriedForward;
  }
  return seasons;
}

type Year = Pick<FiscalYearRow, 'id' | 'startDate' | 'endDate'>;

/** The credit the year before this one carried out of its last season (none without a year before). */
function creditFromYearBefore(db: Queryable, companyId: number, accounts: VatAccounts, year: Year): number {
  const before = db
    .select()
    .from(fiscalYears)
    .where(sql`${fiscalYears.companyId} = ${companyId} and ${fiscalYears.endDate} < ${year.startDate}`)
    .orderBy(sql`${fiscalYears.endDate} desc`)
    .get();
  if (!before) return 0;
  const seasons = seasonsOf(before).map((season) => seasonFigures(db, companyId, accounts, season));
  return carryCredit(seasons, creditFromYearBefore(db, companyId, accounts, before)).at(-1)?.creditCarriedForward ?? 0;
}

/**
 * VAT per season of a fiscal year, from the journal's NORMAL vouchers (the opening and closing ones carry balances,
 * not the season's trade): output VAT is what was credited to VAT payable, input VAT what was debited to VAT
 * receivable, beside the sales and purchases accounts' movements; VAT paid to the tax office is shown apart, and a
 * season's excess of input VAT is carried to the next (from the year before into the first). A season's output VAT
 * debits and VAT paid add up to VAT payable's debits, so the seasons still add up to the VAT accounts' period
 * columns in the trial balance of the year.
 */
export function getVatReport(db: Queryable, companyId: number, query: { fiscalYearId?: number | undefined }) {
  const year =
    query.fiscalYearId === undefined ? currentYear(db, companyId) : getFiscalYear(db, companyId, query.fiscalYearId);
  const vatPayable = requiredAccount(db, companyId, 'vatPayableAccountId');
  const vatReceivable = requiredAccount(db, companyId, 'vatReceivableAccountId');
  const settings = getAccountingSettings(db, companyId);
  const accounts: VatAccounts = {
    sales: settings.salesAccountId,
    salesReturns: settings.salesReturnsAccountId,
    purchases: settings.purchasesAccountId,
    vatPayable,
    vatReceivable,
    paidFrom: [settings.cashAccountId, settings.bankAccountId, settings.pettyCashAccountId].filter(
      (id): id is number => id !== null,
    ),
  };
  const seasons = carryCredit(
    seasonsOf(year).map((season) => ({ ...season, ...seasonFigures(db, companyId, accounts, season) })),
    creditFromYearBefore(db, companyId, accounts, year),
  );
  const totals = seasons.reduce((sum, season) => {
    for (const key of Object.keys(sum) as (keyof VatFigures)[]) sum[key] += season[key];
    return sum;
  }, zero());
  // The year's credit is the one it starts with and the one it ends with, not a sum over seasons.
  totals.creditBroughtForward = seasons[0]?.creditBroughtForward ?? 0;
  totals.creditCarriedForward = seasons.at(-1)?.creditCarriedForward ?? 0;
  const { paidFrom: _paidFrom, ...named } = accounts;
  return { fiscalYearId: year.id, fiscalYearName: year.name, accounts: named, seasons, totals };
}
