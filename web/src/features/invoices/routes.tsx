import { revalidateOnPathChange } from '../../lib/routing/revalidate.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { RecordNotFound, recordRouteError } from '../../ui/record-not-found.tsx';
import { SectionPage } from '../../ui/section-page.tsx';
import { DeliveryNoteListScreen } from './delivery-note-list-screen.tsx';
import { InvoiceDeliveryScreen, InvoiceReturnScreen } from './invoice-document-screens.tsx';
import { InvoiceListScreen } from './invoice-list-screen.tsx';
import { invoiceLoaders } from './invoice-loaders.ts';
import {
  InvoiceCopyScreen,
  InvoiceCreateScreen,
  InvoiceDetailScreen,
  InvoiceEditScreen,
  InvoicePaymentScreen,
} from './invoice-screens.tsx';

/** The overview's tabs. */
const tabs = [
  { to: 'all', label: 'WEB_TAB_ALL' },
  { to: 'sell', label: 'WEB_TAB_SELL' },
  { to: 'invoice-purchase', label: 'WEB_TAB_INVOICE_PURCHASE' },
  { to: 'estimates', label: 'WEB_TAB_ESTIMATES' },
  { to: 'delivery-notes', label: 'WEB_TAB_DELIVERY_NOTES' },
];

export const overviewPage = { Component: () => <SectionPage tabs={tabs} /> };

const AllInvoices = () => <InvoiceListScreen tab="all" />;
const SellInvoices = () => <InvoiceListScreen tab="sell" />;
const PurchaseInvoices = () => <InvoiceListScreen tab="invoice-purchase" />;
const Estimates = () => <InvoiceListScreen tab="estimates" />;
const EstimateCreate = () => <InvoiceCreateScreen kind="ESTIMATE" />;
const SellCreate = () => <InvoiceCreateScreen kind="SELL" />;
const PurchaseCreate = () => <InvoiceCreateScreen kind="PURCHASE" />;

const InvoiceRouteError = recordRouteError(() => (
  <RecordNotFound
    title="INVOICE_NOT_FOUND"
    body="WEB_INVOICE_NOT_FOUND_BODY"
    listPath="/invoices/overview/all"
    testId="invoice-not-found"
  />
));

/**
 * The invoices area's lazy chunk: screens and their loaders. The loaders live here, not in route-tree.ts, so the
 * contract schemas and client calls they need stay out of the first download (the /login bundle budget).
 */
export function invoicePages(deps: RouteDeps) {
  const loaders = invoiceLoaders(deps);
  const list = { shouldRevalidate: revalidateOnPathChange };
  const record = { loader: loaders.record, ErrorBoundary: InvoiceRouteError };
  return {
    listAll: { Component: AllInvoices, loader: loaders.list('all'), ...list },
    listSell: { Component: SellInvoices, loader: loaders.list('sell'), ...list },
    listPurchase: { Component: PurchaseInvoices, loader: loaders.list('invoice-purchase'), ...list },
    listEstimates: { Component: Estimates, loader: loaders.list('estimates'), ...list },
    deliveryNotes: { Component: DeliveryNoteListScreen, loader: loaders.deliveryNotes, ...list },
    estimateCreate: { Component: EstimateCreate, loader: loaders.create, ...list },
    sellCreate: { Component: SellCreate, loader: loaders.create, ...list },
    purchaseCreate: { Component: PurchaseCreate, loader: loaders.create, ...list },
    detail: { Component: InvoiceDetailScreen, ...record },
    edit: { Component: InvoiceEditScreen, ...record },
    copy: { Component: InvoiceCopyScreen, ...record },
    payment: { Component: InvoicePaymentScreen, ...record, loader: loaders.payment },
    return: { Component: InvoiceReturnScreen, ...record },
    delivery: { Component: InvoiceDeliveryScreen, ...record },
  };
}

export type InvoicePage = keyof ReturnType<typeof invoicePages>;
