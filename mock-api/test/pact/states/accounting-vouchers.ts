import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import { createFiscalYear } from '../../../src/domain/accounting/fiscal-years.ts';
import { createVoucher, finaliseVoucher } from '../../../src/domain/accounting/vouchers.ts';
import { closeFiscalYear } from '../../../src/domain/accounting/year-end.ts';
import { setServerClock } from '../../../src/domain/clock/server-clock.ts';
import type { StateContext, StateParams, StateSetup } from './context.ts';
import { ownedCompany } from './owned-company.ts';

/** A company of the signed-in user with the standard chart and its settings; `account(code)` gives an id. */
async function chartOnly(context: StateContext, params: StateParams) {
  const { session, companyId } = await ownedCompany(context, params);
  const ids = insertStandardChart(context.db, companyId);
  insertStandardSettings(context.db, companyId, ids);
  const account = (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`provider state: the standard chart has no ${code}`);
    return id;
  };
  return { userId: session.userId, companyId, account };
}

/** The year 1405 open with a FINAL cash sale (12,000,000) and a TEMPORARY capital voucher (500,000,000). */
async function journal(context: StateContext, params: StateParams) {
  const books = await chartOnly(context, params);
  const { userId, companyId, account } = books;
  const year = createFiscalYear(context.db, companyId, { year: 1405 });
  const post = (date: string, description: string, debit: string, credit: string, amount: number) =>
    createVoucher(context.db, companyId, userId, {
      date,
      description,
      lines: [
        { accountId: account(debit), debit: amount, credit: 0, description },
        { accountId: account(credit), debit: 0, credit: amount, description },
      ],
    });
  const sale = finaliseVoucher(context.db, companyId, post('2026-04-10', 'فروش نقدی', '1101', '6101', 12_000_000).id);
  const capital = post('2026-04-01', 'آورده سرمایه', '1102', '5101', 500_000_000);
  return {
    ...books,
    injected: {
      fiscalYearId: year.id,
      voucherId: capital.id,
      finalVoucherId: sale.id,
      cashAccountId: account('1101'),
      bankAccountId: account('1102'),
      capitalAccountId: account('5101'),
      salesAccountId: account('6101'),
    },
  };
}

const dayAfter1405 = '2027-03-21T08:30:00Z';

/** The journal's vouchers and fiscal years, for the voucher editor and the fiscal-year screens. */
export const accountingVoucherStates: Record<string, StateSetup> = {
  /** params: companyId. The standard chart and settings, and no fiscal year yet. */
  'a company of the signed-in user has a chart and no fiscal year': async (context, params) => {
    await chartOnly(context, params);
    return {};
  },
  /** params: companyId. 1405 open: a FINAL cash sale (number 1) and a TEMPORARY capital voucher (number 2). */
  'a company of the signed-in user has a temporary voucher': async (context, params) =>
    (await journal(context, params)).injected,
  /**
   * params: companyId. 1405 open with every voucher FINAL, and the server's clock the day after its last day
   * (a year closes only then; the verifier puts the clock back before each interaction).
   */
  'a company of the signed-in user has a year ready to close': async (context, params) => {
    const { companyId, injected } = await journal(context, params);
    finaliseVoucher(context.db, companyId, injected.voucherId);
    setServerClock(dayAfter1405);
    return injected;
  },
  /** params: companyId. 1405 closed (its closing vouchers, 1406 and its opening voucher); the user is the owner. */
  'a company of the signed-in user has a closed year': async (context, params) => {
    const { companyId, injected } = await journal(context, params);
    finaliseVoucher(context.db, companyId, injected.voucherId);
    closeFiscalYear(context.db, companyId, injected.fiscalYearId, '2027-03-21');
    return injected;
  },
};
