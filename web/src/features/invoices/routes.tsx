import { EmptyState } from '../../ui/empty-state.tsx';
import { SectionPage } from '../../ui/section-page.tsx';

/** The invoices area's lazy chunk; the screens' content is built by the invoices issue. */
export const emptyPage = { Component: EmptyState };

const tabs = [
  { to: 'all', label: 'WEB_TAB_ALL' },
  { to: 'sell', label: 'WEB_TAB_SELL' },
  { to: 'invoice-purchase', label: 'WEB_TAB_INVOICE_PURCHASE' },
  { to: 'estimates', label: 'WEB_TAB_ESTIMATES' },
  { to: 'delivery-notes', label: 'WEB_TAB_DELIVERY_NOTES' },
];

export const overviewPage = { Component: () => <SectionPage tabs={tabs} /> };
