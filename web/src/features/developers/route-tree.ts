import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('developers', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
export const preloadDevelopers = area.preload;

export const developersRoutes: RouteObject[] = [
  sectionRoute('developers', 'WEB_NAV_DEVELOPERS', [
    indexRoute(empty),
    pageRoute('create-openapi-permission', 'WEB_PAGE_CREATE_OPENAPI_PERMISSION', empty),
  ]),
];
