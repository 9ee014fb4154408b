import { encodeFilter, invoiceFilterFields, invoiceGroupFields } from '@daftar/contracts/endpoints/report-filters';
import { invoiceSortFields } from '@daftar/contracts/endpoints/sales-reports';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import { Pager, pageOf } from './pager.tsx';
import { extraKeys, groupText, invoiceFieldKeys, valueKey } from './report-fields.ts';
import { conditionsOf } from './report-filter.ts';
import { type LayoutSpec, ReportLayout, useReportLayout } from './report-layout.tsx';
import { RangeFields, useSalesParams } from './report-range.tsx';
import { ReportRefusal } from './report-refusal.tsx';
import { SavedReportsPanel } from './saved-reports-panel.tsx';
import { advanceInvoiceQuery } from './sales-report-queries.ts';
import { type SalesColumn, type SalesRow, SalesTable } from './sales-table.tsx';
import { useLegacyRewrite } from './use-legacy-rewrite.ts';

const figureKeys = ['count', 'net', 'discount', 'vat', 'total', 'paid', 'balanceDue'] as const;
const rowKeys = ['date', 'dueDate', 'party', 'partyCode', 'city', 'kind', 'status'] as const;
const headerKey = (id: string) =>
  ({ date: 'WEB_RF_F_ISSUE_DATE', city: 'WEB_RF_F_PARTY_CITY', count: 'WEB_SALES_INVOICES' })[id] ??
  invoiceFieldKeys[id as keyof typeof invoiceFieldKeys] ??
  extraKeys[id] ??
  id;

const layout: LayoutSpec<(typeof invoiceGroupFields)[number], (typeof invoiceSortFields)[number]> = {
  groups: invoiceGroupFields,
  rowSorts: invoiceSortFields.filter((field) => field !== 'group' && field !== 'count'),
  groupSorts: ['group', ...figureKeys],
  columns: [...rowKeys, ...figureKeys].map((id) => ({ id, header: headerKey(id) })),
  defaultHidden: ['dueDate', 'partyCode', 'city', 'discount', 'paid'],
};

/**
 * /reports/advance-invoice: the filter builder over invoices (any field, operator and value; all must hold), a
 * range and a search, shown one by one or grouped on one or two fields with sums per group, sorted and with the
 * columns chosen; totals of every match. All of it is the URL, and can be saved under a name for this user.
 */
export function AdvanceInvoiceScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const { params, set, date, text } = useSalesParams();
  const legacy = useLegacyRewrite('ADVANCE_INVOICE');
  const { groupBy, thenBy, sort, hidden } = useReportLayout(layout);
  const where = encodeFilter(conditionsOf(invoiceFilterFields, params.get('where')));
  const query = useQuery({
    ...advanceInvoiceQuery(companyId, {
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
    const shown = (ids: readonly string[]) =>
      ids.filter((id) => !hidden.has(id)).map((id) => ({ key: id, header: t(headerKey(id)), numeric: true }));
    const columns: SalesColumn[] = grouped
      ? [
          { key: 'label', header: t(headerKey(report.groupBy ?? '')) },
          ...(report.thenBy ? [{ key: 'subLabel', header: t(headerKey(report.thenBy)) }] : []),
          ...shown(figureKeys),
        ]
      : [
          { key: 'label', header: t('WEB_SALES_NUMBER') },
          ...shown(rowKeys).map((column) => ({ ...column, numeric: false })),
          ...shown(figureKeys.filter((id) => id !== 'count')),
        ];
    const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00Z`, language) : '');
    const figures = (row: Record<(typeof figureKeys)[number], number>) =>
      Object.fromEntries(
        figureKeys.map((id) => [
          id,
          { text: id === 'count' ? localDigits(String(row[id]), language) : money(row[id]) },
        ]),
      );
    const rows: SalesRow[] = report.rows.map((row) => ({
      key: `${row.key}/${row.subKey ?? ''}`,
      testId: `advance-invoice-row-${row.key}${row.subKey === null ? '' : `-${row.subKey}`}`,
      cells: {
        label: grouped
          ? { text: groupText(t, language, report.groupBy ?? '', row.key, row.label) }
          : {
              text: localDigits(row.label, language),
              ...(row.invoiceId && row.kind
                ? { to: `/invoices/${row.kind === 'SELL' ? 'sell' : 'purchase'}/${row.invoiceId}` }
                : {}),
            },
        subLabel: { text: groupText(t, language, report.thenBy ?? '', row.subKey ?? '', row.subLabel ?? '') },
        date: { text: day(row.issueDate) },
        dueDate: { text: day(row.dueDate) },
        party: { text: row.stakeholderName ?? '' },
        partyCode: { text: localDigits(row.stakeholderCode ?? '', language) },
        city: { text: row.city ?? '' },
        kind: { text: row.kind ? t(valueKey('kind', row.kind) ?? '') : '' },
        status: { text: row.status ? t(valueKey('status', row.status) ?? '') : '' },
        ...figures(row),
      },
    }));
    const totals: SalesRow = {
      key: 'totals',
      total: true,
      testId: 'advance-invoice-totals',
      cells: {
        label: { text: t('WEB_SALES_TOTALS_OF', { count: localDigits(String(report.totals.count), language) }) },
        ...figures(report.totals),
      },
    };
    return { columns, rows: rows.length === 0 ? [] : [...rows, totals] };
  }, [report, t, language, hidden]);

  if (legacy) return null;
  return (
    <section className="sales-report" data-testid="advance-invoice" aria-busy={query.isFetching}>
      <p className="sales-note">{t('WEB_SALES_ADVANCE_NOTE')}</p>
      <div className="sales-filters">
        <RangeFields error={query.error} />
        <SearchBox value={text('q') ?? ''} onSearch={(q) => set({ q })} label={t('WEB_SALES_SEARCH')} />
      </div>
      <FilterBuilder
        table={invoiceFilterFields}
        fieldLabel={(field) => t(headerKey(field))}
        valueLabel={(field, value) => t(valueKey(field, value) ?? value)}
        testId="invoice-filter"
      />
      <ReportLayout
        spec={layout}
        groupLabel={(group) => t(headerKey(group))}
        sortLabel={(field) => t(headerKey(field === 'issueDate' ? 'date' : field))}
        testId="invoice-layout"
      />
      <SavedReportsPanel kind="ADVANCE_INVOICE" path="/reports/advance-invoice" />
      <ReportRefusal error={query.error} hasReport={report !== undefined} />
      {!report && !query.error && <p aria-live="polite">{t('WEB_LOADING')}</p>}
      {report && table && (
        <>
          <SalesTable
            testId="advance-invoice-table"
            title={t('WEB_PAGE_ADVANCE_INVOICE_REPORT')}
            fileName={`advance-invoice-${report.from}-${report.to}`}
            columns={table.columns}
            rows={table.rows}
          />
          <Pager testId="advance-invoice-pager" meta={report.meta} />
        </>
      )}
    </section>
  );
}
