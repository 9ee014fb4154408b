import { ColumnHeads, LinkedCells } from '../../ui/table/column-heads.tsx';
import { useVirtualRows } from '../../ui/virtual-rows/use-virtual-rows.tsx';
import type { ReportModel } from './report-model.ts';
import { scrollRegion } from '../../ui/scroll-region.ts';

/**
 * A report's rows as a table. Headings and totals stand out; a figure or name with a drill-down is a link to the
 * lines behind it. The table scrolls sideways inside its box on a phone and prints whole. Past 200 rows (the trial
 * balance or ledger of a busy year) only the rows in view render, under a header that stays in view.
 */
export function ReportTable({ model, testId }: { model: ReportModel; testId: string }) {
  const rows = useVirtualRows({ count: model.rows.length, columns: model.columns.length });
  return (
    <div className="table-scroll report-table-scroll" {...rows.scrollProps} {...scrollRegion(model.title)}>
      <table className="figure-table report-table" data-testid={testId} {...rows.tableProps}>
        <caption className="report-title">{model.title}</caption>
        <ColumnHeads columns={model.columns} numericClass="report-num" rowIndex={rows.virtual ? 1 : undefined} />
        <tbody ref={rows.bodyRef}>
          {rows.renderRows((index, rowProps) => {
            const row = model.rows[index];
            if (!row) return null;
            return (
              <tr
                key={row.key}
                className={row.kind ? `report-row-${row.kind}` : undefined}
                data-testid={row.testId}
                {...rowProps}
              >
                <LinkedCells columns={model.columns} cells={row.cells} numericClass="report-num" />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
