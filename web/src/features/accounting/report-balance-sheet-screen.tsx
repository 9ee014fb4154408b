import { useQuery } from '@tanstack/react-query';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { accountName } from './account-picker.tsx';
import type { balanceSheet } from './accounting-client-reports.ts';
import type { ReportModel } from './report-model.ts';
import { dateParam, oneOfParam } from './report-params.ts';
import { statementLevels } from './report-profit-loss-screen.tsx';
import { balanceSheetQuery } from './report-queries.ts';
import { BuiltReportFrame, ReportLevelFilter, type ReportTools, useReportScreen } from './report-screen.tsx';
import { statementRows } from './report-statement-rows.ts';

type BalanceSheet = Awaited<ReturnType<typeof balanceSheet>>;

/** Assets against liabilities and equity at the date and at the previous year's end, each side totalled. */
function balanceSheetModel(sheet: BalanceSheet, { t, language, amount }: ReportTools): ReportModel {
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
    columns: [
      { key: 'code', header: t('WEB_REPORT_CODE') },
      { key: 'name', header: t('WEB_REPORT_ACCOUNT') },
      { key: 'amount', header: dateText(sheet.date), numeric: true },
      { key: 'previous', header: dateText(sheet.previousDate), numeric: true },
    ],
    rows:
      sheet.rows.length === 0
        ? []
        : [
            ...statementRows(
              sheet.rows,
              [
                section('ASSET', 'WEB_REPORT_ASSETS', 'assets'),
                section('LIABILITY', 'WEB_REPORT_LIABILITIES', 'liabilities'),
                section('EQUITY', 'WEB_REPORT_EQUITY', 'equity'),
              ],
              {
                name: (row) => accountName(row, language),
                code: (row) => localDigits(row.code, language),
                amount,
                // A zero in the comparison column has no lines behind it (often no fiscal year at all).
                details: (row, previous) =>
                  previous && row.previous === 0
                    ? undefined
                    : `/accounting/account-details/${row.accountId}?to=${previous ? sheet.previousDate : sheet.date}`,
              },
            ),
            {
              key: 'profit',
              cells: {
                name: { text: t('WEB_REPORT_CURRENT_PROFIT') },
                amount: amount(totals.currentProfit),
                previous: amount(previousTotals.currentProfit),
              },
            },
            {
              key: 'sides',
              kind: 'total' as const,
              testId: 'balance-sheet-liabilities-equity',
              cells: {
                name: { text: t('WEB_REPORT_LIABILITIES_AND_EQUITY') },
                amount: amount(totals.liabilitiesAndEquity),
                previous: amount(previousTotals.liabilitiesAndEquity),
              },
            },
          ],
  };
}

/**
 * /accounting/accounts-review: the balance sheet at a date by kol or moein beside the end of the previous fiscal
 * year: assets against liabilities and equity, each year's profit so far shown in equity, so the two sides always
 * agree in both columns. A figure opens its account's ledger up to that column's date.
 */
export function BalanceSheetScreen() {
  const { companyId, params } = useReportScreen();
  const level = oneOfParam(params, 'level', statementLevels, 'KOL');
  const query = useQuery(balanceSheetQuery(companyId, { level, date: dateParam(params, 'date') }));
  return (
    <BuiltReportFrame
      testId="balance-sheet"
      query={query}
      build={balanceSheetModel}
      period="single"
      filters={<ReportLevelFilter levels={statementLevels} value={level} testId="balance-sheet-level" />}
    />
  );
}
