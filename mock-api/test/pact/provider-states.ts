import type { StateContext, StateSetup } from './states/context.ts';
import { accountingReportStates } from './states/accounting-reports.ts';
import { activityStates } from './states/activities.ts';
import { accountingVoucherStates } from './states/accounting-vouchers.ts';
import { authStates } from './states/auth.ts';
import { bankingStates } from './states/banking.ts';
import { companyProfileStates } from './states/company-profile.ts';
import { contentStates } from './states/content.ts';
import { employeeStates } from './states/employees.ts';
import { flagStates } from './states/flags.ts';
import { invoiceRecurringStates } from './states/invoice-recurring.ts';
import { invoiceStates } from './states/invoices.ts';
import { importStates } from './states/imports.ts';
import { itemStates } from './states/items.ts';
import { mockControlStates } from './states/mock-control.ts';
import { moneyRecordStates } from './states/money-records.ts';
import { stakeholderStates } from './states/stakeholders.ts';
import { treasuryStates } from './states/treasury.ts';
import { chequeStates } from './states/cheques.ts';
import { userStates } from './states/users.ts';
import { salesReportStates } from '../people-reports/pact-states.ts';
import { payStates } from '../pay/pact-states.ts';

/**
 * One entry per provider state named in the pacts. The verifier empties the database before each interaction
 * (its beforeEach), so states can be combined and each writes exactly the rows it needs.
 */
export const providerStates: Record<string, StateSetup> = {
  ...authStates,
  ...userStates,
  ...contentStates,
  ...bankingStates,
  ...flagStates,
  ...stakeholderStates,
  ...employeeStates,
  ...itemStates,
  ...importStates,
  ...mockControlStates,
  ...accountingReportStates,
  ...accountingVoucherStates,
  ...invoiceStates,
  ...invoiceRecurringStates,
  ...salesReportStates,
  ...payStates,
  ...companyProfileStates,
  ...activityStates,
  ...moneyRecordStates,
  ...treasuryStates,
  ...chequeStates,
};

export function stateHandlersFor(context: StateContext) {
  return Object.fromEntries(
    Object.entries(providerStates).map(([name, setup]) => [
      name,
      {
        setup: async (params?: unknown) => {
          const injected = await setup(context, (params ?? {}) as Record<string, unknown>);
          return typeof injected === 'object' && injected !== null ? (injected as Record<string, string>) : undefined;
        },
      },
    ]),
  );
}
