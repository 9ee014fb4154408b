import { useFeature } from '../../platform/flags/flag-store.ts';
import { SectionPage } from '../../ui/section-page.tsx';
import { BankingAuthScreen } from './banking-auth-screen.tsx';
import { BillScreen } from './bill-screen.tsx';
import { BillsScreen } from './bills-screen.tsx';
import { CardScreen } from './card-screen.tsx';
import { CardsScreen } from './cards-screen.tsx';
import { DepositScreen } from './deposit-screen.tsx';
import { DepositsScreen } from './deposits-screen.tsx';
import { ManagementScreen } from './management-screen.tsx';
import { OpenDepositScreen } from './open-deposit-screen.tsx';
import { OverviewScreen } from './overview-screen.tsx';
import { SavedAccountsScreen } from './saved-accounts-screen.tsx';
import { TransactionScreen } from './transaction-screen.tsx';
import { BankTransferScreen, CardTransferScreen, DepositTransferScreen } from './transfer-screen.tsx';
import { WorkbookScreen } from './workbook-screen.tsx';

/** The banking area's lazy chunk. */
export const overviewPage = { Component: OverviewScreen };
export const depositsPage = { Component: DepositsScreen };
export const cardsPage = { Component: CardsScreen };
export const billsPage = { Component: BillsScreen };
export const savedAccountsPage = { Component: SavedAccountsScreen };
export const managementPage = { Component: ManagementScreen };
export const workbookPage = { Component: WorkbookScreen };
export const depositPage = { Component: DepositScreen };
export const cardPage = { Component: CardScreen };
export const billPage = { Component: BillScreen };
export const transactionPage = { Component: TransactionScreen };
export const openDepositPage = { Component: OpenDepositScreen };
export const depositTransferPage = { Component: DepositTransferScreen };
export const cardTransferPage = { Component: CardTransferScreen };
export const bankTransferPage = { Component: BankTransferScreen };
export const authPage = { Component: BankingAuthScreen };

const dashboardTabs = [
  { to: 'overview', label: 'WEB_TAB_OVERVIEW' },
  { to: 'deposits', label: 'WEB_TAB_DEPOSITS' },
  { to: 'cards', label: 'WEB_TAB_CARDS' },
  { to: 'bills', label: 'WEB_TAB_BILLS' },
  { to: 'saved-accounts', label: 'WEB_TAB_SAVED_ACCOUNTS' },
  { to: 'management', label: 'WEB_TAB_MANAGEMENT' },
  { to: 'workbook', label: 'WEB_TAB_WORKBOOK' },
];
const transferTabs = [
  { to: 'card', label: 'WEB_TAB_TRANSFER_CARD' },
  { to: 'deposit', label: 'WEB_TAB_TRANSFER_DEPOSIT' },
  { to: 'bank', label: 'WEB_TAB_TRANSFER_BANK' },
];

export const dashboardPage = { Component: () => <SectionPage tabs={dashboardTabs} /> };

/** The IBAN tab shows only while the `banking-transfer-bank` flag is on. */
function TransferSection() {
  const bank = useFeature('banking-transfer-bank');
  return <SectionPage tabs={bank ? transferTabs : transferTabs.filter((tab) => tab.to !== 'bank')} />;
}
export const transferPage = { Component: TransferSection };
