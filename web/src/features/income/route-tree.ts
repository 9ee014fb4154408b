import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('income', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
export const preloadIncome = area.preload;

export const incomeRoutes: RouteObject[] = [
  sectionRoute('income', 'WEB_NAV_INCOME', [
    indexRoute(empty),
    pageRoute('create', 'WEB_CRUMB_CREATE', empty),
    sectionRoute(':id', 'WEB_CRUMB_DETAIL', [
      indexRoute(empty),
      pageRoute('edit', 'WEB_CRUMB_EDIT', empty),
      pageRoute('copy', 'WEB_CRUMB_COPY', empty),
    ]),
  ]),
];
