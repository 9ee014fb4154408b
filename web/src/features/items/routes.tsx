import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { ItemDetailScreen } from './item-detail-screen.tsx';
import { CopyItemScreen, CreateItemScreen, EditItemScreen } from './item-form-screens.tsx';
import { ItemListScreen } from './item-list-screen.tsx';
import { itemLoaders, revalidateOnPathChange } from './item-loaders.ts';

/**
 * The items area's lazy chunk: each page's screen with its loader. The loaders live here, not in the route tree,
 * so the contract's item schemas and the query options stay out of the first download (the /login budget).
 */
export function itemPages(deps: RouteDeps) {
  const loaders = itemLoaders(deps);
  return {
    list: { Component: ItemListScreen, loader: loaders.list, shouldRevalidate: revalidateOnPathChange },
    create: { Component: CreateItemScreen, loader: loaders.create, shouldRevalidate: revalidateOnPathChange },
    detail: { Component: ItemDetailScreen, loader: loaders.detail },
    edit: { Component: EditItemScreen, loader: loaders.edit },
    copy: { Component: CopyItemScreen, loader: loaders.copy },
  };
}

export type ItemPage = keyof ReturnType<typeof itemPages>;
