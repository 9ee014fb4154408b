import { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { DateField } from '../../ui/fields/date-field.tsx';
import { dateParam, useReportParams } from './report-params.ts';

/**
 * From and to, typed in the page's calendar (Jalali in fa), kept in the URL. Left empty, the server reports the
 * open fiscal year from its first day to its last, and so does a date half typed until it reads as one.
 */
export function ReportPeriodFilters({ single = false, error }: { single?: boolean; error?: Error | null }) {
  const t = useT();
  const { params, set } = useReportParams();
  // The server names the date it refuses (query.from, query.to, query.date: PERIOD_OUTSIDE_YEAR). A new period
  // starts the ledger at its first page (its cursors belong to the old one).
  const refused = (name: string) =>
    error instanceof ApiError ? error.fieldErrors.find((field) => field.path === `query.${name}`)?.message : undefined;
  const field = (name: 'from' | 'to' | 'date', label: string) => {
    const refusal = refused(name);
    return (
      <DateField
        key={name}
        label={label}
        name={name}
        value={dateParam(params, name) ?? ''}
        onChange={(iso) => set({ [name]: iso || null, after: null, before: null })}
        error={refusal ? t(refusal) : undefined}
        data-testid={`report-${name}`}
      />
    );
  };
  if (single) return field('date', t('WEB_REPORT_AT_DATE'));
  return (
    <>
      {field('from', t('WEB_REPORT_FROM'))}
      {field('to', t('WEB_REPORT_TO'))}
    </>
  );
}
