import type { profitAndLoss } from './accounting-client-reports.ts';
import { ComparisonReportFrame, comparisonStatement } from './report-comparison.tsx';
import type { ReportModel, ReportTools } from './report-model.ts';
import { dateParam, periodSearch } from './report-params.ts';
import { profitLossQuery } from './report-queries.ts';

type ProfitLoss = Awaited<ReturnType<typeof profitAndLoss>>;

/** Revenue and expenses beside the previous period's, then the net profit of each. */
function profitLossModel(report: ProfitLoss, tools: ReportTools): ReportModel {
  const { t, periodText } = tools;
  const window = periodSearch(report.period);
  const previousWindow = periodSearch(report.previousPeriod);
  return {
    fileName: `profit-loss-${report.period.from}-${report.period.to}`,
    title: `${t('WEB_PAGE_ACC_PROFIT_LOSS')} — ${periodText(report.period)}`,
    ...comparisonStatement(report.rows, tools, {
      headers: { current: periodText(report.period), previous: periodText(report.previousPeriod) },
      sections: [
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
      details: (row, previous) => `/accounting/account-details/${row.accountId}?${previous ? previousWindow : window}`,
      closing: [
        {
          key: 'net',
          label: t('WEB_REPORT_NET_PROFIT'),
          current: report.totals.netProfit,
          previous: report.previousTotals.netProfit,
          totalTestId: 'profit-loss-net',
        },
      ],
    }),
  };
}

/**
 * /accounting/profit-loss: revenue and expenses by kol or moein for a period, beside the period of the same length
 * just before it, and the net profit of each. A figure opens the ledger of its account over the period.
 */
export function ProfitLossScreen() {
  return (
    <ComparisonReportFrame
      testId="profit-loss"
      period="range"
      query={(companyId, level, params) =>
        profitLossQuery(companyId, { level, from: dateParam(params, 'from'), to: dateParam(params, 'to') })
      }
      build={profitLossModel}
    />
  );
}
