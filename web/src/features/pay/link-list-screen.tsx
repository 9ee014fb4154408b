import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ActiveFilter } from '../../ui/list/active-filter.tsx';
import { KeyedFilter } from '../../ui/list/filter-select.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listPaymentLinksQuery } from './api.ts';
import { linkColumns } from './link-columns.tsx';
import { NewLinkButtons } from './new-link-buttons.tsx';
import { listPaymentLinks } from './pay-client.ts';
import { linkKindKeys } from './pay-labels.ts';
import { PayListFrame } from './pay-list-frame.tsx';
import { linkListSpec } from './pay-list-specs.ts';
import { useTerminal } from './use-terminal.ts';

/** /pay/terminals/{id}: the takings, then the terminal's payment links, paged, searched and filtered on the server. */
export function LinkListScreen() {
  const screen = useListScreen({ spec: linkListSpec, columns: linkColumns, id: 'pay-links' });
  const { t, list, format } = screen;
  const { terminalId, terminal } = useTerminal();
  const active = terminal?.status === 'ACTIVE';
  const page = useQuery(listPaymentLinksQuery(terminalId, list.query));
  return (
    <PayListFrame
      screen={screen}
      page={page}
      searchLabel={t('WEB_PAY_LINKS_SEARCH')}
      filters={
        <>
          <KeyedFilter list={list} name="kind" label={t('WEB_PAY_LINK_KIND')} keys={linkKindKeys} />
          <ActiveFilter list={list} />
        </>
      }
      fileName="payment-links"
      fetchPage={(pageNumber, pageSize) =>
        listPaymentLinks(apiClient, terminalId, { ...list.query, page: pageNumber, pageSize })
      }
      newButtons={active && <NewLinkButtons />}
      figures={(totals) => [
        ['WEB_PAY_TOTAL_LINKS', localDigits(String(totals.count), format.language), 'count'],
        ['WEB_PAY_LINK_USED', localDigits(String(totals.usedCount), format.language), 'used'],
        ['WEB_PAY_LINK_COLLECTED', formatAmount(totals.collected, format.language), 'collected'],
      ]}
      caption={t('WEB_PAY_TAB_LINKS')}
      empty={{
        title: t(active ? 'WEB_PAY_LINKS_EMPTY_TITLE' : 'WEB_PAY_UNDER_REVIEW_TITLE'),
        body: t(active ? 'WEB_PAY_LINKS_EMPTY_BODY' : 'WEB_PAY_UNDER_REVIEW_BODY'),
      }}
      action={active ? <NewLinkButtons /> : <ButtonLink to="settings">{t('WEB_PAGE_TERMINAL_SETTINGS')}</ButtonLink>}
    />
  );
}
