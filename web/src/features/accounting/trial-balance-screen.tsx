import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localDigits } from '../../lib/format/digits.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { accountName } from './account-picker.tsx';
import { figureColumns, figureRows } from './report-figures.ts';
import { ReportFrame } from './report-frame.tsx';
import type { ReportColumn, ReportModel } from './report-model.ts';
import { dateParam, oneOfParam, periodSearch } from './report-params.ts';
import { trialBalanceQuery } from './report-queries.ts';
import { ReportLevelFilter, useReportScreen } from './report-screen.tsx';

const levels = ['GROUP', 'KOL', 'MOEIN', 'TAFSILI'] as const;
const widths = ['2', '4', '6', '8'] as const;
type Width = (typeof widths)[number];
type Figure =
  | 'openingDebit'
  | 'openingCredit'
  | 'periodDebit'
  | 'periodCredit'
  | 'totalDebit'
  | 'totalCredit'
  | 'balanceDebit'
  | 'balanceCredit';

/** The figures each form shows: balance; total and balance; opening, period and balance; all eight. */
const figuresOf: Record<Width, Figure[]> = {
  '2': ['balanceDebit', 'balanceCredit'],
  '4': ['totalDebit', 'totalCredit', 'balanceDebit', 'balanceCredit'],
  '6': ['openingDebit', 'openingCredit', 'periodDebit', 'periodCredit', 'balanceDebit', 'balanceCredit'],
  '8': [
    'openingDebit',
    'openingCredit',
    'periodDebit',
    'periodCredit',
    'totalDebit',
    'totalCredit',
    'balanceDebit',
    'balanceCredit',
  ],
};

const figureKeys: Record<Figure, string> = {
  openingDebit: 'WEB_REPORT_OPENING_DEBIT',
  openingCredit: 'WEB_REPORT_OPENING_CREDIT',
  periodDebit: 'WEB_REPORT_PERIOD_DEBIT',
  periodCredit: 'WEB_REPORT_PERIOD_CREDIT',
  totalDebit: 'WEB_REPORT_TOTAL_DEBIT',
  totalCredit: 'WEB_REPORT_TOTAL_CREDIT',
  balanceDebit: 'WEB_REPORT_BALANCE_DEBIT',
  balanceCredit: 'WEB_REPORT_BALANCE_CREDIT',
};

// The ledger screen reads the period's caption from here; it lives with the other report-screen pieces.
export { usePeriodText } from './report-screen.tsx';

/**
 * /accounting/balance: the trial balance in 2, 4, 6 or 8 columns at group, kol, moein or tafsili level over a
 * period. Every code and figure drills down to the ledger lines behind it; the totals row always balances.
 */
export function TrialBalanceScreen() {
  const { t, language, companyId, params, set, amount, periodText } = useReportScreen();
  const level = oneOfParam(params, 'level', levels, 'MOEIN');
  const width = oneOfParam(params, 'columns', widths, '8');
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  const query = useQuery(trialBalanceQuery(companyId, { level, from, to }));
  const report = query.data;

  const model = useMemo((): ReportModel | undefined => {
    if (!report) return undefined;
    const figures = figuresOf[width];
    const columns: ReportColumn[] = [
      { key: 'code', header: t('WEB_REPORT_CODE') },
      { key: 'name', header: t('WEB_REPORT_ACCOUNT') },
      ...figureColumns(t, figures, figureKeys),
    ];
    const window = periodSearch(report.period);
    return {
      fileName: `trial-balance-${report.period.from}-${report.period.to}`,
      title: `${t('WEB_PAGE_ACC_BALANCE')} — ${periodText(report.period)}`,
      columns,
      rows: figureRows({
        figures,
        rows: report.rows,
        totals: report.totals,
        amount,
        totalsLabel: t('WEB_REPORT_TOTALS'),
        totalsTestId: 'trial-balance-totals',
        row: (row) => {
          const details = `/accounting/account-details/${row.accountId}?${window}${
            row.tafsiliId ? `&tafsiliId=${row.tafsiliId}` : ''
          }`;
          const name = accountName(row, language);
          return {
            key: `${row.accountId}-${row.tafsiliId ?? ''}`,
            testId: `trial-balance-row-${row.code}${row.tafsiliCode ? `-${row.tafsiliCode}` : ''}`,
            to: details,
            cells: {
              code: { text: localDigits(row.code, language), to: details },
              name: { text: row.tafsiliName ? `${name} / ${row.tafsiliName}` : name },
            },
          };
        },
      }),
    };
  }, [report, width, t, language, amount, periodText]);

  return (
    <ReportFrame
      testId="trial-balance"
      query={query}
      model={model}
      period="range"
      filters={
        <>
          <ReportLevelFilter levels={levels} value={level} testId="trial-balance-level" />
          <SegmentedField
            legend={t('WEB_REPORT_COLUMNS')}
            name="columns"
            value={width}
            options={widths.map((value) => ({ value, label: localDigits(value, language) }))}
            onChange={(value) => set({ columns: value })}
            testId="trial-balance-columns"
          />
        </>
      }
    />
  );
}
