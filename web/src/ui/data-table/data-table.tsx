import {
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { useT } from '../../i18n/use-t.ts';
import { type DataTableColumns, dataTableFeatures } from './data-table-features.ts';
import { DataTablePager } from './data-table-pager.tsx';
import { nextSorting } from './next-sorting.ts';
import { SortIndicator } from './sort-indicator.tsx';
import './data-table.css';

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name, shown as its caption. */
  caption: string;
  /** Hide the caption visually (it still names the table for screen readers). */
  hideCaption?: boolean;
  columns: DataTableColumns<T>;
  /** One page of rows; keep the array stable (a module-level empty array while loading). */
  data: T[];
  getRowId: (row: T) => string;
  /** Server total; with `pagination` it shows the pager. */
  rowCount?: number;
  pagination?: PaginationState;
  onPaginationChange?: OnChangeFn<PaginationState>;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  loading?: boolean;
}

const noSorting: SortingState = [];

/** A server-paged, server-sorted table on @tanstack/react-table 9, with semantic markup and aria-sort. */
export function DataTable<T extends RowData>({
  caption,
  hideCaption = false,
  columns,
  data,
  getRowId,
  rowCount,
  pagination,
  onPaginationChange,
  sorting,
  onSortingChange,
  loading = false,
}: DataTableProps<T>) {
  const t = useT();
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    manualPagination: true,
    manualSorting: true,
    rowCount,
    enableSorting: onSortingChange !== undefined,
    state: { ...(pagination ? { pagination } : {}), sorting: sorting ?? noSorting },
    onPaginationChange,
    onSortingChange,
    autoResetPageIndex: false,
  });
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;

  return (
    <div className="data-table" aria-busy={loading || undefined}>
      <div className="data-table-scroll">
        <table>
          <caption className={hideCaption ? 'visually-hidden' : 'data-table-caption'}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="data-table-sort"
                          onClick={() => {
                            const firstDesc = header.column.getFirstSortDir() === 'desc';
                            onSortingChange?.((current) => nextSorting(current, header.column.id, firstDesc));
                          }}
                        >
                          {content}
                          <SortIndicator direction={sorted} />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && !loading && (
              <tr>
                <td colSpan={columnCount} className="data-table-empty">
                  {t('WEB_TABLE_EMPTY')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pagination && rowCount !== undefined && <DataTablePager table={table} />}
    </div>
  );
}
