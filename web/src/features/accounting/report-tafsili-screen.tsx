import { useQuery } from '@tanstack/react-query';
import { localDigits } from '../../lib/format/digits.ts';
import type { tafsiliReport } from './accounting-client-reports.ts';
import { accountName, TafsiliPicker } from './account-picker.tsx';
import { flowTable } from './report-figures.ts';
import type { ReportModel, ReportTools } from './report-model.ts';
import { dateParam, idParam, periodSearch } from './report-params.ts';
import { ReportPeriodFilters } from './report-period-filters.tsx';
import { tafsiliQuery, tafsiliReportQuery } from './report-queries.ts';
import { BuiltReportFrame, useReportScreen } from './report-screen.tsx';
import { onceChosen } from '../../lib/query/once-chosen.ts';

type TafsiliReport = Awaited<ReturnType<typeof tafsiliReport>>;

/** The tafsili's flow under each moein account, each row opening its lines there over the period. */
function tafsiliReportModel(report: TafsiliReport, { t, language, amount, periodText }: ReportTools): ReportModel {
  const window = periodSearch(report.period);
  const details = (accountId: number) =>
    `/accounting/account-details/${accountId}?${window}&tafsiliId=${report.tafsili.id}`;
  return {
    fileName: `tafsili-${report.tafsili.code}-${report.period.from}-${report.period.to}`,
    title: `${t('WEB_PAGE_ACC_TAFSILI_REPORT')} — ${report.tafsili.name} — ${periodText(report.period)}`,
    ...flowTable(report, {
      t,
      amount,
      nameHeader: t('WEB_REPORT_ACCOUNT'),
      totalsTestId: 'tafsili-totals',
      row: (row) => ({
        key: String(row.accountId),
        testId: `tafsili-row-${row.code}`,
        to: details(row.accountId),
        cells: {
          code: { text: localDigits(row.code, language), to: details(row.accountId) },
          name: { text: accountName(row, language) },
        },
      }),
    }),
  };
}

/**
 * /accounting/tafsili-report: one detail account (a person, a bank account, a cash box…) under every moein account
 * it appears in: opening balance, the period's debits and credits and the closing balance, each opening the lines.
 */
export function TafsiliReportScreen() {
  const { t, companyId, params, set } = useReportScreen();
  const tafsili = useQuery(tafsiliQuery(companyId));
  const tafsiliId = idParam(params, 'tafsiliId');
  const query = useQuery(
    onceChosen(tafsiliId, (id) =>
      tafsiliReportQuery(companyId, { tafsiliId: id, from: dateParam(params, 'from'), to: dateParam(params, 'to') }),
    ),
  );

  return (
    <BuiltReportFrame
      testId="tafsili-report"
      query={query}
      build={tafsiliReportModel}
      missing={tafsiliId === undefined ? t('WEB_TAFSILI_REPORT_CHOOSE') : undefined}
      filters={
        <>
          <TafsiliPicker
            label={t('WEB_REPORT_TAFSILI')}
            tafsili={tafsili.data ?? []}
            value={tafsiliId ?? null}
            onChange={(id) => set({ tafsiliId: id })}
            data-testid="tafsili-report-tafsili"
          />
          <ReportPeriodFilters error={query.error} />
        </>
      }
    />
  );
}
