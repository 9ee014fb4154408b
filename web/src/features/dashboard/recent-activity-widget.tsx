import { roleMay } from '@daftar/contracts/endpoints/employees-roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { activityActionKeys, activityRecord } from '../../lib/format/activity-labels.ts';
import { listCompanyActivitiesQuery } from '../../lib/query/company-activities-query.ts';
import { retryUnlessClientError } from '../../lib/query/retry.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';

/**
 * The dashboard's "recent activity": the log's five newest rows, each who did what to which kind of record and
 * when, linked to the whole log. Only owners and admins may read the log (the shared role table), so for anyone
 * else the widget is not shown and the log is not asked for.
 */
export function RecentActivityWidget({ companyId }: { companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  // Asked only by those the role table lets read the log: anyone else would get a 403 on every visit.
  const role = useQuery(profileQuery).data?.companies.find((each) => each.companyId === companyId)?.role;
  const recent = useQuery({
    ...listCompanyActivitiesQuery(companyId, { page: 1, pageSize: 5 }),
    enabled: role !== undefined && roleMay(role, 'activities', 'read'),
    retry: retryUnlessClientError,
  });
  if (!recent.data) return null;
  const format = { t, language };
  return (
    <section className="dashboard-widget" aria-labelledby="widget-activity" data-testid="widget-activity">
      <h2 id="widget-activity" className="dashboard-widget-title">
        {t('WEB_ACTIVITIES_RECENT')}
      </h2>
      {recent.data.data.length === 0 ? (
        <p className="dashboard-note">{t('WEB_ACTIVITIES_EMPTY_TITLE')}</p>
      ) : (
        <ul className="fact-lines dashboard-lines">
          {recent.data.data.map((activity) => (
            <li key={activity.id}>
              <span>
                {activity.user?.name ?? t('WEB_ACTIVITY_NO_USER')}: {t(activityActionKeys[activity.action])}{' '}
                {activityRecord(activity, format)}
              </span>
              <small>{formatDate(activity.at, language, { withTime: true })}</small>
            </li>
          ))}
        </ul>
      )}
      <Link to="/company/activities" data-testid="dashboard-activities-link">
        {t('WEB_ACTIVITIES_ALL')}
      </Link>
    </section>
  );
}
