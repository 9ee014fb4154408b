import { redirect, type RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';

const area = lazyArea('invoices', () => import('./routes.tsx'));
const empty = area.screen((m) => m.emptyPage);
export const preloadInvoices = area.preload;

/** SPEC §2 overview tabs. */
const overviewTabs = ['all', 'sell', 'invoice-purchase', 'estimates', 'delivery-notes'] as const;
const tabKeys: Record<(typeof overviewTabs)[number], string> = {
  all: 'WEB_TAB_ALL',
  sell: 'WEB_TAB_SELL',
  'invoice-purchase': 'WEB_TAB_INVOICE_PURCHASE',
  estimates: 'WEB_TAB_ESTIMATES',
  'delivery-notes': 'WEB_TAB_DELIVERY_NOTES',
};

/** Detail, edit and copy of one kind of invoice (sell, purchase, estimate). */
function kindRoutes(kind: string, crumb: string, extra: RouteObject[] = []): RouteObject {
  return sectionRoute(kind, crumb, [
    pageRoute('create', 'WEB_CRUMB_CREATE', empty),
    pageRoute(':id', 'WEB_CRUMB_DETAIL', empty),
    pageRoute('edit/:id', 'WEB_CRUMB_EDIT', empty),
    pageRoute('copy/:id', 'WEB_CRUMB_COPY', empty),
    ...extra,
  ]);
}

export const invoicesRoutes: RouteObject[] = [
  sectionRoute('invoices', 'WEB_NAV_INVOICES', [
    { index: true, loader: () => redirect('/invoices/overview/all') },
    pageRoute(
      'overview',
      'WEB_PAGE_INVOICES_OVERVIEW',
      area.screen((m) => m.overviewPage),
      {
        children: [
          { index: true, loader: () => redirect('/invoices/overview/all') },
          ...overviewTabs.map((tab) => pageRoute(tab, tabKeys[tab], empty)),
        ],
      },
    ),
    kindRoutes('sell', 'WEB_PAGE_SELL_INVOICE', [
      pageRoute('submit-return/:id', 'WEB_PAGE_SUBMIT_RETURN', empty),
      pageRoute('submit-payment/:id', 'WEB_PAGE_SUBMIT_PAYMENT', empty),
      pageRoute('submit-delivery/:id', 'WEB_PAGE_SUBMIT_DELIVERY', empty),
    ]),
    kindRoutes('purchase', 'WEB_PAGE_PURCHASE_INVOICE'),
    kindRoutes('estimate', 'WEB_PAGE_ESTIMATE'),
  ]),
];
