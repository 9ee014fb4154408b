import { itemSortFields } from '@daftar/contracts/endpoints/items';
import { anyText, defineListSpec } from '../../lib/list/list-state.ts';

/** /items' URL state: the contract's sort fields and filters, newest first; categories are the company's own words. */
export const itemListSpec = defineListSpec({
  sortFields: itemSortFields,
  defaultSort: '-createdAt',
  filters: {
    kind: ['PRODUCT', 'SERVICE'],
    category: anyText,
    active: ['true', 'false'],
  },
});
