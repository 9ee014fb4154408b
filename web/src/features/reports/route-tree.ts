import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { indexRoute, pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { ReportPage } from './routes.tsx';

const area = lazyArea('reports', () => import('./routes.tsx'));
const page = (name: ReportPage) => area.screen((m) => m.reportPages[name]);
export const preloadReports = area.preload;

export const reportsRoutes: RouteObject[] = [
  sectionRoute('reports', 'WEB_NAV_REPORTS', [
    indexRoute(page('hub')),
    pageRoute('advance-invoice', 'WEB_PAGE_ADVANCE_INVOICE_REPORT', page('advanceInvoice')),
    pageRoute('advance-customer', 'WEB_PAGE_ADVANCE_CUSTOMER_REPORT', page('advanceCustomer')),
  ]),
];
