import type { CompanyActivity } from '@daftar/contracts/endpoints/company-activities';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { DateFilter } from '../../../ui/list/date-filter.tsx';
import { KeyedFilter, ListFilter } from '../../../ui/list/filter-select.tsx';
import { ScreenResults } from '../../../ui/list/screen-results.tsx';
import { ScreenToolbar } from '../../../ui/list/screen-toolbar.tsx';
import { type ListScreenOf, useListScreen } from '../../../ui/list/use-list-screen.ts';
import { listCompanyActivities } from '../../../lib/api/company-activities.ts';
import { listCompanyActivitiesQuery } from '../../../lib/query/company-activities-query.ts';
import { listActivityActorsQuery } from './api.ts';
import { activityColumns } from './activity-columns.tsx';
import { activityActionKeys, activityEntityKeys } from '../../../lib/format/activity-labels.ts';
import { activityListSpec } from './activity-list-spec.ts';
import './activities.css';

type Screen = ListScreenOf<typeof activityListSpec, CompanyActivity>;

/**
 * /company/activities: the company's audit log, newest first, paged on the server: who, when, what, and each changed
 * field before and after; filters by user, kind of record, action and days, all kept in the URL.
 */
export function ActivityListScreen() {
  const screen = useListScreen({ spec: activityListSpec, columns: activityColumns, id: 'company-activities' });
  const { t } = screen;
  const query = useQuery(listCompanyActivitiesQuery(screen.companyId, screen.list.query));
  return (
    <div className="activity-list">
      <ActivityToolbar screen={screen} canExport={(query.data?.meta.total ?? 0) > 0} />
      <ScreenResults
        screen={screen}
        query={query}
        caption={t('WEB_ACTIVITIES_CAPTION')}
        empty={{ title: t('WEB_ACTIVITIES_EMPTY_TITLE'), body: t('WEB_ACTIVITIES_EMPTY_BODY') }}
      />
    </div>
  );
}

function ActivityToolbar({ screen, canExport }: { screen: Screen; canExport: boolean }) {
  const { t, list, format } = screen;
  const actors = useQuery(listActivityActorsQuery(screen.companyId));
  return (
    <ScreenToolbar
      screen={screen}
      searchLabel={t('WEB_ACTIVITIES_SEARCH')}
      filters={
        <>
          <ListFilter
            list={list}
            name="userId"
            label={t('WEB_ACTIVITY_USER')}
            options={(actors.data ?? []).map((actor) => ({
              value: String(actor.id),
              label: localDigits(actor.name, format.language),
            }))}
          />
          <KeyedFilter list={list} name="entity" label={t('WEB_ACTIVITY_ENTITY')} keys={activityEntityKeys} />
          <KeyedFilter list={list} name="action" label={t('WEB_ACTIVITY_ACTION')} keys={activityActionKeys} />
          <DateFilter list={list} name="from" label={t('WEB_ACTIVITIES_FROM')} />
          <DateFilter list={list} name="to" label={t('WEB_ACTIVITIES_TO')} />
        </>
      }
      canExport={canExport}
      fileName="company-activities"
      fetchPage={(page, pageSize) =>
        listCompanyActivities(apiClient, screen.companyId, { ...list.query, page, pageSize })
      }
    >
      {null}
    </ScreenToolbar>
  );
}
