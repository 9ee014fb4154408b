import type { Dashboard } from '@daftar/contracts/endpoints/dashboard';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import type { DashboardFormat } from './dashboard-format.ts';

const UPlotChart = lazy(() => import('../../ui/chart/uplot-chart.tsx'));

/** The theme's brand colour, and the colour used when the page does not set it. */
const brand = { colorVar: '--color-brand', color: '#1d4ed8' };

/** One widget: a titled card; `wide` spans two columns of a wide layout. */
function Widget({ id, title, children, wide }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section
      className={`dashboard-widget${wide ? ' is-wide' : ''}`}
      aria-labelledby={`widget-${id}`}
      data-testid={`widget-${id}`}
    >
      <h2 id={`widget-${id}`} className="dashboard-widget-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A figure with its label, the amount in the company's unit. */
function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="dashboard-figure">
      <span className="dashboard-figure-label">{label}</span>
      <bdi className="dashboard-figure-value" data-testid={testId}>
        {value}
      </bdi>
    </div>
  );
}

export function CashWidget({ cash, format }: { cash: Dashboard['cash']; format: DashboardFormat }) {
  const t = useT();
  return (
    <Widget id="cash" title={t('WEB_DASHBOARD_CASH')}>
      <Figure label={t('WEB_DASHBOARD_CASH_TOTAL')} value={format.amount(cash.total)} testId="dashboard-cash-total" />
      <ul className="fact-lines dashboard-lines">
        {cash.accounts.map((account) => (
          <li key={account.accountId}>
            <Link to={`/accounting/account-details/${account.accountId}`}>{format.accountName(account)}</Link>
            <bdi>{format.amount(account.balance)}</bdi>
          </li>
        ))}
      </ul>
    </Widget>
  );
}

const ageingKeys = [
  ['upTo30', 'WEB_DASHBOARD_AGE_30'],
  ['days31To60', 'WEB_DASHBOARD_AGE_60'],
  ['days61To90', 'WEB_DASHBOARD_AGE_90'],
  ['over90', 'WEB_DASHBOARD_AGE_OVER_90'],
] as const;

