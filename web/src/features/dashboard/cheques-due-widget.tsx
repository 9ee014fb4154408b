import { roleMay } from '@daftar/contracts/endpoints/employees-roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { retryUnlessClientError } from '../../lib/query/retry.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { getDueCheques } from './dashboard-client.ts';
import type { DashboardFormat } from './dashboard-format.ts';

const directionKeys = { RECEIVED: 'WEB_DASHBOARD_CHEQUES_RECEIVED', ISSUED: 'WEB_DASHBOARD_CHEQUES_ISSUED' } as const;

/**
 * The dashboard's cheques falling due: for received and issued cheques still open, how many (and how much) are
 * overdue and due by Friday, linked to the list of them. Shown only to roles that read the treasury (the shared role
 * table), so no one else asks for it.
 */
export function ChequesDueWidget({ companyId, format }: { companyId: number; format: DashboardFormat }) {
  const t = useT();
  const role = useQuery(profileQuery).data?.companies.find((each) => each.companyId === companyId)?.role;
  const due = useQuery({
    // Under the books' key: a cheque step or an invoice's cheque payment marks it stale.
    queryKey: [...areaKeys.accounting, companyId, 'cheques', 'due'],
    queryFn: () => getDueCheques(apiClient, companyId),
    enabled: role !== undefined && roleMay(role, 'treasury', 'read'),
    retry: retryUnlessClientError,
  });
  if (!due.data) return null;
  return (
    <section className="dashboard-widget" aria-labelledby="widget-cheques" data-testid="widget-cheques">
      <h2 id="widget-cheques" className="dashboard-widget-title">
        {t('WEB_DASHBOARD_CHEQUES_DUE')}
      </h2>
      <dl className="dashboard-ageing">
        {due.data.figures.flatMap((figure) =>
          (['overdue', 'thisWeek'] as const).map((when) => (
            <div key={`${figure.direction}-${when}`}>
              <dt>
                {t(directionKeys[figure.direction])} —{' '}
                {t(when === 'overdue' ? 'WEB_DASHBOARD_CHEQUES_OVERDUE' : 'WEB_DASHBOARD_CHEQUES_THIS_WEEK')}
              </dt>
              <dd data-testid={`dashboard-cheques-${figure.direction}-${when}`}>
                <bdi>
                  {t('WEB_DASHBOARD_CHEQUES_FIGURE', {
                    count: format.number(figure[when].count),
                    amount: format.amount(figure[when].amount),
                  })}
                </bdi>
              </dd>
            </div>
          )),
        )}
      </dl>
      <Link to="/accounting/cheques/due" data-testid="dashboard-cheques-link">
        {t('WEB_DASHBOARD_CHEQUES_ALL')}
      </Link>
    </section>
  );
}
