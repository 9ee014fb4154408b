import type { DeliveryNoteSummary } from '@daftar/contracts/endpoints/invoices-documents';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiClient } from '../../lib/api/client.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { DateFilter } from '../../ui/list/date-filter.tsx';
import type { ListColumn } from '../../ui/list/list-columns.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { ScreenToolbar } from '../../ui/list/screen-toolbar.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listDeliveryNotesQuery } from './api.ts';
import { decimalText } from './invoice-form-values.ts';
import { deliveryNoteListSpec } from './invoice-list-spec.ts';
import { listDeliveryNotes } from './invoices-documents-client.ts';
import './invoices.css';

const columns: ListColumn<DeliveryNoteSummary>[] = [
  {
    id: 'number',
    header: 'WEB_DELIVERY_NOTE_NUMBER',
    sortable: true,
    alwaysShown: true,
    text: (row, { language }) => localDigits(String(row.number), language),
  },
  {
    id: 'date',
    header: 'WEB_DELIVERY_DATE',
    sortable: true,
    alwaysShown: true,
    text: (row, { language }) => formatDate(row.date, language),
  },
  {
    id: 'invoiceNumber',
    header: 'WEB_DELIVERY_NOTE_INVOICE',
    alwaysShown: true,
    text: (row, { language }) => localDigits(row.invoiceNumber ?? '', language),
    render: (row, { language }) => (
      <Link to={`/invoices/sell/${row.invoiceId}`} className="invoice-link" data-testid="delivery-note-invoice">
        <bdi>{localDigits(row.invoiceNumber ?? '', language)}</bdi>
      </Link>
    ),
  },
  {
    id: 'stakeholderName',
    header: 'WEB_INVOICE_CUSTOMER',
    alwaysShown: true,
    text: (row) => row.stakeholderName,
  },
  {
    id: 'lineCount',
    header: 'WEB_DELIVERY_NOTE_LINE_COUNT',
    numeric: true,
    text: (row, { language }) => localDigits(String(row.lineCount), language),
  },
  {
    id: 'quantity',
    header: 'WEB_DELIVERY_NOTE_QUANTITY',
    numeric: true,
    text: (row, { language }) => decimalText(row.quantity, language),
  },
  { id: 'notes', header: 'WEB_INVOICE_NOTES', text: (row) => row.notes ?? '' },
];

/** /invoices/overview/delivery-notes: every delivery note of the company, paged and searched on the server. */
export function DeliveryNoteListScreen() {
  const screen = useListScreen({ spec: deliveryNoteListSpec, columns, id: 'delivery-notes' });
  const { t, list } = screen;
  const page = useQuery(listDeliveryNotesQuery(screen.companyId, list.query));
  const total = page.data?.meta.total ?? 0;
  const fetchPage = (pageNumber: number, pageSize: number) =>
    listDeliveryNotes(apiClient, screen.companyId, { ...list.query, page: pageNumber, pageSize });
  return (
    <div className="invoice-list" data-testid="delivery-note-list">
      <ScreenToolbar
        screen={screen}
        searchLabel={t('WEB_DELIVERY_NOTES_SEARCH')}
        filters={
          <>
            <DateFilter list={list} name="from" label={t('WEB_INVOICE_FROM')} />
            <DateFilter list={list} name="to" label={t('WEB_INVOICE_TO')} />
          </>
        }
        picker
        canExport={total > 0}
        fileName="delivery-notes"
        fetchPage={fetchPage}
      />
      <ScreenResults
        screen={screen}
        query={page}
        caption={t('WEB_TAB_DELIVERY_NOTES')}
        empty={{ title: t('WEB_DELIVERY_NOTES_EMPTY_TITLE'), body: t('WEB_DELIVERY_NOTES_EMPTY_BODY') }}
      />
    </div>
  );
}
