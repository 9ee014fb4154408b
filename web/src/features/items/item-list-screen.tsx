import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { toTableColumns } from '../../ui/list/list-columns.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { useErrorText } from '../common/use-error-text.ts';
import { itemCategoriesQuery, itemPageQuery } from './api.ts';
import { itemColumns } from './item-columns.tsx';
import { ItemListToolbar } from './item-list-toolbar.tsx';
import { itemListSpec } from './item-list-spec.ts';
import { itemsCompanyId } from './item-loaders.ts';
import './items.css';

const noRows: never[] = [];
const noCategories: string[] = [];

/** /items: the company's products and services, paged, sorted, searched and filtered on the server. */
export function ItemListScreen() {
  const t = useT();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const companyId = itemsCompanyId();
  const list = useListState(itemListSpec);
  const { data, isFetching, isError, error, refetch } = useQuery(itemPageQuery(companyId, list.query));
  const categories = useQuery(itemCategoriesQuery(companyId)).data ?? noCategories;
  const format = useMemo(() => ({ t, language }), [t, language]);
  const columns = useMemo(() => toTableColumns(itemColumns, format), [format]);
  const total = data?.meta.total ?? 0;

  /** What replaces the table: the failure, "no matches" for a search or filter, or the first-use invitation. */
  function notice() {
    if (isError && !data) {
      return (
        <ListEmptyState
          title={t('WEB_ITEM_LOAD_FAILED')}
          body={errorText(error)}
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              {t('WEB_ITEM_RETRY')}
            </Button>
          }
        />
      );
    }
    if (!data || total > 0 || isFetching) return null;
    if (list.filtered) {
      return (
        <ListEmptyState
          title={t('WEB_LIST_NO_MATCHES_TITLE')}
          body={t('WEB_LIST_NO_MATCHES_BODY')}
          action={
            <Button variant="outline" onClick={list.clearFilters} data-testid="items-clear-filters">
              {t('WEB_LIST_CLEAR_FILTERS')}
            </Button>
          }
        />
      );
    }
    return (
      <ListEmptyState
        title={t('WEB_ITEMS_EMPTY_TITLE')}
        body={t('WEB_ITEMS_EMPTY_BODY')}
        action={
          <div className="form-actions">
            <ButtonLink to="/items/create?formType=SERVICE" variant="outline">
              {t('WEB_ITEM_NEW_SERVICE')}
            </ButtonLink>
            <ButtonLink to="/items/create?formType=PRODUCT">{t('WEB_ITEM_NEW_PRODUCT')}</ButtonLink>
          </div>
        }
      />
    );
  }

  return (
    <>
      <ItemListToolbar
        list={list}
        format={format}
        companyId={companyId}
        categories={categories}
        canExport={total > 0}
      />
      {notice() ?? (
        <>
          <p className="list-summary" aria-live="polite" data-testid="list-total">
            {data ? t('WEB_LIST_TOTAL', { count: formatAmount(total, language) }) : t('WEB_LOADING')}
          </p>
          <DataTable
            caption={t('WEB_ITEMS_CAPTION')}
            hideCaption
            columns={columns}
            data={data?.data ?? noRows}
            getRowId={(row) => String(row.id)}
            rowCount={total}
            loading={isFetching}
            {...list.table}
          />
        </>
      )}
    </>
  );
}
