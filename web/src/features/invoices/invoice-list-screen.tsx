import { useQuery } from '@tanstack/react-query';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { useAmountUnit } from '../../lib/session/use-amount-unit.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { AmountTotals } from '../../ui/list/amount-totals.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listInvoicesQuery } from './api.ts';
import { invoiceColumns } from './invoice-columns.tsx';
import { invoiceListSpec, type OverviewTab, overviewTabs } from './invoice-list-spec.ts';
import { InvoiceListToolbar } from './invoice-list-toolbar.tsx';
import './invoices.css';

/** The sums above the list, of every invoice the search and filters match (all pages). */
const totalLabels = {
  grandTotal: 'WEB_INVOICE_TOTAL',
  vatTotal: 'WEB_INVOICE_VAT_TOTAL',
  paid: 'WEB_INVOICE_PAID',
  balanceDue: 'WEB_INVOICE_BALANCE_DUE',
};

/**
 * /invoices/overview/{all,sell,invoice-purchase,estimates}: one tab's invoices (or estimates), paged, sorted and
 * filtered on the server.
 */
export function InvoiceListScreen({ tab }: { tab: OverviewTab }) {
  const unit = useAmountUnit(requireActiveCompanyId());
  const screen = useListScreen({ spec: invoiceListSpec, columns: invoiceColumns, id: 'invoices', amountUnit: unit });
  const { t } = screen;
  const kind = overviewTabs[tab];
  const query = { ...screen.list.query, ...(kind ? { kind } : {}) };
  const page = useQuery(listInvoicesQuery(screen.companyId, query));
  const total = page.data?.meta.total ?? 0;
  const create = kind === 'PURCHASE' ? 'purchase' : kind === 'ESTIMATE' ? 'estimate' : 'sell';
  const newLabel =
    kind === 'PURCHASE'
      ? 'WEB_INVOICES_NEW_PURCHASE'
      : kind === 'ESTIMATE'
        ? 'WEB_INVOICES_NEW_ESTIMATE'
        : 'WEB_INVOICES_NEW_SELL';

  return (
    <div className="invoice-list">
      <InvoiceListToolbar screen={screen} query={query} kind={kind} canExport={total > 0} />
      <AmountTotals page={page.data} label="WEB_INVOICES_TOTALS" area="invoice" labels={totalLabels} unit={unit} />
      <ScreenResults
        screen={screen}
        query={page}
        caption={t('WEB_NAV_INVOICES')}
        empty={{ title: t('WEB_INVOICES_EMPTY_TITLE'), body: t('WEB_INVOICES_EMPTY_BODY') }}
        action={<ButtonLink to={`/invoices/${create}/create`}>{t(newLabel)}</ButtonLink>}
      />
    </div>
  );
}
