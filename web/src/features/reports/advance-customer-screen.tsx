import { customerFilterFields, customerGroupFields } from '@daftar/contracts/endpoints/report-filters';
import { customerSortFields } from '@daftar/contracts/endpoints/sales-reports';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { FilterSelect } from '../../ui/list/filter-select.tsx';
import { AdvanceReportFrame, useAdvanceReport } from './advance-report-frame.tsx';
import { advanceSpec, advanceTable } from './advance-report-table.ts';
import { customerFieldKeys, extraKeys, valueKey } from './report-fields.ts';
import { advanceCustomerQuery } from './sales-report-queries.ts';

const roles = ['CUSTOMER', 'SUPPLIER', 'ANY'] as const;
const figureKeys = ['count', 'invoices', 'amount', 'balanceDue'] as const;
const rowKeys = ['code', 'type', 'city', 'province', 'lastInvoiceDate'] as const;
const headerKey = (id: string) =>
  ({ count: 'WEB_SALES_PEOPLE' })[id] ?? customerFieldKeys[id as keyof typeof customerFieldKeys] ?? extraKeys[id] ?? id;

const spec = advanceSpec({
  kind: 'ADVANCE_CUSTOMER',
  titleKey: 'WEB_PAGE_ADVANCE_CUSTOMER_REPORT',
  filterTable: customerFilterFields,
  groups: customerGroupFields,
  sorts: customerSortFields,
  rowKeys,
  figureKeys,
  headerKey,
  defaultHidden: ['type', 'province', 'lastInvoiceDate'],
});

/**
 * /reports/advance-customer: customers, suppliers or both with their invoices in a range, filtered by any of their
 * fields and those figures (the filter builder), one by one or grouped on one or two fields, sorted, with the
 * columns chosen and totals of every match; all of it is the URL and can be saved under a name for this user.
 */
export function AdvanceCustomerScreen() {
  const { t, language, companyId, params, set, legacy, hidden, common } = useAdvanceReport(spec);
  const role = roles.find((candidate) => candidate === params.get('role')) ?? 'CUSTOMER';
  const query = useQuery({ ...advanceCustomerQuery(companyId, { role, ...common }), enabled: !legacy });
  const report = query.data;
  const table = useMemo(() => {
    if (!report) return undefined;
    const money = (rials: number) => formatAmount(rials, language);
    return advanceTable({
      t,
      language,
      spec,
      report,
      hidden,
      labelHeader: t('WEB_SALES_PARTY'),
      header: (id) =>
        t(id === 'amount' ? (role === 'SUPPLIER' ? 'WEB_SALES_PURCHASED' : 'WEB_SALES_SOLD') : headerKey(id)),
      label: (row) => ({ text: row.label, ...(row.stakeholderId ? { to: `/stakeholders/${row.stakeholderId}` } : {}) }),
      figures: (row) => ({
        count: { text: localDigits(String(row.count), language) },
        invoices: { text: localDigits(String(row.invoices), language) },
        amount: { text: money(row.amount) },
        balanceDue: { text: money(row.balanceDue) },
      }),
      cells: (row) => ({
        code: { text: localDigits(row.code ?? '', language) },
        type: { text: row.type ? t(valueKey('type', row.type) ?? '') : '' },
        city: { text: row.city ?? '' },
        province: { text: row.province ?? '' },
        lastInvoiceDate: {
          text: row.lastInvoiceDate ? formatDate(`${row.lastInvoiceDate}T12:00:00Z`, language) : '',
        },
      }),
    });
  }, [report, t, language, role, hidden]);

  if (legacy) return null;
  return (
    <AdvanceReportFrame
      spec={spec}
      filters={
        <FilterSelect
          label={t('WEB_SALES_ROLE')}
          value={role}
          options={roles.map((value) => ({ value, label: t(`WEB_SALES_ROLE_${value}`) }))}
          onChange={(value) => set({ role: value })}
          testId="advance-customer-role"
        />
      }
      query={query}
      table={table}
    />
  );
}
