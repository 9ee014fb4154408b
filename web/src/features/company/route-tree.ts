import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { activityRoutes } from './activities/route-tree.ts';
import { employeeRoutes } from './employees/route-tree.ts';

const area = lazyArea('company', () => import('./routes.tsx'));
export const preloadCompany = area.preload;

type CompanyPage = keyof ReturnType<typeof import('./routes.tsx').companyPages>;

/** SPEC §2 company routes: the hub, settings, info, activities, payment methods and employees. */
export function companyRoutes(deps: RouteDeps): RouteObject[] {
  const page = (name: CompanyPage) => area.screen((m) => m.companyPages(deps)[name]);
  return [
    sectionRoute('company', 'WEB_NAV_COMPANY', [
      indexRoute(page('hub')),
      pageRoute('settings', 'WEB_PAGE_COMPANY_SETTINGS', page('settings')),
      pageRoute('info', 'WEB_PAGE_COMPANY_INFO', page('info')),
      activityRoutes(deps),
      sectionRoute('payment-methods', 'WEB_PAGE_PAYMENT_METHODS', [
        indexRoute(page('paymentMethods')),
        pageRoute('new', 'WEB_CRUMB_NEW', page('newPaymentMethod')),
        pageRoute('edit/:id', 'WEB_CRUMB_EDIT', page('editPaymentMethod')),
      ]),
      employeeRoutes(deps),
    ]),
  ];
}
