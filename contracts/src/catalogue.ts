import type { Endpoint } from './endpoint.ts';
import { accountingEndpoints } from './endpoints/accounting.ts';
import { apiKeysEndpoints } from './endpoints/api-keys.ts';
import { appSettingEndpoints } from './endpoints/app-setting.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { bankingEndpoints } from './endpoints/banking.ts';
import { chequeBookEndpoints } from './endpoints/cheque-books.ts';
import { chequesEndpoints } from './endpoints/cheques.ts';
import { companyEndpoints } from './endpoints/companies.ts';
import { companyBackupEndpoints } from './endpoints/company-backup.ts';
import { companyActivityEndpoints } from './endpoints/company-activities.ts';
import { companyProfileEndpoints } from './endpoints/company-profile.ts';
import { dashboardEndpoints } from './endpoints/dashboard.ts';
import { devEndpoints } from './endpoints/dev.ts';
import { employeesEndpoints } from './endpoints/employees.ts';
import { invoiceMoadianEndpoints } from './endpoints/invoice-moadian-exports.ts';
import { invoicePdfEndpoints } from './endpoints/invoice-pdf.ts';
import { invoiceRecurringEndpoints } from './endpoints/invoice-recurring.ts';
import { invoicesEndpoints } from './endpoints/invoices.ts';
import {
  accountImportEndpoints,
  itemImportEndpoints,
  openingBalanceImportEndpoints,
  stakeholderImportEndpoints,
  tafsiliImportEndpoints,
} from './endpoints/imports.ts';
import { itemEndpoints } from './endpoints/items.ts';
import { mobileEndpoints } from './endpoints/mobile.ts';
import { mockControlEndpoints } from './endpoints/mock-control.ts';
import { mockGatewayEndpoints } from './endpoints/mock-gateway.ts';
import { moneyRecordsEndpoints } from './endpoints/money-records.ts';
import { payEndpoints } from './endpoints/pay.ts';
import { paymentMethodEndpoints } from './endpoints/payment-methods.ts';
import { peopleReportEndpoints } from './endpoints/people-reports.ts';
import { salesReportEndpoints } from './endpoints/sales-reports.ts';
import { stakeholderEndpoints } from './endpoints/stakeholders.ts';
import { translationEndpoints } from './endpoints/translation.ts';
import { treasuryEndpoints } from './endpoints/treasury.ts';
import { userEndpoints } from './endpoints/users.ts';

/** Each area's endpoints, under the tag the API reference groups them by. Add a new area here, one line. */
const areas: Record<string, Record<string, Endpoint>> = {
  'app-setting': appSettingEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  mobile: mobileEndpoints,
  companies: companyEndpoints,
  'company-backup': companyBackupEndpoints,
  'company-profile': companyProfileEndpoints,
  'payment-methods': paymentMethodEndpoints,
  'company-activities': companyActivityEndpoints,
  dashboard: dashboardEndpoints,
  employees: employeesEndpoints,
  'api-keys': apiKeysEndpoints,
  stakeholders: stakeholderEndpoints,
  items: itemEndpoints,
  'stakeholder-imports': stakeholderImportEndpoints,
  'item-imports': itemImportEndpoints,
  'tafsili-imports': tafsiliImportEndpoints,
  'account-imports': accountImportEndpoints,
  'opening-balance-imports': openingBalanceImportEndpoints,
  invoices: invoicesEndpoints,
  'invoice-recurring': invoiceRecurringEndpoints,
  'invoice-pdf': invoicePdfEndpoints,
  'invoice-moadian': invoiceMoadianEndpoints,
  'money-records': moneyRecordsEndpoints,
  accounting: accountingEndpoints,
  treasury: treasuryEndpoints,
  cheques: { ...chequesEndpoints, ...chequeBookEndpoints },
  'people-reports': peopleReportEndpoints,
  'sales-reports': salesReportEndpoints,
  translation: translationEndpoints,
  pay: payEndpoints,
  banking: bankingEndpoints,
  dev: devEndpoints,
  'mock-control': mockControlEndpoints,
  'mock-gateway': mockGatewayEndpoints,
};

export interface CatalogueEntry {
  area: string;
  endpoint: Endpoint;
}

/** Every endpoint the API has, in a stable order (area, then path, then method). */
export function catalogue(): CatalogueEntry[] {
  return Object.entries(areas)
    .flatMap(([area, endpoints]) => Object.values(endpoints).map((endpoint) => ({ area, endpoint })))
    .sort(
      (a, b) =>
        a.area.localeCompare(b.area) ||
        a.endpoint.path.localeCompare(b.endpoint.path) ||
        a.endpoint.method.localeCompare(b.endpoint.method),
    );
}
