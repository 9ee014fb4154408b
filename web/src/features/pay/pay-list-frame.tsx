import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../lib/csv/fetch-all-pages.ts';
import type { FilterOptions } from '../../lib/list/list-state.ts';
import { ScreenResults } from '../../ui/list/screen-results.tsx';
import { ScreenToolbar } from '../../ui/list/screen-toolbar.tsx';
import type { ListScreen } from '../../ui/list/use-list-screen.ts';
import { PayListTotals } from './pay-list-totals.tsx';
import { TerminalTakings } from './terminal-takings.tsx';

type Figures = [label: string, value: string, id: string][];

/**
 * A terminal's list screen (payment links, purchases): the takings, the toolbar with the screen's filters, the
 * column picker and the CSV export, the sums of every match, then the rows or the empty state. The screen gives its
 * query, its own filters, the sums as figures and the "new" buttons it offers.
 */
export function PayListFrame<S extends string, F extends FilterOptions, T extends { id: number }, Totals>({
  screen,
  page,
  searchLabel,
  filters,
  fileName,
  fetchPage,
  newButtons,
  figures,
  caption,
  empty,
  action,
}: {
  screen: ListScreen<S, F, T>;
  page: Pick<UseQueryResult<Page<T> & { totals: Totals }>, 'data' | 'error' | 'isFetching' | 'refetch'>;
  searchLabel: string;
  filters: ReactNode;
  /** The CSV file's name, without extension. */
  fileName: string;
  fetchPage(page: number, pageSize: number): Promise<Page<T>>;
  newButtons?: ReactNode;
  /** The sums of every match as label key, figure as shown and test id. */
  figures(totals: Totals): Figures;
  caption: string;
  empty: { title: string; body: string };
  action?: ReactNode;
}) {
  const total = page.data?.meta.total ?? 0;
  return (
    <div className="pay-list">
      <TerminalTakings />
      <ScreenToolbar
        screen={screen}
        searchLabel={searchLabel}
        filters={filters}
        picker
        canExport={total > 0}
        fileName={fileName}
        fetchPage={fetchPage}
      >
        {newButtons}
      </ScreenToolbar>
      {page.data && total > 0 && <PayListTotals figures={figures(page.data.totals)} />}
      <ScreenResults screen={screen} query={page} caption={caption} empty={empty} action={action} />
    </div>
  );
}
