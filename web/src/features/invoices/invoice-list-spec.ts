import { deliveryNoteSortFields } from '@daftar/contracts/endpoints/invoices-documents';
import { invoiceStatusSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import { invoiceSortFields } from '@daftar/contracts/endpoints/invoice-list-schemas';
import { anyText, defineListSpec } from '../../lib/list/list-state.ts';

/**
 * The overview's URL state: newest first; filters by status and a date range (ISO days, open values the server
 * checks). The kind is the tab's, not a filter.
 */
export const invoiceListSpec = defineListSpec({
  sortFields: invoiceSortFields,
  defaultSort: '-issueDate',
  filters: {
    status: invoiceStatusSchema.options,
    from: anyText,
    to: anyText,
  },
});

/** The delivery notes' tab: newest first, a date range. */
export const deliveryNoteListSpec = defineListSpec({
  sortFields: deliveryNoteSortFields,
  defaultSort: '-date',
  filters: { from: anyText, to: anyText },
});

/** The overview's tabs: the path segment and the kind it lists (all kinds when absent). */
export const overviewTabs = {
  all: undefined,
  sell: 'SELL',
  'invoice-purchase': 'PURCHASE',
  estimates: 'ESTIMATE',
} as const;
export type OverviewTab = keyof typeof overviewTabs;
