import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { Page } from '../../lib/csv/fetch-all-pages.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import type { FilterOptions } from '../../lib/list/list-state.ts';
import type { ListStateHandle } from '../../lib/list/use-list-state.ts';
import { Button } from '../button.tsx';
import type { DataTableColumns } from '../data-table/data-table-features.ts';
import { DataTable } from '../data-table/data-table.tsx';
import { useErrorText } from '../use-error-text.ts';
import { ListEmptyState } from './list-empty-state.tsx';
import './list.css';

export interface ListResultsProps<T extends { id: number }> {
  /** The list page's query (`useQuery(…)`): its page, failure, whether a request is under way, and a retry. */
  query: Pick<UseQueryResult<Page<T>>, 'data' | 'error' | 'isFetching' | 'refetch'>;
  /** From `useListState`: whether a search or filter narrows the list, clearing them, and the table's paging/sort. */
  list: Pick<ListStateHandle<string, FilterOptions>, 'filtered' | 'clearFilters' | 'table'>;
  /** `toTableColumns(…)` of the columns shown. */
  columns: DataTableColumns<T>;
  /** The table's accessible name (already translated; hidden, screen readers read it). */
  caption: string;
  /** The first-use invitation when the company has no rows at all, usually a `<ListEmptyState>` with a create link. */
  empty: ReactNode;
}

const noRows: never[] = [];

/**
 * What a server-paged list screen shows under its toolbar: the row count and the table, or in their place the
 * failure with a retry, "no matches" with "clear the filters" when a search or filter found nothing, or `empty`.
 *
 * API: `<ListResults query={useQuery(pageQuery)} list={useListState(spec)} columns={…} caption={…} empty={…} />`.
 * Test ids: `list-total` (the count), `list-empty` (any of the notices), `list-clear-filters`.
 */
export function ListResults<T extends { id: number }>({ query, list, columns, caption, empty }: ListResultsProps<T>) {
  const t = useT();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const { data, error, isFetching, refetch } = query;
  const total = data?.meta.total ?? 0;

  // A failure with a page still on screen (a later page or a refetch) keeps the table: only a first load fails here.
  if (error && !data) {
    return (
      <ListEmptyState
        title={t('WEB_LIST_LOAD_FAILED')}
        body={errorText(error)}
        action={
          <Button variant="outline" loading={isFetching} onClick={() => void refetch()}>
            {t('WEB_LIST_RETRY')}
          </Button>
        }
      />
    );
  }
  if (data && total === 0 && !isFetching) {
    if (!list.filtered) return empty;
    return (
      <ListEmptyState
        title={t('WEB_LIST_NO_MATCHES_TITLE')}
        body={t('WEB_LIST_NO_MATCHES_BODY')}
        action={
          <Button variant="outline" onClick={list.clearFilters} data-testid="list-clear-filters">
            {t('WEB_LIST_CLEAR_FILTERS')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <p className="list-summary" aria-live="polite" data-testid="list-total">
        {data ? t('WEB_LIST_TOTAL', { count: formatAmount(total, language) }) : t('WEB_LOADING')}
      </p>
      <DataTable
        caption={caption}
        hideCaption
        columns={columns}
        data={data?.data ?? noRows}
        getRowId={(row) => String(row.id)}
        rowCount={total}
        loading={isFetching}
        {...list.table}
      />
    </>
  );
}
