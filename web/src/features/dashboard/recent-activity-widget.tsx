import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { activityActionKeys, activityEntity } from '../../lib/format/activity-labels.ts';
import { listCompanyActivitiesQuery } from '../../lib/query/company-activities-query.ts';

/**
 * The dashboard's "recent activity": the log's five newest rows, each who did what to which kind of record and
 * when, linked to the whole log. Only owners and admins may read the log, so for anyone else (the API's 403) the
 * widget is not shown at all.
 */
export function RecentActivityWidget({ companyId }: { companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const recent = useQuery(listCompanyActivitiesQuery(companyId, { page: 1, pageSize: 5 }));
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
        <ul className="dashboard-lines">
          {recent.data.data.map((activity) => (
            <li key={activity.id}>
              <span>
                {activity.user?.name ?? t('WEB_ACTIVITY_NO_USER')}: {t(activityActionKeys[activity.action])}{' '}
                {activityEntity(activity.entity, format)}
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
