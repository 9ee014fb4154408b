import { invoiceFilterFields, invoiceGroupFields } from '@daftar/contracts/endpoints/report-filters';
import { invoiceSortFields } from '@daftar/contracts/endpoints/sales-reports';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { AdvanceReportFrame, useAdvanceReport } from './advance-report-frame.tsx';
import { advanceSpec, advanceTable } from './advance-report-table.ts';
import { extraKeys, invoiceFieldKeys, valueKey } from './report-fields.ts';
import { advanceInvoiceQuery } from './sales-report-queries.ts';

const figureKeys = ['count', 'net', 'discount', 'vat', 'total', 'paid', 'balanceDue'] as const;
const rowKeys = ['date', 'dueDate', 'party', 'partyCode', 'city', 'kind', 'status'] as const;
const headerKey = (id: string) =>
  ({ date: 'WEB_RF_F_ISSUE_DATE', city: 'WEB_RF_F_PARTY_CITY', count: 'WEB_SALES_INVOICES' })[id] ??
  invoiceFieldKeys[id as keyof typeof invoiceFieldKeys] ??
  extraKeys[id] ??
  id;

const spec = advanceSpec({
  kind: 'ADVANCE_INVOICE',
  titleKey: 'WEB_PAGE_ADVANCE_INVOICE_REPORT',
  filterTable: invoiceFilterFields,
  groups: invoiceGroupFields,
  sorts: invoiceSortFields,
  rowKeys,
  figureKeys,
  headerKey,
  defaultHidden: ['dueDate', 'partyCode', 'city', 'discount', 'paid'],
});

/**
 * /reports/advance-invoice: the filter builder over invoices (any field, operator and value; all must hold), a
 * range and a search, shown one by one or grouped on one or two fields with sums per group, sorted and with the
 * columns chosen; totals of every match. All of it is the URL, and can be saved under a name for this user.
 */
export function AdvanceInvoiceScreen() {
  const { t, language, companyId, legacy, hidden, common } = useAdvanceReport(spec);
  const query = useQuery({ ...advanceInvoiceQuery(companyId, common), enabled: !legacy });
  const report = query.data;
  const table = useMemo(() => {
    if (!report) return undefined;
    const money = (rials: number) => formatAmount(rials, language);
    const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00Z`, language) : '');
    return advanceTable({
      t,
      language,
      spec,
      report,
      hidden,
      labelHeader: t('WEB_SALES_NUMBER'),
      label: (row) => ({
        text: localDigits(row.label, language),
        ...(row.invoiceId && row.kind
          ? { to: `/invoices/${row.kind === 'SELL' ? 'sell' : 'purchase'}/${row.invoiceId}` }
          : {}),
      }),
      figures: (row) =>
        Object.fromEntries(
          figureKeys.map((id) => [
            id,
            { text: id === 'count' ? localDigits(String(row[id]), language) : money(row[id]) },
          ]),
        ),
      cells: (row) => ({
        date: { text: day(row.issueDate) },
        dueDate: { text: day(row.dueDate) },
        party: { text: row.stakeholderName ?? '' },
        partyCode: { text: localDigits(row.stakeholderCode ?? '', language) },
        city: { text: row.city ?? '' },
        kind: { text: row.kind ? t(valueKey('kind', row.kind) ?? '') : '' },
        status: { text: row.status ? t(valueKey('status', row.status) ?? '') : '' },
      }),
    });
  }, [report, t, language, hidden]);

  if (legacy) return null;
  return (
    <AdvanceReportFrame
      spec={spec}
      sortLabel={(field) => t(headerKey(field === 'issueDate' ? 'date' : field))}
      query={query}
      table={table}
    />
  );
}
