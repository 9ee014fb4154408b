import { type ElectronicBookRow, electronicBookColumns } from '@daftar/contracts/endpoints/accounting-legal-books';

const numericColumns = new Set<string>(['voucherNumber', 'debit', 'credit']);

/**
 * The electronic books file's header and rows in the one column definition's order, amounts and numbers as
 * numbers: what the SPA's download and `pnpm mock legal-books export` both write.
 */
export function electronicSheet(rows: readonly ElectronicBookRow[]) {
  return {
    header: electronicBookColumns.map((column) => column.header),
    rows: rows.map((row) => electronicBookColumns.map((column) => row[column.key])),
    numeric: electronicBookColumns.map((column) => numericColumns.has(column.key)),
  };
}
