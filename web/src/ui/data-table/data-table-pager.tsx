import type { ReactTable, RowData } from '@tanstack/react-table';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { Button } from '../button.tsx';
import type { DataTableFeatures } from './data-table-features.ts';

/** Previous / next and "Page n of m", with the numbers in the page's digits. */
export function DataTablePager<T extends RowData>({ table }: { table: ReactTable<DataTableFeatures, T> }) {
  const t = useT();
  const { language } = useLanguage();
  const page = table.state.pagination.pageIndex + 1;
  const count = Math.max(table.getPageCount(), 1);
  return (
    <nav className="data-table-pager" aria-label={t('WEB_TABLE_PAGINATION')}>
      <Button variant="outline" size="sm" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
        {t('WEB_TABLE_PREVIOUS_PAGE')}
      </Button>
      <span aria-live="polite">
        {t('WEB_TABLE_PAGE_OF', { page: formatAmount(page, language), count: formatAmount(count, language) })}
      </span>
      <Button variant="outline" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
        {t('WEB_TABLE_NEXT_PAGE')}
      </Button>
    </nav>
  );
}
