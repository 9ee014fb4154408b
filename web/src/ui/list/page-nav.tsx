import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { Button } from '../button.tsx';

/**
 * A server-paged list's previous and next, and which rows of how many are on screen; nothing when all fit on one
 * page. Where the page is kept (a URL parameter, say) is the caller's: `go` moves to a page.
 */
export function PageNav({
  meta,
  go,
  testId,
  className,
  stepTestIds = false,
}: {
  meta: { page: number; pageSize: number; total: number };
  go(page: number): void;
  testId: string;
  className: string;
  /** Test ids on the buttons too, `<testId>-previous` and `<testId>-next`. */
  stepTestIds?: boolean;
}) {
  const t = useT();
  const { language } = useLanguage();
  const last = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  if (last === 1) return null;
  const first = (meta.page - 1) * meta.pageSize + 1;
  return (
    <nav className={className} aria-label={t('WEB_TABLE_PAGINATION')} data-testid={testId}>
      <Button
        variant="outline"
        size="sm"
        disabled={meta.page <= 1}
        onClick={() => go(meta.page - 1)}
        data-testid={stepTestIds ? `${testId}-previous` : undefined}
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
        onClick={() => go(meta.page + 1)}
        data-testid={stepTestIds ? `${testId}-next` : undefined}
      >
        {t('WEB_TABLE_NEXT_PAGE')}
      </Button>
    </nav>
  );
}
