import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
import { createFiscalYear } from '../../../src/domain/accounting/fiscal-years.ts';
import { addMember, insertCompany } from '../../support/factories.ts';
import type { TestSession } from '../../support/session.ts';
import { numberParam, type StateContext, type StateParams, signInAs } from './context.ts';

/** Where most company states start: the state's user signed in as the owner of «بازرگانی آرمان» (`companyId`, 1). */
export async function ownedCompany(
  context: StateContext,
  params: StateParams,
): Promise<{ session: TestSession; companyId: number }> {
  const session = await signInAs(context, 'USER');
  const companyId = insertCompany(context.db, { id: numberParam(params, 'companyId', 1), name: 'بازرگانی آرمان' }).id;
  addMember(context.db, session.userId, companyId, 'OWNER');
  return { session, companyId };
}

/**
 * `ownedCompany` keeping books: the standard chart and its default accounts, and the fiscal year `year` open.
 * Answers the chart's account ids by code (`ids`) and the year.
 */
export async function ownedCompanyKeepingBooks(
  context: StateContext,
  params: StateParams,
  year = 1405,
): Promise<{ session: TestSession; companyId: number; ids: Map<string, number>; fiscalYear: FiscalYearRow }> {
  const owned = await ownedCompany(context, params);
  const ids = insertStandardChart(context.db, owned.companyId);
  insertStandardSettings(context.db, owned.companyId, ids);
  const fiscalYear = createFiscalYear(context.db, owned.companyId, { year });
  return { ...owned, ids, fiscalYear };
}
