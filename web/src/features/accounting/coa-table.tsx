import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useVirtualRows, type VirtualRowProps } from '../../ui/virtual-rows/use-virtual-rows.tsx';

/**
 * A table of the chart's screen (the accounts, the tafsili accounts): scrolling sideways on a phone, its headers by
 * translation key and a last, unlabelled column for each row's actions (named for screen readers). A company with
 * thousands of people has as many tafsili accounts: past 200 rows only those in view render.
 */
export function CoaTable({
  className,
  testId,
  headers,
  rowCount,
  renderRow,
}: {
  className?: string;
  testId: string;
  headers: readonly string[];
  rowCount: number;
  /** The row at an index, its <tr> given `rowProps`. */
  renderRow(index: number, rowProps: VirtualRowProps): ReactNode;
}) {
  const t = useT();
  const rows = useVirtualRows({ count: rowCount, columns: headers.length + 1 });
  return (
    <div className="table-scroll report-table-scroll" {...rows.scrollProps}>
      <table
        className={`figure-table report-table${className ? ` ${className}` : ''}`}
        data-testid={testId}
        {...rows.tableProps}
      >
        <thead>
          <tr aria-rowindex={rows.virtual ? 1 : undefined}>
            {headers.map((header) => (
              <th key={header} scope="col">
                {t(header)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('WEB_COA_ACTIONS')}</span>
            </th>
          </tr>
        </thead>
        <tbody ref={rows.bodyRef}>{rows.renderRows(renderRow)}</tbody>
      </table>
    </div>
  );
}
