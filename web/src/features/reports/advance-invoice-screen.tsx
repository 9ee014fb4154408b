import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { FilterSelect } from '../../ui/list/filter-select.tsx';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { monthLabel } from './month-label.ts';
import { Pager, pageOf } from './pager.tsx';
import { RangeFields, useSalesParams } from './report-range.tsx';
import { SavedReportsPanel } from './saved-reports-panel.tsx';
import { advanceInvoiceQuery } from './sales-report-queries.ts';
import { type SalesColumn, type SalesRow, SalesTable } from './sales-table.tsx';

const statuses = ['ISSUED', 'PARTIALLY_PAID', 'PAID', 'PARTLY_RETURNED', 'RETURNED', 'CANCELLED', 'DRAFT'] as const;
const groups = ['CUSTOMER', 'MONTH', 'STATUS', 'KIND'] as const;
type Group = (typeof groups)[number];
const kinds = ['SELL', 'PURCHASE'] as const;
type Kind = (typeof kinds)[number];

/** A Rials bound typed in either digits, or undefined. */
const rialsParam = (value: string | undefined) => {
  const number = Number(toLatinDigits(value ?? '').replace(/[,٬\s]/g, ''));
  return value && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

/**
 * /reports/advance-invoice: a filter builder over invoices (kind, statuses, date range, a range of totals, unpaid
 * only, a search) shown one by one or grouped by party, month, status or kind, with totals of every match; the
 * filters are the URL, and can be saved under a name for this user.
 */
export function AdvanceInvoiceScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const { params, set, date, text } = useSalesParams();
  const groupBy = (groups as readonly string[]).includes(params.get('groupBy') ?? '')
    ? (params.get('groupBy') as Group)
    : undefined;
  const kind = (kinds as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as Kind)
    : undefined;
  const chosen = (params.get('statuses') ?? '')
    .split(',')
    .filter((status) => (statuses as readonly string[]).includes(status));
  const query = useQuery(
    advanceInvoiceQuery(companyId, {
      kind,
      statuses: chosen.length > 0 ? chosen.join(',') : undefined,
      from: date('from'),
      to: date('to'),
      minTotal: rialsParam(text('minTotal')),
      maxTotal: rialsParam(text('maxTotal')),
      unpaidOnly: params.get('unpaidOnly') === 'true' ? 'true' : undefined,
      q: text('q'),
      groupBy: groupBy ?? 'NONE',
      page: pageOf(params),
      pageSize: 50,
    }),
  );
  const report = query.data;
  const table = useMemo(() => {
    if (!report) return undefined;
    const money = (rials: number) => formatAmount(rials, language);
    const grouped = report.groupBy !== 'NONE';
    const labelOf = (label: string) =>
      report.groupBy === 'MONTH'
        ? monthLabel(t, label, language)
        : report.groupBy === 'STATUS'
          ? t(`WEB_SALES_STATUS_${label}`)
          : report.groupBy === 'KIND'
            ? t(`WEB_SALES_KIND_${label}`)
            : localDigits(label, language);
    const columns: SalesColumn[] = grouped
      ? [
          { key: 'label', header: t(`WEB_SALES_GROUP_${report.groupBy}`) },
          { key: 'count', header: t('WEB_SALES_INVOICES'), numeric: true },
        ]
      : [
          { key: 'label', header: t('WEB_SALES_NUMBER') },
          { key: 'date', header: t('WEB_REPORT_DATE') },
          { key: 'party', header: t('WEB_SALES_PARTY') },
          { key: 'kind', header: t('WEB_SALES_KIND') },
          { key: 'status', header: t('WEB_SALES_STATUS') },
        ];
    columns.push(
      { key: 'net', header: t('WEB_SALES_NET'), numeric: true },
      { key: 'vat', header: t('WEB_SALES_VAT'), numeric: true },
      { key: 'total', header: t('WEB_SALES_TOTAL'), numeric: true },
      { key: 'balanceDue', header: t('WEB_SALES_BALANCE_DUE'), numeric: true },
    );
    const rows: SalesRow[] = report.rows.map((row) => ({
      key: row.key,
      testId: `advance-invoice-row-${row.key}`,
      cells: {
        label: {
          text: labelOf(row.label),
          ...(row.invoiceId && row.kind
            ? { to: `/invoices/${row.kind === 'SELL' ? 'sell' : 'purchase'}/${row.invoiceId}` }
            : {}),
        },
        count: { text: localDigits(String(row.count), language) },
        date: { text: row.issueDate ? formatDate(`${row.issueDate}T12:00:00Z`, language) : '' },
        party: { text: row.stakeholderName ?? '' },
        kind: { text: row.kind ? t(`WEB_SALES_KIND_${row.kind}`) : '' },
        status: { text: row.status ? t(`WEB_SALES_STATUS_${row.status}`) : '' },
        net: { text: money(row.net) },
        vat: { text: money(row.vat) },
        total: { text: money(row.total) },
        balanceDue: { text: money(row.balanceDue) },
      },
    }));
    const totals: SalesRow = {
      key: 'totals',
      total: true,
      testId: 'advance-invoice-totals',
      cells: {
        label: { text: t('WEB_SALES_TOTALS_OF', { count: localDigits(String(report.totals.count), language) }) },
        count: { text: localDigits(String(report.totals.count), language) },
        net: { text: money(report.totals.net) },
        vat: { text: money(report.totals.vat) },
        total: { text: money(report.totals.total) },
        balanceDue: { text: money(report.totals.balanceDue) },
      },
    };
    return { columns, rows: rows.length === 0 ? [] : [...rows, totals] };
  }, [report, t, language]);

  const toggleStatus = (status: string, on: boolean) => {
    const next = on ? [...chosen, status] : chosen.filter((candidate) => candidate !== status);
    set({ statuses: next.join(',') });
  };

  return (
    <section className="sales-report" data-testid="advance-invoice" aria-busy={query.isFetching}>
      <p className="sales-note">{t('WEB_SALES_ADVANCE_NOTE')}</p>
      <div className="sales-filters">
        <FilterSelect
          label={t('WEB_SALES_KIND')}
          value={kind}
          options={kinds.map((value) => ({ value, label: t(`WEB_SALES_KIND_${value}`) }))}
          onChange={(value) => set({ kind: value })}
          testId="advance-invoice-kind"
        />
        <RangeFields error={query.error} />
        <TextField
          label={t('WEB_SALES_MIN_TOTAL')}
          inputMode="numeric"
          defaultValue={text('minTotal') ?? ''}
          onBlur={(event) => set({ minTotal: event.target.value.trim() })}
          data-testid="advance-invoice-min"
        />
        <TextField
          label={t('WEB_SALES_MAX_TOTAL')}
          inputMode="numeric"
          defaultValue={text('maxTotal') ?? ''}
          onBlur={(event) => set({ maxTotal: event.target.value.trim() })}
          data-testid="advance-invoice-max"
        />
        <FilterSelect
          label={t('WEB_SALES_GROUP_BY')}
          value={groupBy}
          options={groups.map((value) => ({ value, label: t(`WEB_SALES_GROUP_${value}`) }))}
          onChange={(value) => set({ groupBy: value })}
          testId="advance-invoice-group"
        />
        <SearchBox value={text('q') ?? ''} onSearch={(q) => set({ q })} label={t('WEB_SALES_SEARCH')} />
      </div>
      <fieldset className="sales-statuses">
        <legend>{t('WEB_SALES_STATUS')}</legend>
        {statuses.map((status) => (
          <CheckboxField
            key={status}
            label={t(`WEB_SALES_STATUS_${status}`)}
            checked={chosen.includes(status)}
            onChange={(event) => toggleStatus(status, event.target.checked)}
            data-testid={`advance-invoice-status-${status}`}
          />
        ))}
        <CheckboxField
          label={t('WEB_SALES_UNPAID_ONLY')}
          checked={params.get('unpaidOnly') === 'true'}
          onChange={(event) => set({ unpaidOnly: event.target.checked ? 'true' : null })}
          data-testid="advance-invoice-unpaid"
        />
      </fieldset>
      <SavedReportsPanel kind="ADVANCE_INVOICE" path="/reports/advance-invoice" />
      {query.error && !report && <p role="alert">{t('WEB_REPORT_LOAD_FAILED')}</p>}
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
