import type { ReactNode } from 'react';
import type { Page } from '../../lib/csv/fetch-all-pages.ts';
import { ColumnPicker } from './column-picker.tsx';
import { ExportButton } from './export-button.tsx';
import type { CellFormat, ListColumn } from './list-columns.tsx';
import type { VisibleColumns } from './use-visible-columns.ts';

export interface ListActionsProps<T> {
  /** From `useListScreen`: every column of the list, the user's choice of them (`shown`) and the cell format. */
  screen: { columns: readonly ListColumn<T>[]; shown: VisibleColumns<T>; format: CellFormat };
  /** Offer the column picker (lists wide enough to need one). */
  picker?: boolean;
  /** The export is offered once the list has a row. */
  canExport: boolean;
  /** The CSV file's name, without extension. */
  fileName: string;
  /** One page of the list with the screen's search, filters and sort: `{ ...list.query, page, pageSize }`. */
  fetchPage(page: number, pageSize: number): Promise<Page<T>>;
  /** The area's "new" links, last. */
  children: ReactNode;
}

/** The actions a list toolbar ends with: the column picker, the CSV export of the columns shown, the area's "new". */
export function ListActions<T>({ screen, picker, canExport, fileName, fetchPage, children }: ListActionsProps<T>) {
  const { columns, shown, format } = screen;
  return (
    <>
      {picker && <ColumnPicker columns={columns} hidden={shown.hidden} onToggle={shown.toggle} />}
      {canExport && <ExportButton fileName={fileName} columns={shown.visible} format={format} fetchPage={fetchPage} />}
      {children}
    </>
  );
}
