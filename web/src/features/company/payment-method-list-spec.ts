import { paymentMethodSortFields } from '@daftar/contracts/endpoints/payment-methods';
import { defineListSpec } from '../../lib/list/list-state.ts';

/** /company/payment-methods' URL state: by kind unless sorted otherwise, filtered by kind and status. */
export const paymentMethodListSpec = defineListSpec({
  sortFields: paymentMethodSortFields,
  defaultSort: 'kind',
  filters: {
    kind: ['CASH', 'CARD_READER', 'BANK_TRANSFER', 'CHEQUE'],
    active: ['true', 'false'],
  },
});
