import { EmptyState } from '../../ui/empty-state.tsx';
import { SectionPage } from '../../ui/section-page.tsx';
import { BankingAuthScreen } from './banking-auth-screen.tsx';
import { DepositsScreen } from './deposits-screen.tsx';

/** The banking area's lazy chunk. */
export const emptyPage = { Component: EmptyState };
export const depositsPage = { Component: DepositsScreen };
export const authPage = { Component: BankingAuthScreen };

const dashboardTabs = [
  { to: 'deposits', label: 'WEB_TAB_DEPOSITS' },
  { to: 'workbook', label: 'WEB_TAB_WORKBOOK' },
  { to: 'saved-accounts', label: 'WEB_TAB_SAVED_ACCOUNTS' },
  { to: 'overview', label: 'WEB_TAB_OVERVIEW' },
  { to: 'management', label: 'WEB_TAB_MANAGEMENT' },
  { to: 'cards', label: 'WEB_TAB_CARDS' },
  { to: 'bills', label: 'WEB_TAB_BILLS' },
];
const transferTabs = [
  { to: 'deposit', label: 'WEB_TAB_TRANSFER_DEPOSIT' },
  { to: 'card', label: 'WEB_TAB_TRANSFER_CARD' },
  { to: 'bank', label: 'WEB_TAB_TRANSFER_BANK' },
];

export const dashboardPage = { Component: () => <SectionPage tabs={dashboardTabs} /> };
export const transferPage = { Component: () => <SectionPage tabs={transferTabs} /> };
