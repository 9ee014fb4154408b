import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { formatAmount } from '../../../lib/format/format-amount.ts';
import { Button } from '../../../ui/button.tsx';
import type { ReportCell } from '../report-model.ts';
import { useReportParams } from '../report-params.ts';

/** Figures above a report's table: a label and its amount each, with a test id per figure. */
export function FigureSummary({
  testId,
  figures,
}: {
  testId: string;
  figures: [label: string, cell: ReportCell, id: string][];
}) {
  return (
    <dl className="report-summary" data-testid={testId}>
      {figures.map(([label, cell, id]) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd data-testid={`${testId}-${id}`}>{cell.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A server-paged report's pager: ?page= in the URL, previous and next, and which rows of how many are shown. */
export function PagePager({
  testId,
  meta,
}: {
  testId: string;
  meta: { page: number; pageSize: number; total: number };
}) {
  const t = useT();
  const { language } = useLanguage();
  const { set } = useReportParams();
  const last = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  if (last === 1) return null;
  const first = (meta.page - 1) * meta.pageSize + 1;
  return (
    <nav className="report-pager" aria-label={t('WEB_TABLE_PAGINATION')} data-testid={testId}>
      <Button
        variant="outline"
        size="sm"
        disabled={meta.page <= 1}
        onClick={() => set({ page: meta.page - 1 === 1 ? null : meta.page - 1 })}
        data-testid={`${testId}-previous`}
      >
        {t('WEB_TABLE_PREVIOUS_PAGE')}
      </Button>
      <span aria-live="polite">
        {t('WEB_LEDGER_LINES_OF', {
          first: formatAmount(first, language),
          last: formatAmount(Math.min(meta.total, first + meta.pageSize - 1), language),
          total: formatAmount(meta.total, language),
        })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={meta.page >= last}
        onClick={() => set({ page: meta.page + 1 })}
        data-testid={`${testId}-next`}
      >
        {t('WEB_TABLE_NEXT_PAGE')}
      </Button>
    </nav>
  );
}

/** A page number of the URL (1 when absent or not one). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
