import { revalidateOnPathChange } from '../../lib/routing/revalidate.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { RecordNotFound, recordRouteError } from '../../ui/record-not-found.tsx';
import { ItemDetailScreen } from './item-detail-screen.tsx';
import { CopyItemScreen, CreateItemScreen, EditItemScreen } from './item-form-screens.tsx';
import { ItemListScreen } from './item-list-screen.tsx';
import { itemLoaders } from './item-loaders.ts';

const ItemRouteError = recordRouteError(() => (
  <RecordNotFound
    title="WEB_ITEM_NOT_FOUND_TITLE"
    body="WEB_ITEM_NOT_FOUND_BODY"
    listPath="/items"
    testId="item-not-found"
  />
));

/**
 * The items area's lazy chunk: each page's screen with its loader. The loaders live here, not in the route tree,
 * so the contract's item schemas and the query options stay out of the first download (the /login budget).
 */
export function itemPages(deps: RouteDeps) {
  const loaders = itemLoaders(deps);
  return {
    list: { Component: ItemListScreen, loader: loaders.list, shouldRevalidate: revalidateOnPathChange },
    create: { Component: CreateItemScreen, loader: loaders.create, shouldRevalidate: revalidateOnPathChange },
    detail: { Component: ItemDetailScreen, loader: loaders.detail, ErrorBoundary: ItemRouteError },
    edit: { Component: EditItemScreen, loader: loaders.edit, ErrorBoundary: ItemRouteError },
    copy: { Component: CopyItemScreen, loader: loaders.copy, ErrorBoundary: ItemRouteError },
  };
}
