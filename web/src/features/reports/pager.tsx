import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { Button } from '../../ui/button.tsx';
import { useSalesParams } from './report-range.tsx';

/** ?page= in the URL, previous and next, and which rows of how many are on screen. */
export function Pager({ testId, meta }: { testId: string; meta: { page: number; pageSize: number; total: number } }) {
  const t = useT();
  const { language } = useLanguage();
  const { set } = useSalesParams();
  const last = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  if (last === 1) return null;
  const first = (meta.page - 1) * meta.pageSize + 1;
  return (
    <nav className="action-bar report-no-print" aria-label={t('WEB_TABLE_PAGINATION')} data-testid={testId}>
      <Button variant="outline" size="sm" disabled={meta.page <= 1} onClick={() => set({ page: meta.page - 1 })}>
        {t('WEB_TABLE_PREVIOUS_PAGE')}
      </Button>
      <span aria-live="polite">
        {t('WEB_LEDGER_LINES_OF', {
          first: formatAmount(first, language),
          last: formatAmount(Math.min(meta.total, first + meta.pageSize - 1), language),
          total: formatAmount(meta.total, language),
        })}
      </span>
      <Button variant="outline" size="sm" disabled={meta.page >= last} onClick={() => set({ page: meta.page + 1 })}>
        {t('WEB_TABLE_NEXT_PAGE')}
      </Button>
    </nav>
  );
}

/** A page number of the URL (1 when absent or not one). */
export const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};
