import { type ReactNode, useCallback, useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { useReportAmounts } from './report-amounts.ts';
import { ReportFrame, type ReportFrameProps } from './report-frame.tsx';
import type { ReportBuilder, ReportTools } from './report-model.ts';
import { useReportParams } from './report-params.ts';

/**
 * "from … to …" in the page's calendar, for titles and file names: one function until the language changes, so the
 * reports' models memoised on it are not built again on every render.
 */
export function usePeriodText() {
  const t = useT();
  const { language } = useLanguage();
  return useCallback(
    (period: { from: string; to: string }) =>
      t('WEB_REPORT_PERIOD', {
        from: formatDate(`${period.from}T12:00:00Z`, language),
        to: formatDate(`${period.to}T12:00:00Z`, language),
      }),
    [t, language],
  );
}

/** The report tools, one object until the language or the unit changes (a builder's memo depends on it). */
export function useReportTools(): ReportTools {
  const t = useT();
  const { language } = useLanguage();
  const { amount } = useReportAmounts();
  const periodText = usePeriodText();
  return useMemo(() => ({ t, language, amount, periodText }), [t, language, amount, periodText]);
}

/**
 * What a report screen starts from: the texts and language, the active company, the URL-kept parameters and their
 * setter, `amount(rials)` in the settings' unit and the period's caption.
 */
export function useReportScreen() {
  const { params, set } = useReportParams();
  return { ...useReportTools(), companyId: requireActiveCompanyId(), params, set };
}

/** A report's level switch (group, kol, moein, tafsili: whichever the report offers), kept in `?level=`. */
export function ReportLevelFilter<L extends string>({
  levels,
  value,
  testId,
}: {
  levels: readonly L[];
  value: L;
  /** `${testId}` names the switch, as the report's other test ids (`trial-balance-level`). */
  testId: string;
}) {
  const t = useT();
  const { set } = useReportParams();
  const levelKey = (level: string) => `WEB_REPORT_LEVEL_${level}`;
  return (
    <SegmentedField
      legend={t('WEB_REPORT_LEVEL')}
      name="level"
      value={value}
      options={levels.map((level) => ({ value: level, label: t(levelKey(level)) }))}
      onChange={(level) => set({ level })}
      testId={testId}
    />
  );
}

/**
 * A report frame whose rows it builds itself from the query's figures with the report's pure builder (a function
 * of the module, so the rows are built again only when the figures, the language or the unit change); the summary
 * and footer are drawn from the figures too, once they are in.
 */
export function BuiltReportFrame<D>({
  query,
  build,
  summary,
  footer,
  ...frame
}: Omit<ReportFrameProps, 'model' | 'query' | 'summary' | 'footer'> & {
  query: ReportFrameProps['query'] & { data: D | undefined };
  build: ReportBuilder<D>;
  summary?: (data: D) => ReactNode;
  footer?: (data: D) => ReactNode;
}) {
  const tools = useReportTools();
  const data = query.data;
  const model = useMemo(() => (data === undefined ? undefined : build(data, tools)), [data, build, tools]);
  const drawn = (part?: (data: D) => ReactNode) => (part && data !== undefined ? part(data) : undefined);
  return <ReportFrame {...frame} query={query} model={model} summary={drawn(summary)} footer={drawn(footer)} />;
}
