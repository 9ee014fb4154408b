import type { ActivityAction } from '@daftar/contracts/endpoints/company-activities';
import { localDigits } from './digits.ts';

/**
 * The log's labels, shared by the activity log's screen and the dashboard's recent activity; their texts are in
 * company/activities/translations.tsv (screen texts are one catalogue, whichever table holds them).
 */

/** The action's name (created, changed, deleted), in the filter's order. */
export const activityActionKeys: Record<ActivityAction, string> = {
  CREATE: 'WEB_ACTIVITY_ACTION_CREATE',
  UPDATE: 'WEB_ACTIVITY_ACTION_UPDATE',
  DELETE: 'WEB_ACTIVITY_ACTION_DELETE',
};

/**
 * The kind of record each logged table holds, in the filter's order (the tables the database logs, see
 * db/src/activities/). A table added later shows its own name until it is named here.
 */
export const activityEntityKeys = {
  items: 'WEB_ACTIVITY_ENTITY_ITEMS',
  stakeholders: 'WEB_ACTIVITY_ENTITY_STAKEHOLDERS',
  invoices: 'WEB_ACTIVITY_ENTITY_INVOICES',
  invoice_lines: 'WEB_ACTIVITY_ENTITY_INVOICE_LINES',
  invoice_payments: 'WEB_ACTIVITY_ENTITY_INVOICE_PAYMENTS',
  invoice_returns: 'WEB_ACTIVITY_ENTITY_INVOICE_RETURNS',
  invoice_return_lines: 'WEB_ACTIVITY_ENTITY_INVOICE_RETURN_LINES',
  delivery_notes: 'WEB_ACTIVITY_ENTITY_DELIVERY_NOTES',
  delivery_note_lines: 'WEB_ACTIVITY_ENTITY_DELIVERY_NOTE_LINES',
  invoice_number_prefixes: 'WEB_ACTIVITY_ENTITY_INVOICE_NUMBER_PREFIXES',
  money_records: 'WEB_ACTIVITY_ENTITY_MONEY_RECORDS',
  vouchers: 'WEB_ACTIVITY_ENTITY_VOUCHERS',
  accounts: 'WEB_ACTIVITY_ENTITY_ACCOUNTS',
  tafsili_accounts: 'WEB_ACTIVITY_ENTITY_TAFSILI_ACCOUNTS',
  fiscal_years: 'WEB_ACTIVITY_ENTITY_FISCAL_YEARS',
  legal_book_settings: 'WEB_ACTIVITY_ENTITY_LEGAL_BOOK_SETTINGS',
  legal_period_locks: 'WEB_ACTIVITY_ENTITY_LEGAL_PERIOD_LOCKS',
  accounting_settings: 'WEB_ACTIVITY_ENTITY_ACCOUNTING_SETTINGS',
  treasury_accounts: 'WEB_ACTIVITY_ENTITY_TREASURY_ACCOUNTS',
  treasury_transfers: 'WEB_ACTIVITY_ENTITY_TREASURY_TRANSFERS',
  treasury_partners: 'WEB_ACTIVITY_ENTITY_TREASURY_PARTNERS',
  treasury_settings: 'WEB_ACTIVITY_ENTITY_TREASURY_SETTINGS',
  owner_transactions: 'WEB_ACTIVITY_ENTITY_OWNER_TRANSACTIONS',
  petty_cash_settlements: 'WEB_ACTIVITY_ENTITY_PETTY_CASH_SETTLEMENTS',
  petty_cash_settlement_lines: 'WEB_ACTIVITY_ENTITY_PETTY_CASH_SETTLEMENT_LINES',
  payment_methods: 'WEB_ACTIVITY_ENTITY_PAYMENT_METHODS',
  terminals: 'WEB_ACTIVITY_ENTITY_TERMINALS',
  payment_links: 'WEB_ACTIVITY_ENTITY_PAYMENT_LINKS',
  link_purchases: 'WEB_ACTIVITY_ENTITY_LINK_PURCHASES',
  companies: 'WEB_ACTIVITY_ENTITY_COMPANIES',
  company_profiles: 'WEB_ACTIVITY_ENTITY_COMPANY_PROFILES',
  memberships: 'WEB_ACTIVITY_ENTITY_MEMBERSHIPS',
  invitations: 'WEB_ACTIVITY_ENTITY_INVITATIONS',
  api_keys: 'WEB_ACTIVITY_ENTITY_API_KEYS',
  saved_reports: 'WEB_ACTIVITY_ENTITY_SAVED_REPORTS',
  attachments: 'WEB_ACTIVITY_ENTITY_ATTACHMENTS',
  company_moadian_settings: 'WEB_ACTIVITY_ENTITY_COMPANY_MOADIAN_SETTINGS',
  invoice_schedules: 'WEB_ACTIVITY_ENTITY_INVOICE_SCHEDULES',
  invoice_moadian_exports: 'WEB_ACTIVITY_ENTITY_INVOICE_MOADIAN_EXPORTS',
} as const;
export type ActivityEntity = keyof typeof activityEntityKeys;

