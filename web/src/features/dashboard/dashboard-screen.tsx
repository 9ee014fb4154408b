import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';
import { companyQuery } from '../../lib/session/company-query.ts';
import { Typography } from '../../ui/typography.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';

/** The dashboard: a greeting for the active company; its widgets are built by the dashboard issue. */
export function DashboardScreen() {
  const t = useT();
  const companyId = useActiveCompanyId();
  const { data: company } = useQuery({ ...companyQuery(companyId ?? 0), enabled: companyId !== null });
  return (
    <>
      <Typography variant="body1" className="dashboard-welcome" data-testid="dashboard-company">
        {t('WEB_DASHBOARD_WELCOME', { company: company?.name ?? '' })}
      </Typography>
      <EmptyState />
    </>
  );
}
