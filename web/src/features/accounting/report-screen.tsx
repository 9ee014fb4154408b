import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { useReportAmounts } from './report-amounts.ts';
import { useReportParams } from './report-params.ts';

/** "from … to …" in the page's calendar, for titles and file names. */
export function usePeriodText() {
  const t = useT();
  const { language } = useLanguage();
  return (period: { from: string; to: string }) =>
    t('WEB_REPORT_PERIOD', {
      from: formatDate(`${period.from}T12:00:00Z`, language),
      to: formatDate(`${period.to}T12:00:00Z`, language),
    });
}

/**
 * What a report screen starts from: the texts and language, the active company, the URL-kept parameters and their
 * setter, `amount(rials)` in the settings' unit and the period's caption.
 */
export function useReportScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { params, set } = useReportParams();
  const { amount } = useReportAmounts();
  return { t, language, companyId: requireActiveCompanyId(), params, set, amount, periodText: usePeriodText() };
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
