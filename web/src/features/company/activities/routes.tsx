import type { LoaderFunctionArgs } from 'react-router';
import { listQuery, parseListState } from '../../../lib/list/list-state.ts';
import type { RouteDeps } from '../../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { recordAreaPages } from '../../../ui/record-not-found.tsx';
import { listCompanyActivitiesQuery } from '../../../lib/query/company-activities-query.ts';
import { listActivityActorsQuery } from './api.ts';
import { ActivityListScreen } from './activity-list-screen.tsx';
import { activityListSpec } from './activity-list-spec.ts';

const page = recordAreaPages({
  title: 'WEB_ACTIVITIES_EMPTY_TITLE',
  body: 'WEB_ACTIVITIES_EMPTY_BODY',
  listPath: '/company/activities',
  testId: 'activities-not-found',
});

/**
 * The activity log's lazy chunk. Its loader warms the page and the users of the filter; a refusal (a role that may
 * not read the log, 403) is left to the screen's list, which says so.
 */
export function activityPages({ queryClient }: RouteDeps) {
  return {
    list: page.list(ActivityListScreen, async ({ request }: LoaderFunctionArgs) => {
      const companyId = requireActiveCompanyId();
      const state = parseListState(new URL(request.url).searchParams, activityListSpec);
      await Promise.all(
        [
          queryClient.query(listCompanyActivitiesQuery(companyId, listQuery(state))),
          queryClient.query(listActivityActorsQuery(companyId)),
        ].map((query) => query.catch(() => null)),
      );
      return null;
    }),
  };
}
