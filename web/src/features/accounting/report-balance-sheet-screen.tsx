import { formatDate } from '../../lib/format/format-date.ts';
import type { balanceSheet } from './accounting-client-reports.ts';
import { ComparisonReportFrame, comparisonStatement } from './report-comparison.tsx';
import type { ReportModel, ReportTools } from './report-model.ts';
import { dateParam } from './report-params.ts';
import { balanceSheetQuery } from './report-queries.ts';

type BalanceSheet = Awaited<ReturnType<typeof balanceSheet>>;

/** Assets against liabilities and equity at the date and at the previous year's end, each side totalled. */
function balanceSheetModel(sheet: BalanceSheet, tools: ReportTools): ReportModel {
  const { t, language } = tools;
  const { totals, previousTotals } = sheet;
  const dateText = (date: string) => formatDate(`${date}T12:00:00Z`, language);
  const section = (
    type: 'ASSET' | 'LIABILITY' | 'EQUITY',
    key: string,
    field: 'assets' | 'liabilities' | 'equity',
  ) => ({
    type,
    heading: t(key),
    total: totals[field],
    previousTotal: previousTotals[field],
    totalLabel: t(`${key}_TOTAL`),
  });
  return {
    fileName: `balance-sheet-${sheet.date}`,
    title: `${t('WEB_REPORT_BALANCE_SHEET')} — ${dateText(sheet.date)}`,
    ...comparisonStatement(sheet.rows, tools, {
      headers: { current: dateText(sheet.date), previous: dateText(sheet.previousDate) },
      sections: [
        section('ASSET', 'WEB_REPORT_ASSETS', 'assets'),
        section('LIABILITY', 'WEB_REPORT_LIABILITIES', 'liabilities'),
        section('EQUITY', 'WEB_REPORT_EQUITY', 'equity'),
      ],
      // A zero in the comparison column has no lines behind it (often no fiscal year at all).
      details: (row, previous) =>
        previous && row.previous === 0
          ? undefined
          : `/accounting/account-details/${row.accountId}?to=${previous ? sheet.previousDate : sheet.date}`,
      closing: [
        {
          key: 'profit',
          label: t('WEB_REPORT_CURRENT_PROFIT'),
          current: totals.currentProfit,
          previous: previousTotals.currentProfit,
        },
        {
          key: 'sides',
          label: t('WEB_REPORT_LIABILITIES_AND_EQUITY'),
          current: totals.liabilitiesAndEquity,
          previous: previousTotals.liabilitiesAndEquity,
          totalTestId: 'balance-sheet-liabilities-equity',
        },
      ],
    }),
  };
}

/**
 * /accounting/accounts-review: the balance sheet at a date by kol or moein beside the end of the previous fiscal
 * year: assets against liabilities and equity, each year's profit so far shown in equity, so the two sides always
 * agree in both columns. A figure opens its account's ledger up to that column's date.
 */
export function BalanceSheetScreen() {
  return (
    <ComparisonReportFrame
      testId="balance-sheet"
      period="single"
      query={(companyId, level, params) => balanceSheetQuery(companyId, { level, date: dateParam(params, 'date') })}
      build={balanceSheetModel}
    />
  );
}
