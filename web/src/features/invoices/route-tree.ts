import { redirect, type RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';
import { pageRoute, sectionRoute } from '../../lib/routing/page-route.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import type { InvoicePage } from './routes.tsx';

const area = lazyArea('invoices', () => import('./routes.tsx'));
export const preloadInvoices = area.preload;
// The printout is a chunk of its own: its words library loads only when an invoice is printed.
const printArea = lazyArea('invoices-print', () => import('./print/print-routes.tsx'));

type Lazy = ReturnType<typeof area.screen>;

/** A kind's create page and its record's detail, edit and copy pages (SPEC §2: /{kind}/{id}, /{kind}/edit/{id}…). */
function recordPages(create: Lazy, page: (name: 'detail' | 'edit' | 'copy') => Lazy): RouteObject[] {
  return [
    pageRoute('create', 'WEB_CRUMB_CREATE', create),
    pageRoute(':id', 'WEB_CRUMB_DETAIL', page('detail')),
    pageRoute('edit/:id', 'WEB_CRUMB_EDIT', page('edit')),
    pageRoute('copy/:id', 'WEB_CRUMB_COPY', page('copy')),
  ];
}

/**
 * SPEC §2's invoice routes: the overview's tabs, the sell, purchase and estimate pages, and a sale's payment, return
 * and delivery (a purchase's payment and return too).
 */
export function invoicesRoutes(deps: RouteDeps): RouteObject[] {
  const page = (name: InvoicePage) => area.screen((m) => m.invoicePages(deps)[name]);
  // A section's own path goes to its overview tab (a breadcrumb links there).
  const tab = (name: string): RouteObject => ({ index: true, loader: () => redirect(`/invoices/overview/${name}`) });
  // /invoices/{kind}/print/{id}?paper=a4|80mm: the invoice as it prints.
  const print = () =>
    pageRoute(
      'print/:id',
      'WEB_CRUMB_PRINT',
      printArea.screen((m) => m.printPage(deps)),
    );
  // …/print/{id}/return/{documentId} and …/delivery/{documentId}: one of its returns or delivery notes on A4.
  const printReturn = () =>
    pageRoute(
      'print/:id/return/:documentId',
      'WEB_CRUMB_PRINT',
      printArea.screen((m) => m.returnPrintPage(deps)),
    );
  const printDelivery = () =>
    pageRoute(
      'print/:id/delivery/:documentId',
      'WEB_CRUMB_PRINT',
      printArea.screen((m) => m.deliveryPrintPage(deps)),
    );
  return [
    sectionRoute('invoices', 'WEB_NAV_INVOICES', [
      tab('all'),
      pageRoute(
        'overview',
        'WEB_PAGE_INVOICES_OVERVIEW',
        area.screen((m) => m.overviewPage),
        {
          children: [
            tab('all'),
            pageRoute('all', 'WEB_TAB_ALL', page('listAll')),
            pageRoute('sell', 'WEB_TAB_SELL', page('listSell')),
            pageRoute('invoice-purchase', 'WEB_TAB_INVOICE_PURCHASE', page('listPurchase')),
            pageRoute('estimates', 'WEB_TAB_ESTIMATES', page('listEstimates')),
            pageRoute('delivery-notes', 'WEB_TAB_DELIVERY_NOTES', page('deliveryNotes')),
          ],
        },
      ),
      sectionRoute('sell', 'WEB_PAGE_SELL_INVOICE', [
        tab('sell'),
        ...recordPages(page('sellCreate'), page),
        print(),
        printReturn(),
        printDelivery(),
        pageRoute('submit-payment/:id', 'WEB_PAGE_SUBMIT_PAYMENT', page('payment')),
        pageRoute('submit-return/:id', 'WEB_PAGE_SUBMIT_RETURN', page('return')),
        pageRoute('submit-delivery/:id', 'WEB_PAGE_SUBMIT_DELIVERY', page('delivery')),
      ]),
      sectionRoute('purchase', 'WEB_PAGE_PURCHASE_INVOICE', [
        tab('invoice-purchase'),
        ...recordPages(page('purchaseCreate'), page),
        print(),
        printReturn(),
        // A payment made to the supplier ("Record a payment" / ثبت پرداخت), not one received.
        pageRoute('submit-payment/:id', 'WEB_INVOICE_ACTION_PAYMENT_PURCHASE', page('payment')),
        pageRoute('submit-return/:id', 'WEB_PAGE_SUBMIT_RETURN', page('return')),
      ]),
      sectionRoute('estimate', 'WEB_PAGE_ESTIMATE', [
        tab('estimates'),
        ...recordPages(page('estimateCreate'), page),
        print(),
      ]),
    ]),
  ];
}
