import { FiscalYearCreateScreen, FiscalYearListScreen } from './fiscal-year-screens.tsx';
import { ClosingBalanceScreen, OpeningBalanceScreen } from './fiscal-year-balance-screens.tsx';
import { OperationsScreen } from './operations-screen.tsx';
import { VoucherCopyScreen, VoucherCreateScreen, VoucherEditScreen } from './voucher-editor-screens.tsx';
import { VoucherListScreen } from './voucher-list-screen.tsx';

/**
 * The journal's lazy chunk (vouchers, fiscal years, the year-end balances and the operations hub), apart from the
 * reports' so either loads without the other. Screens read their data through query options; each shows its own
 * loading, empty and failure states.
 */
export const journalPages = {
  operations: { Component: OperationsScreen },
  vouchers: { Component: VoucherListScreen },
  voucherCreate: { Component: VoucherCreateScreen },
  voucherEdit: { Component: VoucherEditScreen },
  voucherCopy: { Component: VoucherCopyScreen },
  fiscalYears: { Component: FiscalYearListScreen },
  fiscalYearCreate: { Component: FiscalYearCreateScreen },
  openingBalance: { Component: OpeningBalanceScreen },
  closingBalance: { Component: ClosingBalanceScreen },
};

export type JournalPage = keyof typeof journalPages;
