import { localDigits } from '../../lib/format/digits.ts';
import { monthLabel } from './month-label.ts';
import type { CustomerFilterField, InvoiceFilterField } from '@daftar/contracts/endpoints/report-filters';

/** The translation key of each filter field's name, by report. */
export const invoiceFieldKeys: Record<InvoiceFilterField, string> = {
  number: 'WEB_SALES_NUMBER',
  issueDate: 'WEB_RF_F_ISSUE_DATE',
  dueDate: 'WEB_RF_F_DUE_DATE',
  duePassed: 'WEB_RF_F_DUE_PASSED',
  kind: 'WEB_SALES_KIND',
  status: 'WEB_SALES_STATUS',
  party: 'WEB_SALES_PARTY',
  partyCode: 'WEB_RF_F_PARTY_CODE',
  partyCity: 'WEB_RF_F_PARTY_CITY',
  partyProvince: 'WEB_RF_F_PARTY_PROVINCE',
  partyType: 'WEB_RF_F_PARTY_TYPE',
  partyRole: 'WEB_RF_F_PARTY_ROLE',
  item: 'WEB_SALES_ITEM',
  itemCategory: 'WEB_RF_F_ITEM_CATEGORY',
  total: 'WEB_SALES_TOTAL',
  net: 'WEB_SALES_NET',
  discount: 'WEB_RF_F_DISCOUNT',
  vat: 'WEB_SALES_VAT',
  paid: 'WEB_RF_F_PAID',
  balanceDue: 'WEB_SALES_BALANCE_DUE',
  scheduled: 'WEB_RF_F_SCHEDULED',
  einvoiceType: 'WEB_EINVOICE_TYPE',
};

export const customerFieldKeys: Record<CustomerFilterField, string> = {
  name: 'WEB_RF_F_NAME',
  code: 'WEB_REPORT_CODE',
  type: 'WEB_SALES_TYPE',
  city: 'WEB_SALES_GROUP_CITY',
  province: 'WEB_SALES_GROUP_PROVINCE',
  active: 'WEB_RF_F_ACTIVE',
  invoices: 'WEB_SALES_INVOICES',
  amount: 'WEB_RF_F_AMOUNT',
  balanceDue: 'WEB_SALES_BALANCE_DUE',
  lastInvoiceDate: 'WEB_RF_F_LAST_INVOICE',
};

/** Keys beside the fields': what groups, sorts and columns are called when no field names them. */
export const extraKeys: Record<string, string> = {
  month: 'WEB_SALES_MONTH',
  group: 'WEB_RF_GROUP_NAME',
  date: 'WEB_RF_F_ISSUE_DATE',
};

const valueKeys: Record<string, (value: string) => string> = {
  status: (value) => `WEB_SALES_STATUS_${value}`,
  kind: (value) => `WEB_SALES_KIND_${value}`,
  partyType: (value) => `WEB_SALES_TYPE_${value}`,
  type: (value) => `WEB_SALES_TYPE_${value}`,
  einvoiceType: (value) => `WEB_EINVOICE_TYPE_${value}`,
};
const roleKeys: Record<string, string> = { CUSTOMER: 'WEB_SALES_CUSTOMER', SUPPLIER: 'WEB_SALES_SUPPLIER' };
const yesNo: Record<string, string> = { true: 'WEB_YES', false: 'WEB_NO', '1': 'WEB_YES', '0': 'WEB_NO' };

/**
 * The translation key of a field's value (an enum's, yes/no, a group's key such as a status or `1`), or undefined
 * when the value reads as it is (a name, a city).
 */
export function valueKey(field: string, value: string): string | undefined {
  if (field === 'partyRole') return roleKeys[value];
  if (field === 'scheduled' || field === 'active' || field === 'duePassed') return yesNo[value];
  const keyOf = valueKeys[field];
  if (keyOf) return value === '' ? 'WEB_RF_NOT_SET' : keyOf(value);
  return undefined;
}

/** A group's name as it reads: a Jalali month, a status or yes/no translated, a place left empty named so. */
export function groupText(
  t: (key: string) => string,
  language: 'fa' | 'en',
  field: string,
  key: string,
  label: string,
): string {
  if (field === 'month') return monthLabel(t, key, language);
  const translated = valueKey(field, key);
  if (translated) return t(translated);
  if (key === '') return t('WEB_SALES_UNKNOWN_PLACE');
  return localDigits(label, language);
}
