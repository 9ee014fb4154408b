import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { toTableColumns } from '../../ui/list/list-columns.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { ListResults } from '../../ui/list/list-results.tsx';
import { listItemCategoriesQuery, listItemsQuery } from './api.ts';
import { itemColumns } from './item-columns.tsx';
import { ItemListToolbar } from './item-list-toolbar.tsx';
import { itemListSpec } from './item-list-spec.ts';
import './items.css';

const noCategories: string[] = [];

/** /items: the company's products and services, paged, sorted, searched and filtered on the server. */
export function ItemListScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const list = useListState(itemListSpec);
  const query = useQuery(listItemsQuery(companyId, list.query));
  const categories = useQuery(listItemCategoriesQuery(companyId)).data ?? noCategories;
  const format = useMemo(() => ({ t, language }), [t, language]);
  const columns = useMemo(() => toTableColumns(itemColumns, format), [format]);

  return (
    <>
      <ItemListToolbar
        list={list}
        format={format}
        companyId={companyId}
        categories={categories}
        canExport={(query.data?.meta.total ?? 0) > 0}
      />
      <ListResults
        query={query}
        list={list}
        columns={columns}
        caption={t('WEB_ITEMS_CAPTION')}
        empty={
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
        }
      />
    </>
  );
}
