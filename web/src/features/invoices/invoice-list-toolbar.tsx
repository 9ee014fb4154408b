import type { InvoiceKind, InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import type { ListStateHandleOf } from '../../lib/list/use-list-state.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { ColumnPicker } from '../../ui/list/column-picker.tsx';
import { ExportButton } from '../../ui/list/export-button.tsx';
import { FilterSelect } from '../../ui/list/filter-select.tsx';
import type { CellFormat, ListColumn } from '../../ui/list/list-columns.tsx';
import { ListToolbar } from '../../ui/list/list-toolbar.tsx';
import type { VisibleColumns } from '../../ui/list/use-visible-columns.ts';
import { InvoiceXlsxButton } from './invoice-export-xlsx.tsx';
import type { invoiceListSpec } from './invoice-list-spec.ts';
import { invoiceStatusKeys } from './invoice-status.tsx';
import { listInvoices } from './invoices-client.ts';

export interface InvoiceListToolbarProps {
  list: ListStateHandleOf<typeof invoiceListSpec>;
  /** The tab's kind; undefined on "all". */
  kind: InvoiceKind | undefined;
  format: CellFormat;
  companyId: number;
  allColumns: readonly ListColumn<InvoiceSummary>[];
  columns: VisibleColumns<InvoiceSummary>;
  canExport: boolean;
}

/** Search (number, party), the status and date-range filters, the exports and the new-invoice links. */
export function InvoiceListToolbar(props: InvoiceListToolbarProps) {
  const { list, kind, format, companyId, allColumns, columns, canExport } = props;
  const t = useT();
  const { filters } = list.state;
  const fetchPage = (page: number, pageSize: number) =>
    listInvoices(apiClient, companyId, { ...list.query, ...(kind ? { kind } : {}), page, pageSize });
  const dateFilter = (name: 'from' | 'to', label: string) => (
    <div className="invoice-filter-date">
      <DateField
        label={label}
        value={filters[name] ?? ''}
        onChange={(iso) => list.setFilter(name, iso || undefined)}
        hint=" "
        data-testid={`filter-${name}`}
      />
    </div>
  );
  return (
    <ListToolbar
      list={list}
      searchLabel={t('WEB_INVOICES_SEARCH')}
      filters={
        <>
          <FilterSelect
            label={t('WEB_INVOICE_STATUS')}
            value={filters.status}
            options={Object.entries(invoiceStatusKeys).map(([value, key]) => ({
              value: value as keyof typeof invoiceStatusKeys,
              label: t(key),
            }))}
            onChange={(value) => list.setFilter('status', value)}
            testId="filter-status"
          />
          {dateFilter('from', t('WEB_INVOICE_FROM'))}
          {dateFilter('to', t('WEB_INVOICE_TO'))}
        </>
      }
      actions={
        <>
          <ColumnPicker columns={allColumns} hidden={columns.hidden} onToggle={columns.toggle} />
          {canExport && (
            <>
              <ExportButton fileName="invoices" columns={columns.visible} format={format} fetchPage={fetchPage} />
              <InvoiceXlsxButton columns={columns.visible} format={format} fetchPage={fetchPage} />
            </>
          )}
          {kind !== 'PURCHASE' && (
            <ButtonLink to="/invoices/sell/create" data-testid="invoice-create-sell">
              {t('WEB_INVOICES_NEW_SELL')}
            </ButtonLink>
          )}
          {kind !== 'SELL' && (
            <ButtonLink
              to="/invoices/purchase/create"
              variant={kind === 'PURCHASE' ? 'primary' : 'outline'}
              data-testid="invoice-create-purchase"
            >
              {t('WEB_INVOICES_NEW_PURCHASE')}
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
