import { importKinds } from '@daftar/contracts/endpoints/imports';
import type { AreaPage } from '../../ui/record-not-found.tsx';
import { ImportScreen } from './import-screen.tsx';

function CustomersImportScreen() {
  return <ImportScreen kinds={['customers']} />;
}

function ItemsImportScreen() {
  return <ImportScreen kinds={['items']} />;
}

/** The books' kinds: the chart's accounts, tafsili accounts, and the open year's opening balances. */
function AccountingImportScreen() {
  return <ImportScreen kinds={['accounts', 'tafsili', 'opening-balances']} />;
}

function CompanyImportScreen() {
  return <ImportScreen kinds={importKinds} />;
}

/** A page that needs nothing loaded first: the screen asks the API when a file is chosen. */
const page = (Component: AreaPage['Component']): AreaPage => ({ Component, loader: () => null });

/** The imports' lazy chunk: one page per list it sits under, and the company's page of every kind. */
export const importPages = {
  customers: page(CustomersImportScreen),
  items: page(ItemsImportScreen),
  accounting: page(AccountingImportScreen),
  company: page(CompanyImportScreen),
};
