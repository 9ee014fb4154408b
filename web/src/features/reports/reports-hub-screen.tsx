import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { MonthlyChart } from './monthly-chart.tsx';
import { monthLabel } from './month-label.ts';
import { RangeFields, useSalesParams } from './report-range.tsx';
import { salesSummaryQuery } from './sales-report-queries.ts';
import type { SalesSummary } from './sales-reports-client.ts';
import { type SalesColumn, type SalesRow, SalesTable } from './sales-table.tsx';

const views = {
  'sales-customer': { kind: 'SELL', groupBy: 'CUSTOMER', title: 'WEB_SALES_BY_CUSTOMER' },
  'sales-item': { kind: 'SELL', groupBy: 'ITEM', title: 'WEB_SALES_BY_ITEM' },
  'sales-month': { kind: 'SELL', groupBy: 'MONTH', title: 'WEB_SALES_BY_MONTH' },
  'purchases-supplier': { kind: 'PURCHASE', groupBy: 'CUSTOMER', title: 'WEB_PURCHASES_BY_SUPPLIER' },
} as const;
type View = keyof typeof views;
const isView = (value: string | null): value is View => value !== null && value in views;

/**
 * /reports: sales by customer, by item and by month (bars and the table) and purchases by supplier, from issued
 * invoices net of returns (the screen says so: these read documents, the books' reports read the journal), with
 * links to the two advance reports.
 */
export function ReportsHubScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const { params, date } = useSalesParams();
  const viewParam = params.get('view');
  const view: View = isView(viewParam) ? viewParam : 'sales-customer';
  const { kind, groupBy, title } = views[view];
  const query = useQuery(salesSummaryQuery(companyId, { kind, groupBy, from: date('from'), to: date('to') }));
  const summary = query.data;
  const money = (rials: number) => formatAmount(rials, language);

  function tableOf(report: SalesSummary): { columns: SalesColumn[]; rows: SalesRow[] } {
    const nameHeader =
      groupBy === 'ITEM'
        ? 'WEB_SALES_ITEM'
        : groupBy === 'MONTH'
          ? 'WEB_SALES_MONTH'
          : kind === 'SELL'
            ? 'WEB_SALES_CUSTOMER'
            : 'WEB_SALES_SUPPLIER';
    const columns: SalesColumn[] = [
      ...(groupBy === 'MONTH' ? [] : [{ key: 'code', header: t('WEB_REPORT_CODE') }]),
      { key: 'name', header: t(nameHeader) },
      ...(groupBy === 'ITEM' ? [{ key: 'quantity', header: t('WEB_SALES_QUANTITY'), numeric: true }] : []),
      { key: 'invoices', header: t('WEB_SALES_INVOICES'), numeric: true },
      { key: 'net', header: t('WEB_SALES_NET'), numeric: true },
      { key: 'vat', header: t('WEB_SALES_VAT'), numeric: true },
      { key: 'total', header: t('WEB_SALES_TOTAL'), numeric: true },
      { key: 'returned', header: t('WEB_SALES_RETURNED'), numeric: true },
    ];
    const rows: SalesRow[] = report.rows.map((row) => ({
      key: row.key,
      testId: `sales-row-${row.key}`,
      cells: {
        code: { text: localDigits(row.code ?? '', language) },
        name: { text: groupBy === 'MONTH' ? monthLabel(t, row.key, language) : (row.label ?? '') },
        quantity: {
          text: row.quantity === null ? '' : `${formatAmount(row.quantity / 1000, language)} ${row.unit ?? ''}`.trim(),
        },
        invoices: { text: localDigits(String(row.invoices), language) },
        net: { text: money(row.net) },
        vat: { text: money(row.vat) },
        total: { text: money(row.total) },
        returned: { text: money(row.returned) },
      },
    }));
    const totals: SalesRow = {
      key: 'totals',
      total: true,
      testId: 'sales-totals',
      cells: {
        name: { text: t('WEB_REPORT_TOTALS') },
        invoices: { text: localDigits(String(report.totals.invoices), language) },
        net: { text: money(report.totals.net) },
        vat: { text: money(report.totals.vat) },
        total: { text: money(report.totals.total) },
        returned: { text: money(report.totals.returned) },
      },
    };
    return { columns, rows: rows.length === 0 ? [] : [...rows, totals] };
  }

  const table = summary ? tableOf(summary) : undefined;
  const bars = useMemo(
    () =>
      summary && groupBy === 'MONTH'
        ? summary.rows.map((row) => ({
            label: t(`WEB_SALES_MONTH_${Number(row.key.split('-')[1])}`),
            value: row.total,
          }))
        : [],
    [summary, groupBy, t],
  );

  return (
    <section className="stack" data-testid="reports-hub" aria-busy={query.isFetching}>
      <ul className="action-bar sales-tabs" aria-label={t('WEB_SALES_VIEWS')}>
        {(Object.keys(views) as View[]).map((name) => (
          <li key={name}>
            <Link
              to={`?view=${name}`}
              aria-current={name === view ? 'page' : undefined}
              data-testid={`reports-view-${name}`}
            >
              {t(views[name].title)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="sales-note">{t('WEB_SALES_SOURCE_NOTE')}</p>
      <div className="filter-bar report-no-print">
        <RangeFields error={query.error} />
      </div>
      <nav className="sales-links" aria-label={t('WEB_SALES_ADVANCE')}>
        <Link to="/reports/advance-invoice">{t('WEB_PAGE_ADVANCE_INVOICE_REPORT')}</Link>
        <Link to="/reports/advance-customer">{t('WEB_PAGE_ADVANCE_CUSTOMER_REPORT')}</Link>
      </nav>
      {groupBy === 'MONTH' && bars.length > 0 && (
        <MonthlyChart bars={bars} testId="sales-month-chart" rtl={language === 'fa'} />
      )}
      {query.error && !summary && <p role="alert">{t('WEB_REPORT_LOAD_FAILED')}</p>}
      {!summary && !query.error && <p aria-live="polite">{t('WEB_LOADING')}</p>}
      {summary && table && (
        <SalesTable
          testId="sales-table"
          title={`${t(title)} — ${t('WEB_REPORT_PERIOD', { from: formatDate(`${summary.from}T12:00:00Z`, language), to: formatDate(`${summary.to}T12:00:00Z`, language) })}`}
          fileName={`${view}-${summary.from}-${summary.to}`}
          columns={table.columns}
          rows={table.rows}
        />
      )}
    </section>
  );
}
