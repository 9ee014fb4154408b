import { invoiceFilterFields, invoiceGroupFields } from '@daftar/contracts/endpoints/report-filters';
import { invoiceSortFields } from '@daftar/contracts/endpoints/sales-reports';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import {
  AdvanceReportFrame,
  advanceRows,
  groupCells,
  groupColumns,
  useAdvanceReport,
} from './advance-report-frame.tsx';
import { extraKeys, invoiceFieldKeys, valueKey } from './report-fields.ts';
import type { LayoutSpec } from './report-layout.tsx';
import { advanceInvoiceQuery } from './sales-report-queries.ts';
import type { SalesColumn } from './sales-table.tsx';

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
  const { t, language, companyId, legacy, hidden, common } = useAdvanceReport(
    'ADVANCE_INVOICE',
    layout,
    invoiceFilterFields,
  );
  const query = useQuery({ ...advanceInvoiceQuery(companyId, common), enabled: !legacy });
  const report = query.data;
  const table = useMemo(() => {
    if (!report) return undefined;
    const money = (rials: number) => formatAmount(rials, language);
    const shown = (ids: readonly string[]) =>
      ids.filter((id) => !hidden.has(id)).map((id) => ({ key: id, header: t(headerKey(id)), numeric: true }));
    const columns: SalesColumn[] =
      report.groupBy !== null
        ? [...groupColumns(t, headerKey, report), ...shown(figureKeys)]
        : [
            { key: 'label', header: t('WEB_SALES_NUMBER') },
            ...shown(rowKeys).map((column) => ({ ...column, numeric: false })),
            ...shown(figureKeys.filter((id) => id !== 'count')),
          ];
    const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00Z`, language) : '');
    const rows = advanceRows({
      kind: 'ADVANCE_INVOICE',
      rows: report.rows,
      totals: report.totals,
      totalsLabel: t('WEB_SALES_TOTALS_OF', { count: localDigits(String(report.totals.count), language) }),
      figures: (row) =>
        Object.fromEntries(
          figureKeys.map((id) => [
            id,
            { text: id === 'count' ? localDigits(String(row[id]), language) : money(row[id]) },
          ]),
        ),
      cells: (row) => ({
        ...(report.groupBy !== null
          ? groupCells(t, language, report, row)
          : {
              label: {
                text: localDigits(row.label, language),
                ...(row.invoiceId && row.kind
                  ? { to: `/invoices/${row.kind === 'SELL' ? 'sell' : 'purchase'}/${row.invoiceId}` }
                  : {}),
              },
            }),
        date: { text: day(row.issueDate) },
        dueDate: { text: day(row.dueDate) },
        party: { text: row.stakeholderName ?? '' },
        partyCode: { text: localDigits(row.stakeholderCode ?? '', language) },
        city: { text: row.city ?? '' },
        kind: { text: row.kind ? t(valueKey('kind', row.kind) ?? '') : '' },
        status: { text: row.status ? t(valueKey('status', row.status) ?? '') : '' },
      }),
    });
    return { columns, rows };
  }, [report, t, language, hidden]);

  if (legacy) return null;
  return (
    <AdvanceReportFrame
      kind="ADVANCE_INVOICE"
      title={t('WEB_PAGE_ADVANCE_INVOICE_REPORT')}
      filterTable={invoiceFilterFields}
      layout={layout}
      headerKey={headerKey}
      sortLabel={(field) => t(headerKey(field === 'issueDate' ? 'date' : field))}
      query={query}
      table={table}
    />
  );
}
