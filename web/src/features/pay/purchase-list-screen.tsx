import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { DateFilter } from '../../ui/list/date-filter.tsx';
import { KeyedFilter } from '../../ui/list/filter-select.tsx';
import { ListActions } from '../../ui/list/list-actions.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { ListToolbar } from '../../ui/list/list-toolbar.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listPurchasesQuery } from './api.ts';
import { purchaseSourceKeys } from './pay-labels.ts';
import { listPurchases } from './pay-client.ts';
import { PayListTotals } from './pay-list-totals.tsx';
import { purchaseListSpec } from './pay-list-specs.ts';
import { purchaseColumns } from './purchase-columns.tsx';
import { TerminalTakings } from './terminal-takings.tsx';
import { useTerminalId } from './use-terminal.ts';

/** /pay/terminals/{id}/purchases: the takings, then what payers paid, paged, searched and filtered on the server. */
export function PurchaseListScreen() {
  const screen = useListScreen({ spec: purchaseListSpec, columns: purchaseColumns, id: 'pay-purchases' });
  const { t, list, format } = screen;
  const terminalId = useTerminalId();
  const { linkId, ...rest } = list.query;
  const query = { ...rest, ...(linkId ? { linkId: Number(linkId) } : {}) };
  const page = useQuery(listPurchasesQuery(terminalId, query));
  const total = page.data?.meta.total ?? 0;
  return (
    <div className="pay-list">
      <TerminalTakings />
      <ListToolbar
        list={list}
        searchLabel={t('WEB_PAY_PURCHASES_SEARCH')}
        filters={
          <>
            <DateFilter list={list} name="from" label={t('WEB_PAY_FROM')} />
            <DateFilter list={list} name="to" label={t('WEB_PAY_TO')} />
            <KeyedFilter list={list} name="source" label={t('WEB_PAY_SOURCE')} keys={purchaseSourceKeys} />
          </>
        }
        actions={
          <ListActions
            screen={screen}
            picker
            canExport={total > 0}
            fileName="purchases"
            fetchPage={(pageNumber, pageSize) =>
              listPurchases(apiClient, terminalId, { ...query, page: pageNumber, pageSize })
            }
          >
            {null}
          </ListActions>
        }
      />
      {page.data && total > 0 && (
        <PayListTotals
          figures={[
            ['WEB_PAY_TOTAL_PURCHASES', localDigits(String(page.data.totals.count), format.language), 'count'],
            ['WEB_PAY_TOTAL_AMOUNT', formatAmount(page.data.totals.amount, format.language), 'amount'],
          ]}
        />
      )}
      <ScreenResults
        screen={screen}
        query={page}
        caption={t('WEB_PAY_TAB_PURCHASES')}
        empty={{ title: t('WEB_PAY_PURCHASES_EMPTY_TITLE'), body: t('WEB_PAY_PURCHASES_EMPTY_BODY') }}
      />
    </div>
  );
}
