import {
  type ColumnHelper,
  createColumnHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * Pagination and sorting are registered but without client row models: DESIGN pages and sorts lists on the server
 * (REFERENCE: beyond ~10k rows the browser cannot), so the table only holds the state and the screen fetches.
 */
export const dataTableFeatures = tableFeatures({ rowPaginationFeature, rowSortingFeature });
export type DataTableFeatures = typeof dataTableFeatures;

/** A column helper for DataTable rows: `const col = dataTableColumns<Invoice>(); col.columns([col.accessor(...)])`. */
export function dataTableColumns<T extends RowData>(): ColumnHelper<DataTableFeatures, T> {
  return createColumnHelper<DataTableFeatures, T>();
}

/** What `dataTableColumns<T>().columns([...])` returns. */
export type DataTableColumns<T extends RowData> = ReturnType<ColumnHelper<DataTableFeatures, T>['columns']>;
