import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { accountName } from './account-picker.tsx';
import { useReportAmounts } from './report-amounts.ts';
import { ReportFrame } from './report-frame.tsx';
import type { ReportModel } from './report-model.ts';
import { dateParam, oneOfParam, useReportParams } from './report-params.ts';
import { ReportPeriodFilters } from './report-period-filters.tsx';
import { statementLevels } from './report-profit-loss-screen.tsx';
import { balanceSheetQuery } from './report-queries.ts';
import { statementRows } from './report-statement-rows.ts';

/**
 * /accounting/accounts-review: the balance sheet at a date by kol or moein: assets against liabilities and equity,
 * the year's profit so far shown in equity, so the two sides always agree. A figure opens its account's ledger.
 */
export function BalanceSheetScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const { params, set } = useReportParams();
  const { amount } = useReportAmounts();
  const level = oneOfParam(params, 'level', statementLevels, 'KOL');
  const query = useQuery(balanceSheetQuery(companyId, { level, date: dateParam(params, 'date') }));
  const sheet = query.data;

  const model = useMemo((): ReportModel | undefined => {
    if (!sheet) return undefined;
    const { totals } = sheet;
    const section = (type: 'ASSET' | 'LIABILITY' | 'EQUITY', key: string, total: number) => ({
      type,
      heading: t(key),
      total,
      totalLabel: t(`${key}_TOTAL`),
    });
    return {
      fileName: `balance-sheet-${sheet.date}`,
      title: `${t('WEB_REPORT_BALANCE_SHEET')} — ${formatDate(`${sheet.date}T12:00:00Z`, language)}`,
      columns: [
        { key: 'code', header: t('WEB_REPORT_CODE') },
        { key: 'name', header: t('WEB_REPORT_ACCOUNT') },
        { key: 'amount', header: t('WEB_REPORT_AMOUNT'), numeric: true },
      ],
      rows:
        sheet.rows.length === 0
          ? []
          : [
              ...statementRows(
                sheet.rows,
                [
                  section('ASSET', 'WEB_REPORT_ASSETS', totals.assets),
                  section('LIABILITY', 'WEB_REPORT_LIABILITIES', totals.liabilities),
                  section('EQUITY', 'WEB_REPORT_EQUITY', totals.equity),
                ],
                {
                  name: (row) => accountName(row, language),
                  code: (row) => localDigits(row.code, language),
                  amount,
                  details: (row) => `/accounting/account-details/${row.accountId}?to=${sheet.date}`,
                },
              ),
              {
                key: 'profit',
                cells: { name: { text: t('WEB_REPORT_CURRENT_PROFIT') }, amount: amount(totals.currentProfit) },
              },
              {
                key: 'sides',
                kind: 'total' as const,
                testId: 'balance-sheet-liabilities-equity',
                cells: {
                  name: { text: t('WEB_REPORT_LIABILITIES_AND_EQUITY') },
                  amount: amount(totals.liabilitiesAndEquity),
                },
              },
            ],
    };
  }, [sheet, t, language, amount]);

  return (
    <ReportFrame
      testId="balance-sheet"
      query={query}
      model={model}
      filters={
        <>
          <ReportPeriodFilters single error={query.error} />
          <SegmentedField
            legend={t('WEB_REPORT_LEVEL')}
            name="level"
            value={level}
            options={statementLevels.map((value) => ({ value, label: t(`WEB_REPORT_LEVEL_${value}`) }))}
            onChange={(value) => set({ level: value })}
            testId="balance-sheet-level"
          />
        </>
      }
    />
  );
}
