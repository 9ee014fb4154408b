import type { Texts } from './parse-text-table.ts';
import { readTextTable } from './text-table.ts';

const table = (name: string): Texts => readTextTable(new URL(name, import.meta.url));

/**
 * Server error codes (the `message` of an error answer, or of a field error), shown to users translated: tables of
 * texts (`text-table.ts`), the accounting, invoice and security ones apart from the rest.
 */
export const errorTranslations: Texts = {
  ...table('./accounting-errors.tsv'),
  ...table('../invoices/errors.tsv'),
  ...table('../invoices/recurring-errors.tsv'),
  ...table('../endpoints/pay-errors.tsv'),
  ...table('../endpoints/money-records-errors.tsv'),
  ...table('./security-errors.tsv'),
  ...table('../endpoints/employees-errors.tsv'),
  ...table('./treasury-errors.tsv'),
  ...table('../endpoints/company-profile-errors.tsv'),
  ...table('../endpoints/banking-errors.tsv'),
  ...table('../endpoints/sales-reports-errors.tsv'),
  ...table('../endpoints/company-backup-errors.tsv'),
  ...table('../endpoints/imports-errors.tsv'),
  ...table('./errors.tsv'),
};
