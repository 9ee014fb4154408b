import type { Language } from '@daftar/contracts/schemas/common';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { CsvColumn } from '../../lib/csv/export-list-csv.ts';
import type { AmountUnit } from '../../lib/format/format-amount.ts';
import { type DataTableColumns, dataTableColumns } from '../data-table/data-table-features.ts';

/** What a cell needs to format itself as shown: the translate function, the current language and the amount unit. */
export interface CellFormat {
  t: (key: string) => string;
  language: Language;
  /** The unit amounts show in where a setting chooses it (the books' Rial or Toman); Rials when left out. */
  amountUnit?: AmountUnit;
}

/**
 * One column of a list, defined once for the table and the CSV export, so the file holds what the screen shows.
 *
 * API: a screen declares `ListColumn<Row>[]`, then passes `toTableColumns(columns, format)` to `<DataTable>` and
 * `toCsvColumns(columns, format)` to `exportListCsv`. Pass the same (visible) columns to both: `useVisibleColumns`
 * and `<ColumnPicker>` let the user choose them.
 */
export interface ListColumn<T> {
  /** Column id; for a sortable column, also the API's sort field. */
  id: string;
  /** Translation key of the header. */
  header: string;
  /** The cell as text, formatted for the language (Persian digits, grouped amounts, Jalali dates). */
  text: (row: T, format: CellFormat) => string;
  /** A richer cell (a link, a badge); the text is used when left out. */
  render?: (row: T, format: CellFormat) => ReactNode;
  sortable?: boolean;
  /** Digits aligned at the cell's end (amounts). */
  numeric?: boolean;
  /** Left out until the user shows it with the column picker (keeps a wide list readable). */
  hiddenByDefault?: boolean;
  /** Never hidden (the column that names the row). */
  alwaysShown?: boolean;
}

export function toTableColumns<T extends RowData>(
  columns: readonly ListColumn<T>[],
  format: CellFormat,
): DataTableColumns<T> {
  const col = dataTableColumns<T>();
  return col.columns(
    columns.map((column) =>
      // An accessor, not a display column: TanStack Table sorts (even manually, on the server) only columns that
      // have a value, so a display column's header would never offer sorting.
      col.accessor((row) => column.text(row, format), {
        id: column.id,
        header: () =>
          column.numeric ? <span className="is-numeric">{format.t(column.header)}</span> : format.t(column.header),
        enableSorting: column.sortable ?? false,
        cell: ({ row }) => {
          const content = column.render ? column.render(row.original, format) : column.text(row.original, format);
          return column.numeric ? <span className="is-numeric">{content}</span> : content;
        },
      }),
    ),
  );
}

export function toCsvColumns<T>(columns: readonly ListColumn<T>[], format: CellFormat): CsvColumn<T>[] {
  return columns.map((column) => ({ header: format.t(column.header), text: (row) => column.text(row, format) }));
}
