import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('company', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
export const preloadCompany = area.preload;

/** SPEC §2 company routes: settings, info, activities, payment methods and employees. */
export const companyRoutes: RouteObject[] = [
  sectionRoute('company', 'WEB_NAV_COMPANY', [
    indexRoute(empty),
    pageRoute('settings', 'WEB_PAGE_COMPANY_SETTINGS', empty),
    pageRoute('info', 'WEB_PAGE_COMPANY_INFO', empty),
    pageRoute('activities', 'WEB_PAGE_COMPANY_ACTIVITIES', empty),
    sectionRoute('payment-methods', 'WEB_PAGE_PAYMENT_METHODS', [
      indexRoute(empty),
      pageRoute('new', 'WEB_CRUMB_NEW', empty),
      pageRoute('edit/:id', 'WEB_CRUMB_EDIT', empty),
    ]),
    sectionRoute('employees', 'WEB_PAGE_EMPLOYEES', [
      indexRoute(empty),
      pageRoute('new', 'WEB_CRUMB_NEW', empty),
      pageRoute('edit/:id', 'WEB_CRUMB_EDIT', empty),
      pageRoute('detail/:id', 'WEB_CRUMB_DETAIL', empty),
    ]),
  ]),
];
