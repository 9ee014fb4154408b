import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What a table's heading row needs of a column: the report, sales, treasury and legal-book tables' columns all fit. */
export interface HeadedColumn {
  key: string;
  header: ReactNode;
  numeric?: boolean;
}

/**
 * A table's heading row, one `th` a column. `numericClass` aligns the figure columns' headings with their figures;
 * without it every heading keeps the table's own alignment. `rowIndex` is set under virtual rows (aria-rowindex 1).
 */
export function ColumnHeads({
  columns,
  numericClass,
  rowIndex,
}: {
  columns: readonly HeadedColumn[];
  numericClass?: string;
  rowIndex?: number;
}) {
  return (
    <thead>
      <tr aria-rowindex={rowIndex}>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={column.numeric ? numericClass : undefined}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A cell's text, or a link to what lies behind it (a figure's lines, a name's record). */
export interface LinkedCell {
  text: string;
  to?: string;
}

/** A row's cells in column order: figures take `numericClass`; `data-column` lets tests and print styles find a column. */
export function LinkedCells({
  columns,
  cells,
  numericClass,
}: {
  columns: readonly HeadedColumn[];
  cells: Record<string, LinkedCell | undefined>;
  numericClass: string;
}) {
  return columns.map((column) => {
    const cell = cells[column.key];
    return (
      <td key={column.key} className={column.numeric ? numericClass : undefined} data-column={column.key}>
        {cell?.to ? <Link to={cell.to}>{cell.text}</Link> : cell?.text}
      </td>
    );
  });
}
