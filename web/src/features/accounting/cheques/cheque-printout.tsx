import type {
  ChequeDirection,
  ChequeListQuery,
  ChequeStateTotals,
  ChequeSummary,
} from '@daftar/contracts/endpoints/cheques-schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchAllPages, type Page } from '../../../lib/csv/fetch-all-pages.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { getStakeholderQuery } from '../../../lib/query/stakeholder-record-query.ts';
import { notify } from '../../../ui/toast/notify.tsx';
import { TreasuryTable, useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { stateKeys } from './cheque-labels.ts';
import { onceChosen } from '../../../lib/query/once-chosen.ts';

/** A printed column: its header and a cell's text as the screen writes it (no links on paper). */
export interface PrintColumn {
  key: string;
  header: string;
  numeric?: boolean;
  ltr?: boolean;
  text(row: ChequeSummary): string;
}

type ListQuery = ChequeListQuery & { direction: ChequeDirection };

/** The list's filters without its page: what the printout was made for. */
const filtersOf = ({ page: _page, pageSize: _size, ...filters }: ListQuery) => JSON.stringify(filters);

/**
 * Print of the cheques list: every cheque the filters match (all pages, not the page on screen) is read, laid out
 * as the printout and then handed to the browser's print. The printout stays for those filters, so printing again
 * from the browser's own menu prints it too; other filters print the screen's page as it is.
 */
export function useChequePrintout(
  query: ListQuery,
  fetchPage: (page: number, size: number) => Promise<Page<ChequeSummary>>,
) {
  const [printout, setPrintout] = useState<{ filters: string; rows: ChequeSummary[] } | null>(null);
  const [loading, setLoading] = useState(false);
  const [asked, setAsked] = useState(0);
  const filters = filtersOf(query);
  useEffect(() => {
    // Once the printout is on the page (this effect runs after it is): the browser prints what is there.
    if (asked > 0) window.print();
  }, [asked]);
  async function print() {
    setLoading(true);
    try {
      setPrintout({ filters, rows: await fetchAllPages(fetchPage) });
      setAsked((count) => count + 1);
    } catch (error) {
      void notify.error(error);
    } finally {
      setLoading(false);
    }
  }
  return { rows: printout?.filters === filters ? printout.rows : null, loading, print };
}

/**
 * The printed list (shown only in print): its title and filters, each state's count and sum, every matching cheque
 * and their count and sum at the foot.
 */
export function ChequePrintout({
  query,
  rows,
  columns,
  totals,
}: {
  query: ListQuery;
  rows: ChequeSummary[];
  columns: PrintColumn[];
  totals: ChequeStateTotals;
}) {
  const { t, language, companyId, formatRials, date } = useTreasuryScreen();
  // The list's query type is the contract's input, whose numbers are coerced; the URL's reading gave numbers.
  const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const personId = numberOf(query.stakeholderId);
  const person = useQuery(onceChosen(personId, (id) => getStakeholderQuery(companyId, id))).data;
  const rials = (from: unknown) => {
    const value = numberOf(from);
    return value === undefined ? undefined : formatRials(value);
  };
  const range = (from: string | undefined, to: string | undefined) =>
    from || to ? `${from ?? '…'} – ${to ?? '…'}` : undefined;
  const filters: [string, string | undefined][] = [
    ['WEB_CHEQUE_STATE', query.state && t(stateKeys[query.state])],
    ['WEB_CHEQUE_DUE_DATE', range(query.dueFrom && date(query.dueFrom), query.dueTo && date(query.dueTo))],
    ['WEB_CHEQUE_PERSON', personId === undefined ? undefined : (person?.displayName ?? '…')],
    ['WEB_CHEQUE_BANK', query.bank],
    ['WEB_CHEQUE_AMOUNT', range(rials(query.amountMin), rials(query.amountMax))],
    ['WEB_CHEQUE_SEARCH', query.q],
  ];
  const shown = filters.filter((pair): pair is [string, string] => Boolean(pair[1]));
  const sum = rows.reduce((total, row) => total + row.amount, 0);
  const count = localDigits(String(rows.length), language);
  return (
    <section className="cheque-printout" data-testid="cheques-printout">
      <h1 className="cheque-printout-title">
        {t(query.direction === 'RECEIVED' ? 'WEB_CHEQUE_PRINT_TITLE_RECEIVED' : 'WEB_CHEQUE_PRINT_TITLE_ISSUED')}
      </h1>
      <p className="cheque-printout-filters" data-testid="cheques-printout-filters">
        {shown.length === 0
          ? t('WEB_CHEQUE_PRINT_ALL')
          : shown.map(([key, value], at) => (
              <span key={key}>
                {at > 0 && ' · '}
                {t(key)}: <bdi>{value}</bdi>
              </span>
            ))}
      </p>
      <ul className="cheque-printout-totals">
        {totals
          .filter((total) => total.count > 0)
          .map((total) => (
            <li key={total.state}>
              {t(stateKeys[total.state])}: {localDigits(String(total.count), language)} — {formatRials(total.amount)}
            </li>
          ))}
      </ul>
      <TreasuryTable
        testId="cheques-printout-table"
        caption={t('WEB_PAGE_ACC_CHEQUES')}
        columns={columns.map((column) => ({ ...column, cell: column.text }))}
        rows={rows}
        rowKey={(row) => String(row.id)}
        totals={{
          [columns[0]?.key ?? 'due']: t('WEB_CHEQUE_PRINT_COUNT', { count }),
          amount: formatRials(sum),
        }}
      />
    </section>
  );
}
