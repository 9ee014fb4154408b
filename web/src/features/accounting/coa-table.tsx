import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

/**
 * A table of the chart's screen (the accounts, the tafsili accounts): scrolling sideways on a phone, its headers by
 * translation key and a last, unlabelled column for each row's actions (named for screen readers).
 */
export function CoaTable({
  className,
  testId,
  headers,
  children,
}: {
  className?: string;
  testId: string;
  headers: readonly string[];
  /** The rows. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="report-table-scroll">
      <table className={`report-table${className ? ` ${className}` : ''}`} data-testid={testId}>
        <thead>
          <tr>
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
