import { useQuery } from '@tanstack/react-query';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listItemCategoriesQuery, listItemsQuery } from './api.ts';
import { itemColumns } from './item-columns.tsx';
import { ItemListToolbar } from './item-list-toolbar.tsx';
import { itemListSpec } from './item-list-spec.ts';
import './items.css';

const noCategories: string[] = [];

/** /items: the company's products and services, paged, sorted, searched and filtered on the server. */
export function ItemListScreen() {
  const screen = useListScreen({ spec: itemListSpec, columns: itemColumns, id: 'items' });
  const { t } = screen;
  const mayWrite = useRoleMay(screen.companyId, 'items', 'write');
  const query = useQuery(listItemsQuery(screen.companyId, screen.list.query));
  const canExport = (query.data?.meta.total ?? 0) > 0;
  const categories = useQuery(listItemCategoriesQuery(screen.companyId)).data ?? noCategories;
  return (
    <>
      <ItemListToolbar screen={screen} canExport={canExport} categories={categories} />
      <ScreenResults
        screen={screen}
        query={query}
        caption={t('WEB_ITEMS_CAPTION')}
        empty={{ title: t('WEB_ITEMS_EMPTY_TITLE'), body: t('WEB_ITEMS_EMPTY_BODY') }}
        action={
          mayWrite && (
            <div className="form-actions">
              <ButtonLink to="/items/create?formType=SERVICE" variant="outline">
                {t('WEB_ITEM_NEW_SERVICE')}
              </ButtonLink>
              <ButtonLink to="/items/create?formType=PRODUCT">{t('WEB_ITEM_NEW_PRODUCT')}</ButtonLink>
            </div>
          )
        }
      />
    </>
  );
}
