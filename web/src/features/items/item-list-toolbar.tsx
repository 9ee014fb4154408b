import type { Item } from '@daftar/contracts/endpoints/items';
import { apiClient } from '../../lib/api/client.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ActiveFilter } from '../../ui/list/active-filter.tsx';
import { KeyedFilter, ListFilter } from '../../ui/list/filter-select.tsx';
import { NewLinks } from '../../ui/list/new-links.tsx';
import { ScreenToolbar } from '../../ui/list/screen-toolbar.tsx';
import type { ListScreenOf } from '../../ui/list/use-list-screen.ts';
import { itemKindKeys } from './item-kind.ts';
import type { itemListSpec } from './item-list-spec.ts';
import { listItems } from './items-client.ts';

/** Search (name, code, barcode), the kind, category and status filters, the CSV export, the import and the two "new" links. */
export function ItemListToolbar({
  screen,
  canExport,
  categories,
}: {
  screen: ListScreenOf<typeof itemListSpec, Item>;
  canExport: boolean;
  categories: string[];
}) {
  const { t, list } = screen;
  const mayWrite = useRoleMay(screen.companyId, 'items', 'write');
  const { filters } = list.state;
  // A category from a shared link may no longer be used by any item; it stays selectable so the filter shows it.
  const categoryOptions = [...new Set([...categories, ...(filters.category ? [filters.category] : [])])];

  return (
    <ScreenToolbar
      screen={screen}
      searchLabel={t('WEB_ITEMS_SEARCH')}
      filters={
        <>
          <KeyedFilter list={list} name="kind" label={t('WEB_ITEM_KIND')} keys={itemKindKeys} />
          <ListFilter
            list={list}
            name="category"
            label={t('WEB_ITEM_CATEGORY')}
            options={categoryOptions.map((category) => ({ value: category, label: category }))}
          />
          <ActiveFilter list={list} />
        </>
      }
      canExport={canExport}
      fileName="items"
      fetchPage={(page, pageSize) => listItems(apiClient, screen.companyId, { ...list.query, page, pageSize })}
    >
      {mayWrite && (
        <NewLinks
          links={[
            { to: '/items/import', label: t('WEB_IMPORT_ITEMS'), testId: 'items-import' },
            { to: '/items/create?formType=SERVICE', label: t('WEB_ITEM_NEW_SERVICE'), testId: 'items-new-service' },
            { to: '/items/create?formType=PRODUCT', label: t('WEB_ITEM_NEW_PRODUCT'), testId: 'items-new-product' },
          ]}
        />
      )}
    </ScreenToolbar>
  );
}
