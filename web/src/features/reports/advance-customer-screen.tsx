import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { CheckboxField } from '../../ui/fields/checkbox-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { FilterSelect } from '../../ui/list/filter-select.tsx';
import { SearchBox } from '../../ui/list/search-box.tsx';
import { Pager, pageOf } from './pager.tsx';
import { RangeFields, useSalesParams } from './report-range.tsx';
import { SavedReportsPanel } from './saved-reports-panel.tsx';
import { advanceCustomerQuery } from './sales-report-queries.ts';
import { type SalesColumn, type SalesRow, SalesTable } from './sales-table.tsx';

const roles = ['CUSTOMER', 'SUPPLIER', 'ANY'] as const;
const types = ['INDIVIDUAL', 'BUSINESS'] as const;
const groups = ['CITY', 'PROVINCE', 'TYPE'] as const;
const oneOf = <V extends string>(values: readonly V[], value: string | null): V | undefined =>
  values.find((candidate) => candidate === value);
const rialsParam = (value: string | undefined) => {
  const number = Number(toLatinDigits(value ?? '').replace(/[,٬\s]/g, ''));
  return value && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

/**
 * /reports/advance-customer: a filter builder over customers and suppliers (role, type, city, a search, the range
 * of their sales or purchases in a period, only those owing) shown one by one or grouped by city, province or type,
 * with totals of every match; the filters are the URL and can be saved under a name for this user.
 */
export function AdvanceCustomerScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const { params, set, date, text } = useSalesParams();
  const role = oneOf(roles, params.get('role')) ?? 'CUSTOMER';
  const type = oneOf(types, params.get('type'));
  const groupBy = oneOf(groups, params.get('groupBy'));
  const query = useQuery(
    advanceCustomerQuery(companyId, {
      role,
      type,
      city: text('city'),
      from: date('from'),
      to: date('to'),
      minAmount: rialsParam(text('minAmount')),
      maxAmount: rialsParam(text('maxAmount')),
      withBalanceOnly: params.get('withBalanceOnly') === 'true' ? 'true' : undefined,
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
    const columns: SalesColumn[] = grouped
      ? [
          { key: 'label', header: t(`WEB_SALES_GROUP_${report.groupBy}`) },
          { key: 'count', header: t('WEB_SALES_PEOPLE'), numeric: true },
        ]
      : [
          { key: 'code', header: t('WEB_REPORT_CODE') },
          { key: 'label', header: t('WEB_SALES_PARTY') },
          { key: 'city', header: t('WEB_SALES_GROUP_CITY') },
        ];
    columns.push(
      { key: 'invoices', header: t('WEB_SALES_INVOICES'), numeric: true },
      { key: 'amount', header: t(role === 'SUPPLIER' ? 'WEB_SALES_PURCHASED' : 'WEB_SALES_SOLD'), numeric: true },
      { key: 'balanceDue', header: t('WEB_SALES_BALANCE_DUE'), numeric: true },
    );
    const labelOf = (label: string) =>
      report.groupBy === 'TYPE' ? t(`WEB_SALES_TYPE_${label}`) : label || t('WEB_SALES_UNKNOWN_PLACE');
    const rows: SalesRow[] = report.rows.map((row) => ({
      key: row.key,
      testId: `advance-customer-row-${row.key}`,
      cells: {
        code: { text: localDigits(row.code ?? '', language) },
        label: {
          text: grouped ? labelOf(row.label) : row.label,
          ...(row.stakeholderId ? { to: `/stakeholders/${row.stakeholderId}` } : {}),
        },
        city: { text: row.city ?? '' },
        count: { text: localDigits(String(row.count), language) },
        invoices: { text: localDigits(String(row.invoices), language) },
        amount: { text: money(row.amount) },
        balanceDue: { text: money(row.balanceDue) },
      },
    }));
    const totals: SalesRow = {
      key: 'totals',
      total: true,
      testId: 'advance-customer-totals',
      cells: {
        label: { text: t('WEB_SALES_TOTALS_OF', { count: localDigits(String(report.totals.count), language) }) },
        count: { text: localDigits(String(report.totals.count), language) },
        invoices: { text: localDigits(String(report.totals.invoices), language) },
        amount: { text: money(report.totals.amount) },
        balanceDue: { text: money(report.totals.balanceDue) },
      },
    };
    return { columns, rows: rows.length === 0 ? [] : [...rows, totals] };
  }, [report, t, language, role]);

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
        <FilterSelect
          label={t('WEB_SALES_TYPE')}
          value={type}
          options={types.map((value) => ({ value, label: t(`WEB_SALES_TYPE_${value}`) }))}
          onChange={(value) => set({ type: value })}
          testId="advance-customer-type"
        />
        <TextField
          label={t('WEB_SALES_GROUP_CITY')}
          defaultValue={text('city') ?? ''}
          onBlur={(event) => set({ city: event.target.value.trim() })}
          data-testid="advance-customer-city"
        />
        <RangeFields error={query.error} />
        <TextField
          label={t('WEB_SALES_MIN_AMOUNT')}
          inputMode="numeric"
          defaultValue={text('minAmount') ?? ''}
          onBlur={(event) => set({ minAmount: event.target.value.trim() })}
          data-testid="advance-customer-min"
        />
        <TextField
          label={t('WEB_SALES_MAX_AMOUNT')}
          inputMode="numeric"
          defaultValue={text('maxAmount') ?? ''}
          onBlur={(event) => set({ maxAmount: event.target.value.trim() })}
          data-testid="advance-customer-max"
        />
        <FilterSelect
          label={t('WEB_SALES_GROUP_BY')}
          value={groupBy}
          options={groups.map((value) => ({ value, label: t(`WEB_SALES_GROUP_${value}`) }))}
          onChange={(value) => set({ groupBy: value })}
          testId="advance-customer-group"
        />
        <SearchBox value={text('q') ?? ''} onSearch={(q) => set({ q })} label={t('WEB_SALES_SEARCH')} />
        <CheckboxField
          label={t('WEB_SALES_WITH_BALANCE')}
          checked={params.get('withBalanceOnly') === 'true'}
          onChange={(event) => set({ withBalanceOnly: event.target.checked ? 'true' : null })}
          data-testid="advance-customer-with-balance"
        />
      </div>
      <SavedReportsPanel kind="ADVANCE_CUSTOMER" path="/reports/advance-customer" />
      {query.error && !report && <p role="alert">{t('WEB_REPORT_LOAD_FAILED')}</p>}
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
