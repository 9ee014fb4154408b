import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { KeyedFilter } from '../../ui/list/filter-select.tsx';
import { ActiveFilter } from '../../ui/list/active-filter.tsx';
import { ListActions } from '../../ui/list/list-actions.tsx';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { ListToolbar } from '../../ui/list/list-toolbar.tsx';
import { useListScreen } from '../../ui/list/use-list-screen.ts';
import { listPaymentLinksQuery } from './api.ts';
import { linkColumns } from './link-columns.tsx';
import { linkKindKeys } from './pay-labels.ts';
import { linkListSpec } from './pay-list-specs.ts';
import { listPaymentLinks } from './pay-client.ts';
import { PayListTotals } from './pay-list-totals.tsx';
import { TerminalTakings } from './terminal-takings.tsx';
import { NewLinkButtons } from './new-link-buttons.tsx';
import { useTerminal } from './use-terminal.ts';

/** /pay/terminals/{id}: the takings, then the terminal's payment links, paged, searched and filtered on the server. */
export function LinkListScreen() {
  const screen = useListScreen({ spec: linkListSpec, columns: linkColumns, id: 'pay-links' });
  const { t, list, format } = screen;
  const { terminalId, terminal } = useTerminal();
  const page = useQuery(listPaymentLinksQuery(terminalId, list.query));
  const total = page.data?.meta.total ?? 0;
  const active = terminal?.status === 'ACTIVE';
  return (
    <div className="pay-list">
      <TerminalTakings />
      <ListToolbar
        list={list}
        searchLabel={t('WEB_PAY_LINKS_SEARCH')}
        filters={
          <>
            <KeyedFilter list={list} name="kind" label={t('WEB_PAY_LINK_KIND')} keys={linkKindKeys} />
            <ActiveFilter list={list} />
          </>
        }
        actions={
          <ListActions
            screen={screen}
            picker
            canExport={total > 0}
            fileName="payment-links"
            fetchPage={(pageNumber, pageSize) =>
              listPaymentLinks(apiClient, terminalId, { ...list.query, page: pageNumber, pageSize })
            }
          >
            {active && <NewLinkButtons />}
          </ListActions>
        }
      />
      {page.data && total > 0 && (
        <PayListTotals
          figures={[
            ['WEB_PAY_TOTAL_LINKS', localDigits(String(page.data.totals.count), format.language), 'count'],
            ['WEB_PAY_LINK_USED', localDigits(String(page.data.totals.usedCount), format.language), 'used'],
            ['WEB_PAY_LINK_COLLECTED', formatAmount(page.data.totals.collected, format.language), 'collected'],
          ]}
        />
      )}
      <ScreenResults
        screen={screen}
        query={page}
        caption={t('WEB_PAY_TAB_LINKS')}
        empty={{
          title: t(active ? 'WEB_PAY_LINKS_EMPTY_TITLE' : 'WEB_PAY_UNDER_REVIEW_TITLE'),
          body: t(active ? 'WEB_PAY_LINKS_EMPTY_BODY' : 'WEB_PAY_UNDER_REVIEW_BODY'),
        }}
        action={active ? <NewLinkButtons /> : <ButtonLink to="settings">{t('WEB_PAGE_TERMINAL_SETTINGS')}</ButtonLink>}
      />
    </div>
  );
}
