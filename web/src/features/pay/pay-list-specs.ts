import {
  linkKindSchema,
  linkSortFields,
  purchaseSortFields,
  purchaseSourceSchema,
} from '@daftar/contracts/endpoints/pay-schemas';
import { anyText, defineListSpec } from '../../lib/list/list-state.ts';

/** The terminal page's links: newest first; filters on the kind and whether the link is on. */
export const linkListSpec = defineListSpec({
  sortFields: linkSortFields,
  defaultSort: '-createdAt',
  filters: { kind: linkKindSchema.options, active: ['true', 'false'] },
});

/**
 * /pay/terminals/{id}/purchases: newest first; a link (from a link's page), a Tehran date range, paid by card or
 * recorded by hand.
 */
export const purchaseListSpec = defineListSpec({
  sortFields: purchaseSortFields,
  defaultSort: '-paidAt',
  filters: { linkId: anyText, from: anyText, to: anyText, source: purchaseSourceSchema.options },
});
