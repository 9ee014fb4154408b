import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useAppSetting } from '../../lib/app-setting/app-setting.ts';
import { amountUnitQuery } from '../../lib/query/amount-unit-query.ts';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';
import { companyQuery } from '../../lib/session/company-query.ts';
import { useFeatureVariant } from '../../platform/flags/flag-store.ts';
import { Typography } from '../../ui/typography.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';
import { ChequesDueWidget } from './cheques-due-widget.tsx';
import { RecentActivityWidget } from './recent-activity-widget.tsx';
import { getDashboardQuery } from './api.ts';
import { dashboardFormat } from './dashboard-format.ts';
import { layoutOf } from './dashboard-layout.ts';
import { CashWidget, OverdueWidget, PartyWidget, RecentVouchersWidget, SalesWidget } from './dashboard-widgets.tsx';
import './dashboard.css';

/**
 * /dashboard: the active company's cash and bank position, receivables and payables with their ageing, this month's
 * sales against last month's with twelve months charted, overdue invoices, the cheques falling due and the latest
 * vouchers. The
 * `dashboard-layout` flag's variant and payload choose the layout; a new `dashboardStructureTimeStamp` in the app
 * setting rebuilds it and reads the figures afresh.
 */
export function DashboardScreen() {
  const t = useT();
  const companyId = useActiveCompanyId();
  const { data: company } = useQuery({ ...companyQuery(companyId ?? 0), enabled: companyId !== null });
  return (
    <>
      <Typography variant="body1" className="dashboard-welcome" data-testid="dashboard-company">
        {t('WEB_DASHBOARD_WELCOME', { company: company?.name ?? '' })}
      </Typography>
      {companyId !== null && <DashboardWidgets companyId={companyId} />}
    </>
  );
}

function DashboardWidgets({ companyId }: { companyId: number }) {
  const t = useT();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const { dashboardStructureTimeStamp } = useAppSetting();
  const variant = useFeatureVariant('dashboard-layout');
  const layout = useMemo(() => layoutOf(variant), [variant]);
  const unit = useQuery(amountUnitQuery(companyId)).data ?? 'RIAL';
  const dashboard = useQuery(getDashboardQuery(companyId, dashboardStructureTimeStamp));
  const format = useMemo(
    () => dashboardFormat((key, values) => t(key, values ?? {}), language, unit, layout),
    [t, language, unit, layout],
  );
  if (dashboard.error && !dashboard.data) return <p className="dashboard-note">{errorText(dashboard.error)}</p>;
  if (!dashboard.data) return <p className="dashboard-note">{t('WEB_LOADING')}</p>;
  const data = dashboard.data;
  return (
    <div
      key={dashboardStructureTimeStamp}
      className={`dashboard-grid is-${layout.name}`}
      style={{ '--dashboard-columns': layout.columns } as CSSProperties}
      data-layout={layout.name}
      data-columns={layout.columns}
      data-testid="dashboard-grid"
    >
      <CashWidget cash={data.cash} format={format} />
      <SalesWidget months={data.monthlySales} format={format} />
      <PartyWidget id="receivables" party={data.receivables} format={format} />
      <PartyWidget id="payables" party={data.payables} format={format} />
      <OverdueWidget overdue={data.overdue} format={format} />
      <RecentVouchersWidget vouchers={data.recentVouchers} format={format} />
      <ChequesDueWidget companyId={companyId} format={format} />
      <RecentActivityWidget companyId={companyId} />
    </div>
  );
}
