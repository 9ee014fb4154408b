import { CoaScreen } from './coa-screen.tsx';
import { LedgerScreen } from './ledger-screen.tsx';
import { BalanceSheetScreen } from './report-balance-sheet-screen.tsx';
import { ProfitLossScreen } from './report-profit-loss-screen.tsx';
import { TafsiliReportScreen } from './report-tafsili-screen.tsx';
import { SettingsScreen } from './settings-screen.tsx';
import { TrialBalanceScreen } from './trial-balance-screen.tsx';

/**
 * The books' reports, the chart of accounts and the settings, in the area's lazy chunk. They read their filters from the URL and load on the screen (the
 * previous figures stay while a changed filter loads), so they need no loader.
 */
export const accountingReportPages = {
  balance: { Component: TrialBalanceScreen },
  ledger: { Component: LedgerScreen },
  profitLoss: { Component: ProfitLossScreen },
  balanceSheet: { Component: BalanceSheetScreen },
  tafsili: { Component: TafsiliReportScreen },
  coa: { Component: CoaScreen },
  settings: { Component: SettingsScreen },
};

export type AccountingReportPage = keyof typeof accountingReportPages;
