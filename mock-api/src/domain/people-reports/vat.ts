import type { Queryable } from '@daftar/db/client';
import { addDays, fromJalali, toJalali } from '@daftar/db/accounting/calendar';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
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
  purchases: 0,
  inputVat: 0,
  inputVatCredits: 0,
  netPayable: 0,
});
type VatFigures = ReturnType<typeof zero>;

/**
 * VAT per season of a fiscal year, from the journal's NORMAL vouchers (the opening and closing ones carry balances,
 * not the season's trade): output VAT is what was credited to VAT payable, input VAT what was debited to VAT
 * receivable, beside the sales and purchases accounts' movements. The seasons' credits and debits add up to the
 * VAT accounts' period columns in the trial balance of the year.
 */
export function getVatReport(db: Queryable, companyId: number, query: { fiscalYearId?: number | undefined }) {
  const year =
    query.fiscalYearId === undefined ? currentYear(db, companyId) : getFiscalYear(db, companyId, query.fiscalYearId);
  const vatPayable = requiredAccount(db, companyId, 'vatPayableAccountId');
  const vatReceivable = requiredAccount(db, companyId, 'vatReceivableAccountId');
  const settings = getAccountingSettings(db, companyId);
  const accounts = {
    sales: settings.salesAccountId,
    salesReturns: settings.salesReturnsAccountId,
    purchases: settings.purchasesAccountId,
    vatPayable,
    vatReceivable,
  };
  const accountIds = Object.values(accounts).filter((id): id is number => id !== null);
  const seasons = seasonsOf(year).map((season) => {
    const figures = zero();
    for (const sum of rangeSums(db, companyId, season.from, season.to, { byTafsili: false, accountIds })) {
      if (sum.kind !== 'NORMAL') continue;
      if (sum.accountId === accounts.sales) figures.sales += sum.credit - sum.debit;
      if (sum.accountId === accounts.salesReturns) figures.salesReturns += sum.debit - sum.credit;
      if (sum.accountId === accounts.purchases) figures.purchases += sum.debit - sum.credit;
      if (sum.accountId === vatPayable) {
        figures.outputVat += sum.credit;
        figures.outputVatDebits += sum.debit;
      }
      if (sum.accountId === vatReceivable) {
        figures.inputVat += sum.debit;
        figures.inputVatCredits += sum.credit;
      }
    }
    figures.netPayable = figures.outputVat - figures.outputVatDebits - (figures.inputVat - figures.inputVatCredits);
    return { ...season, ...figures };
  });
  const totals = seasons.reduce((sum, season) => {
    for (const key of Object.keys(sum) as (keyof VatFigures)[]) sum[key] += season[key];
    return sum;
  }, zero());
  return { fiscalYearId: year.id, fiscalYearName: year.name, accounts, seasons, totals };
}
