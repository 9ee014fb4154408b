import { existingCustomerExample } from '@daftar/contracts/examples/imports';
import { addMember, insertCompany, insertStakeholder } from '../../support/factories.ts';
import { type StateSetup, numberParam, signInAs } from './context.ts';

/** Spreadsheet imports (issue 31): a company whose customer the imports' worked example repeats. */
export const importStates: Record<string, StateSetup> = {
  /** params: companyId. The customer coded 5001 (`existingCustomerExample`). */
  'a company of the signed-in user has the customer the import example repeats': async (context, params) => {
    const session = await signInAs(context, 'USER');
    const company = insertCompany(context.db, { id: numberParam(params, 'companyId', 1), name: 'بازرگانی آرمان' });
    addMember(context.db, session.userId, company.id, 'OWNER');
    insertStakeholder(context.db, company.id, existingCustomerExample);
  },
};
