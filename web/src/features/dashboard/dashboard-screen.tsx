import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { activeCompanyId } from '../../lib/session/active-company.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { Typography } from '../../ui/typography.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** The dashboard: a greeting for the active company; its widgets are built by the dashboard issue. */
export function DashboardScreen() {
  const t = useT();
  const { data: profile } = useQuery(profileQuery);
  const company = profile?.companies.find((item) => item.companyId === activeCompanyId());
  return (
    <>
      <Typography variant="body1" className="dashboard-welcome" data-testid="dashboard-company">
        {t('WEB_DASHBOARD_WELCOME', { company: company?.name ?? '' })}
      </Typography>
      <EmptyState />
    </>
  );
}
