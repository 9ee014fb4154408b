import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useListState } from '../../lib/list/use-list-state.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { toTableColumns } from '../../ui/list/list-columns.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { ListResults } from '../../ui/list/list-results.tsx';
import { useVisibleColumns } from '../../ui/list/use-visible-columns.ts';
import { amountUnitQuery, listInvoicesQuery } from './api.ts';
import { invoiceColumns } from './invoice-columns.tsx';
import { invoiceListSpec, type OverviewTab, overviewTabs } from './invoice-list-spec.ts';
import { InvoiceListToolbar } from './invoice-list-toolbar.tsx';
import { InvoiceListTotals } from './invoice-list-totals.tsx';
import './invoices.css';

/** /invoices/overview/{all,sell,invoice-purchase}: one tab's invoices, paged, sorted and filtered on the server. */
export function InvoiceListScreen({ tab }: { tab: OverviewTab }) {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const kind = overviewTabs[tab];
  const list = useListState(invoiceListSpec);
  const query = useQuery(listInvoicesQuery(companyId, { ...list.query, ...(kind ? { kind } : {}) }));
  const unit = useQuery(amountUnitQuery(companyId)).data ?? 'RIAL';
  const format = useMemo(() => ({ t, language }), [t, language]);
  const allColumns = useMemo(() => invoiceColumns(unit), [unit]);
  const shown = useVisibleColumns('invoices', allColumns);
  const columns = useMemo(() => toTableColumns(shown.visible, format), [shown.visible, format]);
  const total = query.data?.meta.total ?? 0;

  return (
    <div className="invoice-list">
      <InvoiceListToolbar
        list={list}
        kind={kind}
        format={format}
        companyId={companyId}
        allColumns={allColumns}
        columns={shown}
        canExport={total > 0}
      />
      {query.data && total > 0 && <InvoiceListTotals totals={query.data.totals} unit={unit} />}
      <ListResults
        query={query}
        list={list}
        columns={columns}
        caption={t('WEB_NAV_INVOICES')}
        empty={
          <ListEmptyState
            title={t('WEB_INVOICES_EMPTY_TITLE')}
            body={t('WEB_INVOICES_EMPTY_BODY')}
            action={
              <ButtonLink to={kind === 'PURCHASE' ? '/invoices/purchase/create' : '/invoices/sell/create'}>
                {t(kind === 'PURCHASE' ? 'WEB_INVOICES_NEW_PURCHASE' : 'WEB_INVOICES_NEW_SELL')}
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}