/** Receivables or payables: the ledger's balance, and the open invoices by how long they have been due. */
export function PartyWidget({
  id,
  party,
  format,
}: {
  id: 'receivables' | 'payables';
  party: Dashboard['receivables'];
  format: DashboardFormat;
}) {
  const t = useT();
  const largest = Math.max(1, ...ageingKeys.map(([key]) => party.ageing[key]));
  return (
    <Widget id={id} title={t(id === 'receivables' ? 'WEB_DASHBOARD_RECEIVABLES' : 'WEB_DASHBOARD_PAYABLES')}>
      <Figure
        label={t('WEB_DASHBOARD_LEDGER_BALANCE')}
        value={format.amount(party.balance)}
        testId={`dashboard-${id}-balance`}
      />
      <p className="dashboard-note">
        {t('WEB_DASHBOARD_OPEN_INVOICES', { amount: format.amount(party.openInvoices) })}
      </p>
      {!format.compact && (
        <dl className="dashboard-ageing">
          {ageingKeys.map(([key, label]) => (
            <div key={key}>
              <dt>{t(label)}</dt>
              <dd>
                <span className="dashboard-bar" style={{ inlineSize: `${(party.ageing[key] / largest) * 100}%` }} />
                <bdi>{format.amount(party.ageing[key])}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Widget>
  );
}

export function SalesWidget({ months, format }: { months: Dashboard['monthlySales']; format: DashboardFormat }) {
  const t = useT();
  const current = months.at(-1);
  const previous = months.at(-2);
  const change =
    current && previous && previous.total > 0
      ? Math.round(((current.total - previous.total) / previous.total) * 100)
      : null;
  // The chart draws again whenever these change: kept between the dashboard's renders (each start-up answer renders
  // it again), so a new render does not throw away a drawing that costs a long task on a phone.
  const labels = useMemo(() => months.map(format.monthTick), [months, format]);
  const tooltips = useMemo(() => months.map(format.monthTooltip), [months, format]);
  const chartTitle = t('WEB_DASHBOARD_SALES_CHART');
  const series = useMemo(
    () => [{ label: chartTitle, values: months.map((month) => month.total), ...brand }],
    [months, chartTitle],
  );
  return (
    <Widget id="sales" title={t('WEB_DASHBOARD_SALES')} wide>
      <div className="dashboard-figures">
        <Figure
          label={t('WEB_DASHBOARD_THIS_MONTH')}
          value={format.amount(current?.total ?? 0)}
          testId="dashboard-sales-this-month"
        />
        <Figure
          label={t('WEB_DASHBOARD_LAST_MONTH')}
          value={format.amount(previous?.total ?? 0)}
          testId="dashboard-sales-last-month"
        />
        {change !== null && (
          <p className={`dashboard-change ${change >= 0 ? 'is-up' : 'is-down'}`}>
            {t(change >= 0 ? 'WEB_DASHBOARD_UP' : 'WEB_DASHBOARD_DOWN', { percent: format.number(Math.abs(change)) })}
          </p>
        )}
      </div>
      <Suspense fallback={<div className="dashboard-chart" style={{ blockSize: format.chartHeight }} />}>
        <div dir="ltr">
          <UPlotChart
            labels={labels}
            tooltips={tooltips}
            series={series}
            style="bars"
            formatAmount={format.shortAmount}
            height={format.chartHeight}
            title={chartTitle}
            testId="dashboard-sales-chart"
            className="dashboard-chart"
          />
        </div>
      </Suspense>
    </Widget>
  );
}

export function OverdueWidget({ overdue, format }: { overdue: Dashboard['overdue']; format: DashboardFormat }) {
  const t = useT();
  const shown = format.compact ? overdue.invoices.slice(0, 3) : overdue.invoices;
  return (
    <Widget id="overdue" title={t('WEB_DASHBOARD_OVERDUE')}>
      <Figure
        label={t('WEB_DASHBOARD_OVERDUE_COUNT', { count: format.number(overdue.count) })}
        value={format.amount(overdue.total)}
        testId="dashboard-overdue-total"
      />
      {shown.length === 0 ? (
        <p className="dashboard-note">{t('WEB_DASHBOARD_NOTHING_OVERDUE')}</p>
      ) : (
        <ul className="fact-lines dashboard-lines">
          {shown.map((invoice) => (
            <li key={invoice.id}>
              <Link to={`/invoices/sell/${invoice.id}`} data-testid="dashboard-overdue-link">
                <bdi>{localDigits(`${invoice.prefix ?? ''}${invoice.number ?? ''}`, format.language)}</bdi>{' '}
                {invoice.stakeholderName}
              </Link>
              <span className="dashboard-line-end">
                <bdi>{format.amount(invoice.balanceDue)}</bdi>
                <small>{t('WEB_DASHBOARD_DAYS_OVERDUE', { days: format.number(invoice.daysOverdue) })}</small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}

export function RecentVouchersWidget({
  vouchers,
  format,
}: {
  vouchers: Dashboard['recentVouchers'];
  format: DashboardFormat;
}) {
  const t = useT();
  const shown = format.compact ? vouchers.slice(0, 3) : vouchers;
  return (
    <Widget id="vouchers" title={t('WEB_DASHBOARD_RECENT_VOUCHERS')}>
      {shown.length === 0 ? (
        <p className="dashboard-note">{t('WEB_DASHBOARD_NO_VOUCHERS')}</p>
      ) : (
        <ul className="fact-lines dashboard-lines">
          {shown.map((voucher) => (
            <li key={voucher.id}>
              <Link to={`/accounting/journal-ledger/${voucher.id}/edit`}>
                {t('WEB_DASHBOARD_VOUCHER', { number: format.number(voucher.number) })}{' '}
                <small>{formatDate(voucher.date, format.language)}</small>
              </Link>
              <bdi>{format.amount(voucher.total)}</bdi>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
