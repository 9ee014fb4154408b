import { useQuery } from '@tanstack/react-query';
import { localDigits } from '../../lib/format/digits.ts';
import { accountName } from './account-picker.tsx';
import type { profitAndLoss } from './accounting-client-reports.ts';
import type { ReportModel } from './report-model.ts';
import { dateParam, oneOfParam, periodSearch } from './report-params.ts';
import { profitLossQuery } from './report-queries.ts';
import { BuiltReportFrame, ReportLevelFilter, type ReportTools, useReportScreen } from './report-screen.tsx';
import { statementRows } from './report-statement-rows.ts';

export const statementLevels = ['KOL', 'MOEIN'] as const;

type ProfitLoss = Awaited<ReturnType<typeof profitAndLoss>>;

/** Revenue and expenses beside the previous period's, then the net profit of each. */
function profitLossModel(report: ProfitLoss, { t, language, amount, periodText }: ReportTools): ReportModel {
  const window = periodSearch(report.period);
  const previousWindow = periodSearch(report.previousPeriod);
  const hasFigures = report.rows.length > 0;
  return {
    fileName: `profit-loss-${report.period.from}-${report.period.to}`,
    title: `${t('WEB_PAGE_ACC_PROFIT_LOSS')} — ${periodText(report.period)}`,
    columns: [
      { key: 'code', header: t('WEB_REPORT_CODE') },
      { key: 'name', header: t('WEB_REPORT_ACCOUNT') },
      { key: 'amount', header: periodText(report.period), numeric: true },
      { key: 'previous', header: periodText(report.previousPeriod), numeric: true },
    ],
    rows: hasFigures
      ? [
          ...statementRows(
            report.rows,
            [
              {
                type: 'REVENUE',
                heading: t('WEB_REPORT_REVENUE'),
                total: report.totals.revenue,
                previousTotal: report.previousTotals.revenue,
                totalLabel: t('WEB_REPORT_TOTAL_REVENUE'),
              },
              {
                type: 'EXPENSE',
                heading: t('WEB_REPORT_EXPENSES'),
                total: report.totals.expense,
                previousTotal: report.previousTotals.expense,
                totalLabel: t('WEB_REPORT_TOTAL_EXPENSES'),
              },
            ],
            {
              name: (row) => accountName(row, language),
              code: (row) => localDigits(row.code, language),
              amount,
              details: (row, previous) =>
                `/accounting/account-details/${row.accountId}?${previous ? previousWindow : window}`,
            },
          ),
          {
            key: 'net',
            kind: 'total' as const,
            testId: 'profit-loss-net',
            cells: {
              name: { text: t('WEB_REPORT_NET_PROFIT') },
              amount: amount(report.totals.netProfit),
              previous: amount(report.previousTotals.netProfit),
            },
          },
        ]
      : [],
  };
}

/**
 * /accounting/profit-loss: revenue and expenses by kol or moein for a period, beside the period of the same length
 * just before it, and the net profit of each. A figure opens the ledger of its account over the period.
 */
export function ProfitLossScreen() {
  const { companyId, params } = useReportScreen();
  const level = oneOfParam(params, 'level', statementLevels, 'KOL');
  const query = useQuery(
    profitLossQuery(companyId, { level, from: dateParam(params, 'from'), to: dateParam(params, 'to') }),
  );
  return (
    <BuiltReportFrame
      testId="profit-loss"
      query={query}
      build={profitLossModel}
      period="range"
      filters={<ReportLevelFilter levels={statementLevels} value={level} testId="profit-loss-level" />}
    />
  );
}
