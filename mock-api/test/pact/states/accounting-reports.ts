import { standardDefaults } from '@daftar/db/accounting/standard-chart';
import { createTafsili } from '../../../src/domain/accounting/tafsili.ts';
import { lockPeriod } from '../../../src/domain/accounting/legal-books/locks.ts';
import { updateLegalBookSettings } from '../../../src/domain/accounting/legal-books/settings.ts';
import { createVoucher, finaliseVoucher } from '../../../src/domain/accounting/vouchers.ts';
import type { StateContext, StateParams, StateSetup } from './context.ts';
import { ownedCompanyKeepingBooks } from './owned-company.ts';

/**
 * A company of the signed-in user with the standard chart, its settings and the open year 1405. Answers the ids the
 * pacts inject (fromProviderState): autoincrement counters survive the verifier's reset, so ids are not fixed.
 */
async function openBooks(context: StateContext, params: StateParams) {
  const { session, companyId, ids, fiscalYear: year } = await ownedCompanyKeepingBooks(context, params);
  const account = (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`provider state: the standard chart has no ${code}`);
    return id;
  };
  const defaults = Object.fromEntries(Object.entries(standardDefaults).map(([field, code]) => [field, account(code)]));
  const injected = { ...defaults, cashKolId: account('11'), suppliesAccountId: account('8106'), fiscalYearId: year.id };
  return { session, companyId: companyId, account, injected };
}

/** The books' reports, chart and settings of a company the signed-in user owns. */
export const accountingReportStates: Record<string, StateSetup> = {
  /** params: companyId. The standard chart (no vouchers), its default settings and the open year 1405. */
  'a company of the signed-in user keeps books': async (context, params) => (await openBooks(context, params)).injected,
  /**
   * params: companyId. Four vouchers of 1405: capital paid into the bank (500,000,000), a cash sale (12,000,000),
   * office supplies paid in cash (2,500,000, FINAL) and a sale on credit to «مریم احمدی» (8,000,000, tafsili).
   */
  'a company of the signed-in user has posted vouchers': async (context, params) => {
    const { session, companyId, account, injected } = await openBooks(context, params);
    const maryam = createTafsili(context.db, companyId, { kind: 'PERSON', name: 'مریم احمدی' });
    const post = (date: string, description: string, debit: string, credit: string, amount: number, tafsili?: number) =>
      createVoucher(context.db, companyId, session.userId, {
        date,
        description,
        lines: [
          { accountId: account(debit), tafsiliId: tafsili ?? null, debit: amount, credit: 0 },
          { accountId: account(credit), debit: 0, credit: amount },
        ],
      });
    post('2026-04-01', 'آورده سرمایه', '1102', '5101', 500_000_000);
    post('2026-04-10', 'فروش نقدی', '1101', '6101', 12_000_000);
    finaliseVoucher(context.db, companyId, post('2026-05-01', 'خرید ملزومات', '8106', '1101', 2_500_000).id);
    post('2026-05-10', 'فروش نسیه', '1201', '6101', 8_000_000, maryam.id);
    return { ...injected, tafsiliId: maryam.id };
  },
  /** params: companyId. One FINAL voucher in Farvardin 1405 and both books sealed on its first day. */
  "a company of the signed-in user has its first month's books final and sealed": async (context, params) =>
    (await sealedFirstMonth(context, params)).injected,
  /** params: companyId. The same, with Farvardin 1405 locked by the signed-in owner. */
  'a company of the signed-in user has its first month locked': async (context, params) => {
    const { session, companyId, injected } = await sealedFirstMonth(context, params);
    const lock = lockPeriod(context.db, companyId, session.userId, { from: '2026-03-21', to: '2026-04-20' });
    return { ...injected, lockId: lock.id };
  },
};

async function sealedFirstMonth(context: StateContext, params: StateParams) {
  const books = await openBooks(context, params);
  const { companyId, account, injected } = books;
  const voucher = createVoucher(context.db, companyId, books.session.userId, {
    date: '2026-04-01',
    description: 'آورده سرمایه',
    lines: [
      { accountId: account('1102'), debit: 500_000_000, credit: 0 },
      { accountId: account('5101'), debit: 0, credit: 500_000_000 },
    ],
  });
  finaliseVoucher(context.db, companyId, voucher.id);
  const book = { sealDate: '2026-03-21', registrationNumber: null, firstPage: 1 };
  updateLegalBookSettings(context.db, companyId, injected.fiscalYearId, {
    journal: book,
    ledger: book,
    granularity: 'DAY',
    rowsPerPage: 25,
    openingClosingApart: true,
  });
  return books;
}
