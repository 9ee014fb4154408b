import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { recordAreaPages } from '../../ui/record-not-found.tsx';
import { ItemDetailScreen } from './item-detail-screen.tsx';
import { CopyItemScreen, CreateItemScreen, EditItemScreen } from './item-form-screens.tsx';
import { ItemListScreen } from './item-list-screen.tsx';
import { itemLoaders } from './item-loaders.ts';

const page = recordAreaPages({
  title: 'WEB_ITEM_NOT_FOUND_TITLE',
  body: 'WEB_ITEM_NOT_FOUND_BODY',
  listPath: '/items',
  testId: 'item-not-found',
});

/**
 * The items area's lazy chunk: each page's screen with its loader. The loaders live here, not in the route tree,
 * so the contract's item schemas and the query options stay out of the first download (the /login budget).
 */
export function itemPages(deps: RouteDeps) {
  const loaders = itemLoaders(deps);
  return {
    list: page.list(ItemListScreen, loaders.list),
    create: page.list(CreateItemScreen, loaders.create),
    detail: page.record(ItemDetailScreen, loaders.detail),
    edit: page.record(EditItemScreen, loaders.edit),
    copy: page.record(CopyItemScreen, loaders.copy),
  };
}
