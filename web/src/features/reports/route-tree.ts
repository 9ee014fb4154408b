import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('reports', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
export const preloadReports = area.preload;

export const reportsRoutes: RouteObject[] = [
  sectionRoute('reports', 'WEB_NAV_REPORTS', [
    indexRoute(empty),
    pageRoute('advance-invoice', 'WEB_PAGE_ADVANCE_INVOICE_REPORT', empty),
    pageRoute('advance-customer', 'WEB_PAGE_ADVANCE_CUSTOMER_REPORT', empty),
  ]),
];
