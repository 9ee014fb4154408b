import { customerFilterFields, customerGroupFields, encodeFilter } from '@daftar/contracts/endpoints/report-filters';
import { customerSortFields } from '@daftar/contracts/endpoints/sales-reports';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { FilterSelect } from '../../ui/list/filter-select.tsx';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import { Pager, pageOf } from './pager.tsx';
import { customerFieldKeys, extraKeys, groupText, valueKey } from './report-fields.ts';
import { conditionsOf } from './report-filter.ts';
import { type LayoutSpec, ReportLayout, useReportLayout } from './report-layout.tsx';
import { RangeFields, useSalesParams } from './report-range.tsx';
import { ReportRefusal } from './report-refusal.tsx';
import { SavedReportsPanel } from './saved-reports-panel.tsx';
import { advanceCustomerQuery } from './sales-report-queries.ts';
import { type SalesColumn, type SalesRow, SalesTable } from './sales-table.tsx';
import { useLegacyRewrite } from './use-legacy-rewrite.ts';

const roles = ['CUSTOMER', 'SUPPLIER', 'ANY'] as const;
const figureKeys = ['count', 'invoices', 'amount', 'balanceDue'] as const;
const rowKeys = ['code', 'type', 'city', 'province', 'lastInvoiceDate'] as const;
const headerKey = (id: string) =>
  ({ count: 'WEB_SALES_PEOPLE' })[id] ?? customerFieldKeys[id as keyof typeof customerFieldKeys] ?? extraKeys[id] ?? id;

const layout: LayoutSpec<(typeof customerGroupFields)[number], (typeof customerSortFields)[number]> = {
  groups: customerGroupFields,
  rowSorts: customerSortFields.filter((field) => field !== 'group' && field !== 'count'),
  groupSorts: ['group', ...figureKeys],
  columns: [...rowKeys, ...figureKeys].map((id) => ({ id, header: headerKey(id) })),
  defaultHidden: ['type', 'province', 'lastInvoiceDate'],
};

/**
 * /reports/advance-customer: customers, suppliers or both with their invoices in a range, filtered by any of their
 * fields and those figures (the filter builder), one by one or grouped on one or two fields, sorted, with the
 * columns chosen and totals of every match; all of it is the URL and can be saved under a name for this user.
 */
export function AdvanceCustomerScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const { params, set, date, text } = useSalesParams();
  const legacy = useLegacyRewrite('ADVANCE_CUSTOMER');
  const role = roles.find((candidate) => candidate === params.get('role')) ?? 'CUSTOMER';
  const { groupBy, thenBy, sort, hidden } = useReportLayout(layout);
  const where = encodeFilter(conditionsOf(customerFilterFields, params.get('where')));
  const query = useQuery({
    ...advanceCustomerQuery(companyId, {
      role,
      from: date('from'),
      to: date('to'),
      where,
      q: text('q'),
      groupBy,
      thenBy,
      sort,
      page: pageOf(params),
      pageSize: 50,
    }),
    enabled: !legacy,
  });
  const report = query.data;
  const table = useMemo(() => {
    if (!report) return undefined;
    const money = (rials: number) => formatAmount(rials, language);
    const grouped = report.groupBy !== null;
    const header = (id: string) =>
      t(id === 'amount' ? (role === 'SUPPLIER' ? 'WEB_SALES_PURCHASED' : 'WEB_SALES_SOLD') : headerKey(id));
    const shown = (ids: readonly string[], numeric: boolean) =>
      ids.filter((id) => !hidden.has(id)).map((id) => ({ key: id, header: header(id), numeric }));
    const columns: SalesColumn[] = grouped
      ? [
          { key: 'label', header: t(headerKey(report.groupBy ?? '')) },
          ...(report.thenBy ? [{ key: 'subLabel', header: t(headerKey(report.thenBy)) }] : []),
          ...shown(figureKeys, true),
        ]
      : [
          { key: 'label', header: t('WEB_SALES_PARTY') },
          ...shown(rowKeys, false),
          ...shown(
            figureKeys.filter((id) => id !== 'count'),
            true,
          ),
        ];
    const figures = (row: Record<(typeof figureKeys)[number], number>) => ({
      count: { text: localDigits(String(row.count), language) },
      invoices: { text: localDigits(String(row.invoices), language) },
      amount: { text: money(row.amount) },
      balanceDue: { text: money(row.balanceDue) },
    });
    const rows: SalesRow[] = report.rows.map((row) => ({
      key: `${row.key}/${row.subKey ?? ''}`,
      testId: `advance-customer-row-${row.key}${row.subKey === null ? '' : `-${row.subKey}`}`,
      cells: {
        label: grouped
          ? { text: groupText(t, language, report.groupBy ?? '', row.key, row.label) }
          : { text: row.label, ...(row.stakeholderId ? { to: `/stakeholders/${row.stakeholderId}` } : {}) },
        subLabel: { text: groupText(t, language, report.thenBy ?? '', row.subKey ?? '', row.subLabel ?? '') },
        code: { text: localDigits(row.code ?? '', language) },
        type: { text: row.type ? t(valueKey('type', row.type) ?? '') : '' },
        city: { text: row.city ?? '' },
        province: { text: row.province ?? '' },
        lastInvoiceDate: {
          text: row.lastInvoiceDate ? formatDate(`${row.lastInvoiceDate}T12:00:00Z`, language) : '',
        },
        ...figures(row),
      },
    }));
    const totals: SalesRow = {
      key: 'totals',
      total: true,
      testId: 'advance-customer-totals',
      cells: {
        label: { text: t('WEB_SALES_TOTALS_OF', { count: localDigits(String(report.totals.count), language) }) },
        ...figures(report.totals),
      },
    };
    return { columns, rows: rows.length === 0 ? [] : [...rows, totals] };
  }, [report, t, language, role, hidden]);

  if (legacy) return null;
  return (
    <section className="sales-report" data-testid="advance-customer" aria-busy={query.isFetching}>
      <p className="sales-note">{t('WEB_SALES_ADVANCE_NOTE')}</p>
      <div className="sales-filters">
        <FilterSelect
          label={t('WEB_SALES_ROLE')}
          value={role}
          options={roles.map((value) => ({ value, label: t(`WEB_SALES_ROLE_${value}`) }))}
          onChange={(value) => set({ role: value })}
          testId="advance-customer-role"
        />
        <RangeFields error={query.error} />
        <SearchBox value={text('q') ?? ''} onSearch={(q) => set({ q })} label={t('WEB_SALES_SEARCH')} />
      </div>
      <FilterBuilder
        table={customerFilterFields}
        fieldLabel={(field) => t(headerKey(field))}
        valueLabel={(field, value) => t(valueKey(field, value) ?? value)}
        testId="customer-filter"
      />
      <ReportLayout
        spec={layout}
        groupLabel={(group) => t(headerKey(group))}
        sortLabel={(field) => t(headerKey(field))}
        testId="customer-layout"
      />
      <SavedReportsPanel kind="ADVANCE_CUSTOMER" path="/reports/advance-customer" />
      <ReportRefusal error={query.error} hasReport={report !== undefined} />
      {!report && !query.error && <p aria-live="polite">{t('WEB_LOADING')}</p>}
      {report && table && (
        <>
          <SalesTable
            testId="advance-customer-table"
            title={t('WEB_PAGE_ADVANCE_CUSTOMER_REPORT')}
            fileName={`advance-customer-${report.from}-${report.to}`}
            columns={table.columns}
            rows={table.rows}
          />
          <Pager testId="advance-customer-pager" meta={report.meta} />
        </>
      )}
    </section>
  );
}
