import { voucherStatusSchema } from '@daftar/contracts/endpoints/accounting-vouchers';
import { anyText, defineListSpec } from '../../lib/list/list-state.ts';

/**
 * /accounting/journal-ledger's URL state: newest number first; filters by status and kind, a date range (ISO days)
 * and an account (its id). The dates and the account are open values the server checks.
 */
export const voucherListSpec = defineListSpec({
  sortFields: ['number', 'date'],
  defaultSort: '-number',
  filters: {
    status: voucherStatusSchema.options,
    kind: ['NORMAL', 'OPENING', 'CLOSING'],
    from: anyText,
    to: anyText,
    accountId: anyText,
  },
});
