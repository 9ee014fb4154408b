import type { InvoiceKind, InvoiceSummary } from '@daftar/contracts/endpoints/invoices-schemas';
import type { InvoiceListQuery } from '@daftar/contracts/endpoints/invoice-list-schemas';
import { apiClient } from '../../lib/api/client.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DateFilter } from '../../ui/list/date-filter.tsx';
import { KeyedFilter } from '../../ui/list/filter-select.tsx';
import { ScreenToolbar } from '../../ui/list/screen-toolbar.tsx';
import type { ListScreenOf } from '../../ui/list/use-list-screen.ts';
import { InvoiceXlsxButton } from './invoice-export-xlsx.tsx';
import type { invoiceListSpec } from './invoice-list-spec.ts';
import { invoiceStatusKeys } from './invoice-status.tsx';
import { listInvoices } from './invoices-client.ts';

export interface InvoiceListToolbarProps {
  screen: ListScreenOf<typeof invoiceListSpec, InvoiceSummary>;
  /** The list's query with the tab's kind: what the exports read, page by page. */
  query: InvoiceListQuery;
  /** The tab's kind; undefined on "all". */
  kind: InvoiceKind | undefined;
  canExport: boolean;
}

/** Search (number, party), the status and date-range filters, the CSV and Excel exports and the new-invoice links. */
export function InvoiceListToolbar({ screen, query, kind, canExport }: InvoiceListToolbarProps) {
  const { t, list, format } = screen;
  const fetchPage = (page: number, pageSize: number) =>
    listInvoices(apiClient, screen.companyId, { ...query, page, pageSize });
  return (
    <ScreenToolbar
      screen={screen}
      searchLabel={t('WEB_INVOICES_SEARCH')}
      filters={
        <>
          <KeyedFilter list={list} name="status" label={t('WEB_INVOICE_STATUS')} keys={invoiceStatusKeys} />
          <DateFilter list={list} name="from" label={t('WEB_INVOICE_FROM')} />
          <DateFilter list={list} name="to" label={t('WEB_INVOICE_TO')} />
        </>
      }
      picker
      canExport={canExport}
      fileName="invoices"
      fetchPage={fetchPage}
    >
      {canExport && <InvoiceXlsxButton columns={screen.shown.visible} format={format} fetchPage={fetchPage} />}
      {kind === 'ESTIMATE' && (
        <ButtonLink to="/invoices/estimate/create" data-testid="invoice-create-estimate">
          {t('WEB_INVOICES_NEW_ESTIMATE')}
        </ButtonLink>
      )}
      {(kind === undefined || kind === 'SELL') && (
        <ButtonLink to="/invoices/sell/create" data-testid="invoice-create-sell">
          {t('WEB_INVOICES_NEW_SELL')}
        </ButtonLink>
      )}
      {(kind === undefined || kind === 'PURCHASE') && (
        <ButtonLink
          to="/invoices/purchase/create"
          variant={kind === 'PURCHASE' ? 'primary' : 'outline'}
          data-testid="invoice-create-purchase"
        >
          {t('WEB_INVOICES_NEW_PURCHASE')}
        </ButtonLink>
      )}
    </ScreenToolbar>
  );
}
