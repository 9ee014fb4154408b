import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { ColumnHeads, LinkedCells } from '../../ui/table/column-heads.tsx';
import { useVirtualRows } from '../../ui/virtual-rows/use-virtual-rows.tsx';
import './reports.css';
import { scrollRegion } from '../../ui/scroll-region.ts';

export interface SalesColumn {
  key: string;
  /** Already translated. */
  header: string;
  numeric?: boolean;
}

export interface SalesRow {
  key: string;
  cells: Record<string, { text: string; to?: string } | undefined>;
  total?: boolean;
  testId?: string;
}

/** The rows as CSV (papaparse comes with the first export, not with the screen). */
async function exportCsv(fileName: string, columns: SalesColumn[], rows: SalesRow[]) {
  const { buildCsv } = await import('../../lib/csv/build-csv.ts');
  const csv = buildCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => row.cells[column.key]?.text ?? '')),
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A report's table with its caption, a CSV export and print; a total row stands out. Wide tables scroll inside
 * their box on a phone. `loadAll` gives the export every row of a paged report instead of the page on screen.
 * Past 200 rows (sales by item or customer of a big catalogue) only the rows in view render; a printout has them all.
 */
export function SalesTable({
  testId,
  title,
  fileName,
  columns,
  rows,
  loadAll,
}: {
  testId: string;
  title: string;
  fileName: string;
  columns: SalesColumn[];
  rows: SalesRow[];
  loadAll?: () => Promise<SalesRow[]>;
}) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const shown = useVirtualRows({ count: rows.length, columns: columns.length });
  if (rows.length === 0)
    return <ListEmptyState title={t('WEB_REPORT_EMPTY_TITLE')} body={t('WEB_REPORT_EMPTY_BODY')} />;
  return (
    <>
      <div className="action-bar report-no-print">
        <Button
          variant="outline"
          size="sm"
          loading={exporting}
          onClick={async () => {
            setExporting(true);
            try {
              await exportCsv(fileName, columns, loadAll ? await loadAll() : rows);
            } finally {
              setExporting(false);
            }
          }}
          data-testid={`${testId}-export-csv`}
        >
          {t('WEB_REPORT_EXPORT_CSV')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          {t('WEB_REPORT_PRINT')}
        </Button>
      </div>
      <div className="table-scroll sales-table-scroll" {...shown.scrollProps} {...scrollRegion(title)}>
        <table className="figure-table sales-table" data-testid={testId} {...shown.tableProps}>
          <caption>{title}</caption>
          <ColumnHeads columns={columns} numericClass="sales-num" rowIndex={shown.virtual ? 1 : undefined} />
          <tbody ref={shown.bodyRef}>
            {shown.renderRows((index, rowProps) => {
              const row = rows[index];
              if (!row) return null;
              return (
                <tr
                  key={row.key}
                  className={row.total ? 'sales-total' : undefined}
                  data-testid={row.testId}
                  {...rowProps}
                >
                  <LinkedCells columns={columns} cells={row.cells} numericClass="sales-num" />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