/** The kind of record, translated («کالا»), or the table's own name for one not named yet. */
export function activityEntity(entity: string, { t }: { t: (key: string) => string }): string {
  return Object.hasOwn(activityEntityKeys, entity) ? t(activityEntityKeys[entity as ActivityEntity]) : entity;
}

/** The kind of record and which one: its name where it has one («کالا «چای سیاه»»), else its number. */
export function activityRecord(
  row: { entity: string; entityId: number | null; entityLabel: string | null },
  format: { t: (key: string) => string; language: 'fa' | 'en' },
): string {
  const kind = activityEntity(row.entity, format);
  if (row.entityLabel !== null)
    return format.language === 'fa' ? `${kind} «${row.entityLabel}»` : `${kind} “${row.entityLabel}”`;
  return row.entityId === null ? kind : `${kind} ${localDigits(`#${row.entityId}`, format.language)}`;
}

/** The columns most changes touch, named; any other shows its column name. */
export const activityFieldKeys: Readonly<Record<string, string>> = {
  name: 'WEB_ACTIVITY_FIELD_NAME',
  code: 'WEB_ACTIVITY_FIELD_CODE',
  kind: 'WEB_ACTIVITY_FIELD_KIND',
  status: 'WEB_ACTIVITY_FIELD_STATUS',
  role: 'WEB_ACTIVITY_FIELD_ROLE',
  unit: 'WEB_ACTIVITY_FIELD_UNIT',
  sale_price: 'WEB_ACTIVITY_FIELD_SALE_PRICE',
  purchase_price: 'WEB_ACTIVITY_FIELD_PURCHASE_PRICE',
  unit_price: 'WEB_ACTIVITY_FIELD_UNIT_PRICE',
  amount: 'WEB_ACTIVITY_FIELD_AMOUNT',
  total: 'WEB_ACTIVITY_FIELD_TOTAL',
  grand_total: 'WEB_ACTIVITY_FIELD_GRAND_TOTAL',
  paid: 'WEB_ACTIVITY_FIELD_PAID',
  balance_due: 'WEB_ACTIVITY_FIELD_BALANCE_DUE',
  credit_limit: 'WEB_ACTIVITY_FIELD_CREDIT_LIMIT',
  date: 'WEB_ACTIVITY_FIELD_DATE',
  issue_date: 'WEB_ACTIVITY_FIELD_ISSUE_DATE',
  due_date: 'WEB_ACTIVITY_FIELD_DUE_DATE',
  number: 'WEB_ACTIVITY_FIELD_NUMBER',
  description: 'WEB_ACTIVITY_FIELD_DESCRIPTION',
  notes: 'WEB_ACTIVITY_FIELD_NOTES',
  active: 'WEB_ACTIVITY_FIELD_ACTIVE',
  mobile: 'WEB_ACTIVITY_FIELD_MOBILE',
  phone: 'WEB_ACTIVITY_FIELD_PHONE',
  email: 'WEB_ACTIVITY_FIELD_EMAIL',
  address: 'WEB_ACTIVITY_FIELD_ADDRESS',
  display_name: 'WEB_ACTIVITY_FIELD_DISPLAY_NAME',
  vat_rate: 'WEB_ACTIVITY_FIELD_VAT_RATE',
  category: 'WEB_ACTIVITY_FIELD_CATEGORY',
  barcode: 'WEB_ACTIVITY_FIELD_BARCODE',
  goods_service_id: 'WEB_ACTIVITY_FIELD_GOODS_SERVICE_ID',
  einvoice_type: 'WEB_ACTIVITY_FIELD_EINVOICE_TYPE',
  einvoice_pattern: 'WEB_ACTIVITY_FIELD_EINVOICE_PATTERN',
  payment_method_id: 'WEB_ACTIVITY_FIELD_PAYMENT_METHOD',
  reversed_at: 'WEB_ACTIVITY_FIELD_REVERSED_AT',
  next_due_date: 'WEB_ACTIVITY_FIELD_NEXT_DUE_DATE',
  recurring_template_id: 'WEB_ACTIVITY_FIELD_RECURRING_TEMPLATE',
  subject: 'WEB_ACTIVITY_FIELD_EINVOICE_SUBJECT',
  tax_id: 'WEB_ACTIVITY_FIELD_TAX_ID',
  reference_tax_id: 'WEB_ACTIVITY_FIELD_REFERENCE_TAX_ID',
};

/** Columns that hold integer Rials: shown as amounts. */
export const amountColumn =
  /(^|_)(price|amount|total|paid|balance_due|subtotal|vat|vat_total|discount|discounts|shipping|additions|net|gross|limit|collected|fee|balance)$/;

/** Columns that hold a yes/no as 0 or 1. */
export const flagColumn = /^(active|archived|system|is_[a-z_]+|vat_applicable|track_stock|cash_may_go_negative)$/;
