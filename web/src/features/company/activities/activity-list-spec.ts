import { activityActions, activitySortFields } from '@daftar/contracts/endpoints/company-activities';
import { anyText, defineListSpec } from '../../../lib/list/list-state.ts';
import { activityEntityKeys } from '../../../lib/format/activity-labels.ts';

/**
 * /company/activities' URL state: newest first; filters by user (an id the server checks), kind of record, action
 * and a range of days.
 */
export const activityListSpec = defineListSpec({
  sortFields: activitySortFields,
  defaultSort: '-at',
  filters: {
    userId: anyText,
    entity: Object.keys(activityEntityKeys) as (keyof typeof activityEntityKeys)[],
    action: activityActions,
    from: anyText,
    to: anyText,
  },
});
