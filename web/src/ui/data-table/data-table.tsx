import {
  type ColumnDefTemplate,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { type DataTableColumns, dataTableFeatures } from './data-table-features.ts';
import { DataTablePager } from './data-table-pager.tsx';
import { nextSorting } from './next-sorting.ts';
import { SortIndicator } from './sort-indicator.tsx';
import './data-table.css';

/**
 * A header's or cell's content from its column definition, called as a function rather than mounted as a component
 * (TanStack's FlexRender mounts it): the definitions are made anew whenever the list's format changes (a text map
 * added, the amount unit), and a new component type remounts every cell, so a link replaced between a press and
 * its release took no click. Column definitions here hold no hooks (ui/list/list-columns.tsx makes them).
 */
function renderTemplate<C extends object>(template: ColumnDefTemplate<C> | undefined, context: C): ReactNode {
  return typeof template === 'function' ? (template(context) as ReactNode) : (template ?? null);
}

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
                  const content = header.isPlaceholder
                    ? null
                    : renderTemplate(header.column.columnDef.header, header.getContext());
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
                  <td key={cell.id}>{renderTemplate(cell.column.columnDef.cell, cell.getContext())}</td>
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
