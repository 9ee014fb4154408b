import { existingCustomerExample } from '@daftar/contracts/examples/imports';
import { insertStakeholder } from '../../support/factories.ts';
import type { StateSetup } from './context.ts';
import { ownedCompany } from './owned-company.ts';

/** Spreadsheet imports (issue 31): a company whose customer the imports' worked example repeats. */
export const importStates: Record<string, StateSetup> = {
  /** params: companyId. The customer coded 5001 (`existingCustomerExample`). */
  'a company of the signed-in user has the customer the import example repeats': async (context, params) => {
    const { companyId } = await ownedCompany(context, params);
    insertStakeholder(context.db, companyId, existingCustomerExample);
  },
};
