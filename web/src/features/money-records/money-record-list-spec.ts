import { moneyRecordSortFields } from '@daftar/contracts/endpoints/money-records-schemas';
import { anyText, defineListSpec } from '../../lib/list/list-state.ts';

/**
 * A kind's list in the URL: newest first; a Jalali date range (ISO days), the category, the treasury account and
 * the stakeholder (ids, which the server checks). The kind is the route's, not a filter.
 */
export const moneyRecordListSpec = defineListSpec({
  sortFields: moneyRecordSortFields,
  defaultSort: '-date',
  filters: {
    from: anyText,
    to: anyText,
    categoryAccountId: anyText,
    treasuryId: anyText,
    stakeholderId: anyText,
  },
});
