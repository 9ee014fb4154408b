import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { localDigits } from '../../lib/format/digits.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { accountName } from './account-picker.tsx';
import type { ReportBuilder, ReportModel, ReportRow, ReportTools } from './report-model.ts';
import { oneOfParam, useReportParams } from './report-params.ts';
import { BuiltReportFrame, ReportLevelFilter } from './report-screen.tsx';
import { type StatementRow, type StatementSection, statementRows } from './report-statement-rows.ts';

/** The levels the profit and loss and the balance sheet group their accounts by. */
export const statementLevels = ['KOL', 'MOEIN'] as const;

type StatementLevel = (typeof statementLevels)[number];

/** A row after the sections: a label and its figure in each column; a total (bold, tested) when it has a test id. */
export interface ClosingRow {
  key: string;
  label: string;
  current: number;
  previous: number;
  totalTestId?: string;
}

/**
 * A statement beside an earlier one (the profit and loss beside the previous period, the balance sheet beside the
 * previous year's end): code and account, then the figures of each column headed by its period or date; the
 * sections' rows, then the closing rows (the net profit, the two sides); no rows at all when it has no accounts.
 */
export function comparisonStatement(
  rows: readonly StatementRow[],
  { t, language, amount }: ReportTools,
  statement: {
    headers: { current: string; previous: string };
    sections: StatementSection[];
    /** Where a figure drills down to: the lines of its column's period (none: not a link). */
    details(row: StatementRow, previous?: boolean): string | undefined;
    closing: ClosingRow[];
  },
): Pick<ReportModel, 'columns' | 'rows'> {
  const closingRow = ({ key, label, current, previous, totalTestId }: ClosingRow): ReportRow => ({
    key,
    ...(totalTestId ? { kind: 'total' as const, testId: totalTestId } : {}),
    cells: { name: { text: label }, amount: amount(current), previous: amount(previous) },
  });
  return {
    columns: [
      { key: 'code', header: t('WEB_REPORT_CODE') },
      { key: 'name', header: t('WEB_REPORT_ACCOUNT') },
      { key: 'amount', header: statement.headers.current, numeric: true },
      { key: 'previous', header: statement.headers.previous, numeric: true },
    ],
    rows:
      rows.length === 0
        ? []
        : [
            ...statementRows(rows, statement.sections, {
              name: (row) => accountName(row, language),
              code: (row) => localDigits(row.code, language),
              amount,
              details: statement.details,
            }),
            ...statement.closing.map(closingRow),
          ],
  };
}

/**
 * The profit and loss or the balance sheet on screen: grouped by kol or moein (kept in `?level=`, kol unless chosen;
 * its switch `<testId>-level` among the filters), asked at that level and built beside its comparison column.
 */
export function ComparisonReportFrame<D, K extends QueryKey>({
  query,
  ...frame
}: {
  testId: string;
  period: 'range' | 'single';
  /** The report's query at the chosen level, with the URL's other filters (its period or date). */
  query(companyId: number, level: StatementLevel, params: URLSearchParams): UseQueryOptions<D, Error, D, K>;
  build: ReportBuilder<D>;
}) {
  const { params } = useReportParams();
  const level = oneOfParam(params, 'level', statementLevels, 'KOL');
  const result = useQuery(query(requireActiveCompanyId(), level, params));
  return (
    <BuiltReportFrame
      {...frame}
      query={result}
      filters={<ReportLevelFilter levels={statementLevels} value={level} testId={`${frame.testId}-level`} />}
    />
  );
}
