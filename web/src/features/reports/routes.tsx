import { AdvanceCustomerScreen } from './advance-customer-screen.tsx';
import { AdvanceInvoiceScreen } from './advance-invoice-screen.tsx';
import { ReportsHubScreen } from './reports-hub-screen.tsx';

/** The reports area's lazy chunk: the hub of invoice analyses and the two advance reports (filters in the URL). */
export const reportPages = {
  hub: { Component: ReportsHubScreen },
  advanceInvoice: { Component: AdvanceInvoiceScreen },
  advanceCustomer: { Component: AdvanceCustomerScreen },
};

export type ReportPage = keyof typeof reportPages;
