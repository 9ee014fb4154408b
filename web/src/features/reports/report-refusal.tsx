import { useT, useTranslateText } from '../../i18n/use-t.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { useErrorText } from '../../ui/use-error-text.ts';

/**
 * Why the server refused the report, translated: a condition's refusal names the condition by its number (the
 * error's path `query.where.2.op` is the third), anything else reads as the server said; a failed load otherwise.
 */
export function ReportRefusal({ error, hasReport }: { error: Error | null; hasReport: boolean }) {
  const t = useT();
  const translate = useTranslateText();
  const errorText = useErrorText();
  if (!error) return null;
  const condition =
    error instanceof ApiError ? error.fieldErrors.find((field) => field.path.startsWith('query.where')) : undefined;
  if (condition) {
    const index = Number(condition.path.split('.')[2]);
    return (
      <p role="alert" className="field-error" data-testid="report-refusal">
        {Number.isInteger(index)
          ? t('WEB_RF_REFUSED', { n: index + 1, reason: translate(condition.message) })
          : translate(condition.message)}
      </p>
    );
  }
  if (hasReport) return null;
  return (
    <p role="alert" data-testid="report-refusal">
      {error instanceof ApiError && error.status === 400 ? errorText(error) : t('WEB_REPORT_LOAD_FAILED')}
    </p>
  );
}
