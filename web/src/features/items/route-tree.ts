import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import type { ItemPage } from './routes.tsx';

const area = lazyArea('items', () => import('./routes.tsx'));
export const preloadItems = area.preload;

/** SPEC §2 items routes; screens and loaders come with the area's chunk (see routes.tsx). */
export function itemsRoutes(deps: RouteDeps): RouteObject[] {
  const page = (name: ItemPage) => area.screen((m) => m.itemPages(deps)[name]);
  return [
    sectionRoute('items', 'WEB_NAV_ITEMS', [
      indexRoute(page('list')),
      pageRoute('create', 'WEB_CRUMB_CREATE', page('create')),
      sectionRoute(':id', 'WEB_CRUMB_DETAIL', [
        indexRoute(page('detail')),
        pageRoute('edit', 'WEB_CRUMB_EDIT', page('edit')),
        pageRoute('copy', 'WEB_CRUMB_COPY', page('copy')),
      ]),
    ]),
  ];
}
