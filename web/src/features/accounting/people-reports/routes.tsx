import { AccountFlowDetailsScreen, AccountFlowPeopleScreen, AccountFlowScreen } from './account-flow-screen.tsx';
import { DebtorsScreen } from './debtors-screen.tsx';
import { StatementScreen } from './statement-screen.tsx';
import { VatScreen } from './vat-screen.tsx';
import './people-reports.css';

/**
 * The people reports' lazy chunk (debtors and creditors, a person's statement, VAT, people account flow). Like the
 * books' reports they keep their filters in the URL and load on the screen, so they need no loader.
 */
export const peopleReportPages = {
  debtors: { Component: DebtorsScreen },
  statement: { Component: () => <StatementScreen /> },
  vat: { Component: () => <VatScreen layout="seasons" /> },
  vatReport: { Component: () => <VatScreen layout="report" /> },
  accountFlow: { Component: AccountFlowScreen },
  accountFlowPeople: { Component: AccountFlowPeopleScreen },
  accountFlowDetails: { Component: AccountFlowDetailsScreen },
};

export type PeopleReportPage = keyof typeof peopleReportPages;
