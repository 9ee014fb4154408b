import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { DateFilter } from '../../ui/list/date-filter.tsx';
import { KeyedFilter } from '../../ui/list/filter-select.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listPurchasesQuery } from './api.ts';
import { listPurchases } from './pay-client.ts';
import { purchaseSourceKeys } from './pay-labels.ts';
import { PayListFrame } from './pay-list-frame.tsx';
import { purchaseListSpec } from './pay-list-specs.ts';
import { purchaseColumns } from './purchase-columns.tsx';
import { useTerminalId } from './use-terminal.ts';

/** /pay/terminals/{id}/purchases: the takings, then what payers paid, paged, searched and filtered on the server. */
export function PurchaseListScreen() {
  const screen = useListScreen({ spec: purchaseListSpec, columns: purchaseColumns, id: 'pay-purchases' });
  const { t, list, format } = screen;
  const terminalId = useTerminalId();
  const { linkId, ...rest } = list.query;
  const query = { ...rest, ...(linkId ? { linkId: Number(linkId) } : {}) };
  const page = useQuery(listPurchasesQuery(terminalId, query));
  return (
    <PayListFrame
      screen={screen}
      page={page}
      searchLabel={t('WEB_PAY_PURCHASES_SEARCH')}
      filters={
        <>
          <DateFilter list={list} name="from" label={t('WEB_PAY_FROM')} />
          <DateFilter list={list} name="to" label={t('WEB_PAY_TO')} />
          <KeyedFilter list={list} name="source" label={t('WEB_PAY_SOURCE')} keys={purchaseSourceKeys} />
        </>
      }
      fileName="purchases"
      fetchPage={(pageNumber, pageSize) =>
        listPurchases(apiClient, terminalId, { ...query, page: pageNumber, pageSize })
      }
      figures={(totals) => [
        ['WEB_PAY_TOTAL_PURCHASES', localDigits(String(totals.count), format.language), 'count'],
        ['WEB_PAY_TOTAL_AMOUNT', formatAmount(totals.amount, format.language), 'amount'],
      ]}
      caption={t('WEB_PAY_TAB_PURCHASES')}
      empty={{ title: t('WEB_PAY_PURCHASES_EMPTY_TITLE'), body: t('WEB_PAY_PURCHASES_EMPTY_BODY') }}
    />
  );
}
