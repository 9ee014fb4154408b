import type { ApiKey } from '@daftar/contracts/endpoints/api-keys';
import type { apiKeyAreas } from '@daftar/contracts/endpoints/employees-roles';

type KeyArea = (typeof apiKeyAreas)[number];

/** Each area a key may reach, as the form and the list name it. */
export const areaKeysText: Readonly<Record<KeyArea, string>> = {
  company: 'WEB_API_AREA_COMPANY',
  activities: 'WEB_API_AREA_ACTIVITIES',
  dashboard: 'WEB_API_AREA_DASHBOARD',
  stakeholders: 'WEB_API_AREA_STAKEHOLDERS',
  items: 'WEB_API_AREA_ITEMS',
  invoices: 'WEB_API_AREA_INVOICES',
  'sales-reports': 'WEB_API_AREA_SALES_REPORTS',
  pay: 'WEB_API_AREA_PAY',
  accounting: 'WEB_API_AREA_ACCOUNTING',
  treasury: 'WEB_API_AREA_TREASURY',
  'money-records': 'WEB_API_AREA_MONEY_RECORDS',
  banking: 'WEB_API_AREA_BANKING',
};

export const statusKeys: Readonly<Record<ApiKey['status'], string>> = {
  ACTIVE: 'WEB_API_KEY_STATUS_ACTIVE',
  EXPIRED: 'WEB_API_KEY_STATUS_EXPIRED',
  REVOKED: 'WEB_API_KEY_STATUS_REVOKED',
};

export const accessKeys = { read: 'WEB_API_KEY_READ', write: 'WEB_API_KEY_WRITE' } as const;
