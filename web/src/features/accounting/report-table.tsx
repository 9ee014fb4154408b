import { Link } from 'react-router';
import type { ReportModel } from './report-model.ts';

/**
 * A report's rows as a table. Headings and totals stand out; a figure or name with a drill-down is a link to the
 * lines behind it. The table scrolls sideways inside its box on a phone and prints whole.
 */
export function ReportTable({ model, testId }: { model: ReportModel; testId: string }) {
  return (
    <div className="report-table-scroll">
      <table className="report-table" data-testid={testId}>
        <caption className="report-title">{model.title}</caption>
        <thead>
          <tr>
            {model.columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'report-num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((row) => (
            <tr key={row.key} className={row.kind ? `report-row-${row.kind}` : undefined} data-testid={row.testId}>
              {model.columns.map((column) => {
                const cell = row.cells[column.key];
                return (
                  <td key={column.key} className={column.numeric ? 'report-num' : undefined} data-column={column.key}>
                    {cell?.to ? <Link to={cell.to}>{cell.text}</Link> : cell?.text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
