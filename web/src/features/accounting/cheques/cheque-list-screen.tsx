import type { ChequeState, ChequeSummary } from '@daftar/contracts/endpoints/cheques-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../../lib/format/digits.ts';
import { Button } from '../../../ui/button.tsx';
import { SegmentedField } from '../../../ui/fields/segmented-field.tsx';
import { ExportRowsButton } from '../../../ui/list/export-button.tsx';
import { ListEmptyState } from '../../../ui/list/list-empty-state.tsx';
import {
  ListState,
  type TreasuryColumn,
  TreasuryPager,
  TreasuryTable,
  useTreasuryScreen,
} from '../treasury/treasury-parts.tsx';
import { type ExportColumn, exportChequesCsv, exportChequesXlsx } from './cheque-export.ts';
import { issuedStates, receivedStates, stateKeys } from './cheque-labels.ts';
import { ChequeListFilters } from './cheque-list-filters.tsx';
import { chequeListQueryOf } from './cheque-list-params.ts';
import { ChequePrintout, useChequePrintout } from './cheque-printout.tsx';
import { apiClient, chequesClient, listChequesQuery } from './cheque-queries.ts';
import { ChequeIssueDialog } from './cheque-issue-dialog.tsx';
import { ChequeReceiveDialog } from './cheque-receive-dialog.tsx';
import { keyedOptions } from '../../../ui/fields/keyed-options.ts';

/** The list's tabs: the cheques received, then those issued. */
const directionKeys = { RECEIVED: 'WEB_CHEQUE_RECEIVED_TAB', ISSUED: 'WEB_CHEQUE_ISSUED_TAB' } as const;

/**
 * /accounting/cheques: received and issued cheques in two tabs, filtered in the URL (state, due range, person,
 * bank, amount), server-paged by due date; each state's count and sum over the same filters, as buttons that filter
 * by it; CSV and Excel exports and a printout of every match. A new received or issued cheque in a dialog.
 */
export function ChequeListScreen() {
  const { t, language, companyId, params, set, formatRials, date, mayWrite } = useTreasuryScreen();
  const query = chequeListQueryOf(params);
  const list = useQuery(listChequesQuery(companyId, query));
  const [receiving, setReceiving] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const states = query.direction === 'RECEIVED' ? receivedStates : issuedStates;
  const totalOf = (state: ChequeState) => list.data?.totals.find((row) => row.state === state);
  const digits = (value: string | null) => (value ? localDigits(value, language) : '');

  const columns: (TreasuryColumn<ChequeSummary> & {
    text(row: ChequeSummary): string;
    figure?(row: ChequeSummary): number;
  })[] = [
    {
      key: 'due',
      header: t('WEB_CHEQUE_DUE_DATE'),
      cell: (row) => date(row.dueDate),
      text: (row) => date(row.dueDate),
    },
    {
      key: 'serial',
      header: t('WEB_CHEQUE_SERIAL'),
      cell: (row) => (
        <Link to={`/accounting/cheques/${row.id}`} data-testid={`cheque-link-${row.id}`}>
          {digits(row.serial ?? row.sayadId)}
        </Link>
      ),
      text: (row) => digits(row.serial),
    },
    {
      key: 'sayad',
      header: t('WEB_CHEQUE_SAYAD_ID'),
      ltr: true,
      cell: (row) => digits(row.sayadId),
      text: (row) => digits(row.sayadId),
    },
    {
      key: 'person',
      header: t('WEB_CHEQUE_PERSON'),
      cell: (row) => row.stakeholder.name,
      text: (row) => row.stakeholder.name,
    },
    {
      key: 'bank',
      header: t('WEB_CHEQUE_BANK'),
      cell: (row) => row.bankName ?? '',
      text: (row) => row.bankName ?? '',
    },
    {
      key: 'amount',
      header: t('WEB_CHEQUE_AMOUNT'),
      numeric: true,
      cell: (row) => formatRials(row.amount),
      text: (row) => formatRials(row.amount),
      figure: (row) => row.amount,
    },
    {
      key: 'state',
      header: t('WEB_CHEQUE_STATE'),
      cell: (row) => <span className={`cheque-state cheque-state-${row.state}`}>{t(stateKeys[row.state])}</span>,
      text: (row) => t(stateKeys[row.state]),
    },
    {
      key: 'invoice',
      header: t('WEB_CHEQUE_INVOICE'),
      cell: (row) => (row.invoiceId ? <Link to={`/invoices/${row.invoiceId}`}>{digits(row.invoiceNumber)}</Link> : ''),
      text: (row) => digits(row.invoiceNumber),
    },
  ];
  const fetchPage = (page: number, pageSize: number) =>
    chequesClient.listCheques(apiClient, companyId, { ...query, page, pageSize });
  const exportSpec = {
    fileName: query.direction === 'RECEIVED' ? 'received-cheques' : 'issued-cheques',
    columns: columns.map(({ header, text, figure }): ExportColumn => ({ header, text, ...(figure ? { figure } : {}) })),
    rightToLeft: language === 'fa',
    fetchPage,
  };
  const printout = useChequePrintout(query, fetchPage);

  return (
    <section className={printout.rows ? 'treasury cheques cheques-printing' : 'treasury cheques'} data-testid="cheques">
      <div className="treasury-toolbar">
        <SegmentedField
          legend={t('WEB_CHEQUE_DIRECTION')}
          name="tab"
          value={query.direction}
          options={keyedOptions(t, directionKeys)}
          onChange={(next) => set({ tab: next === 'RECEIVED' ? null : next, state: null, page: null })}
          testId="cheques-tab"
        />
        <div className="treasury-actions no-print">
          {mayWrite && query.direction === 'RECEIVED' && (
            <Button onClick={() => setReceiving(true)} data-testid="cheque-receive">
              {t('WEB_CHEQUE_RECEIVE')}
            </Button>
          )}
          {mayWrite && query.direction === 'ISSUED' && (
            <Button onClick={() => setIssuing(true)} data-testid="cheque-issue">
              {t('WEB_CHEQUE_ISSUE')}
            </Button>
          )}
          <Link className="btn btn-outline btn-md" to="/accounting/cheques/due" data-testid="cheques-due-link">
            {t('WEB_CHEQUE_DUE')}
          </Link>
          <ExportRowsButton
            label={t('WEB_LIST_EXPORT_CSV')}
            testId="cheques-export-csv"
            language={language}
            exportRows={() => exportChequesCsv(exportSpec)}
          />
          <ExportRowsButton
            label={t('WEB_CHEQUE_EXPORT_XLSX')}
            testId="cheques-export-xlsx"
            language={language}
            exportRows={() => exportChequesXlsx(exportSpec)}
          />
          <Button
            variant="outline"
            loading={printout.loading}
            onClick={() => void printout.print()}
            data-testid="cheques-print"
          >
            {t('WEB_CHEQUE_PRINT')}
          </Button>
        </div>
      </div>
      <ChequeListFilters />
      <div className="cheque-totals" data-testid="cheque-totals">
        {states.map((state) => {
          const total = totalOf(state);
          const active = query.state === state;
          return (
            <button
              key={state}
              type="button"
              className={active ? 'cheque-total cheque-total-active' : 'cheque-total'}
              aria-pressed={active}
              onClick={() => set({ state: active ? null : state, page: null })}
              data-testid={`cheque-total-${state}`}
            >
              <span>{t(stateKeys[state])}</span>
              <strong>{localDigits(String(total?.count ?? 0), language)}</strong>
              <span data-testid={`cheque-total-${state}-amount`}>{formatRials(total?.amount ?? 0)}</span>
            </button>
          );
        })}
      </div>
      {!list.data ? (
        <ListState error={list.error} retry={list.refetch} />
      ) : list.data.data.length === 0 ? (
        <ListEmptyState title={t('WEB_CHEQUE_EMPTY')} />
      ) : (
        <>
          <TreasuryTable
            testId="cheques-table"
            caption={t('WEB_PAGE_ACC_CHEQUES')}
            columns={columns}
            rows={list.data.data}
            rowKey={(row) => String(row.id)}
          />
          <TreasuryPager meta={list.data.meta} param="page" testId="cheques-pager" />
        </>
      )}
      {printout.rows && list.data && (
        <ChequePrintout
          query={query}
          rows={printout.rows}
          totals={list.data.totals}
          columns={columns.map(({ key, header, numeric, ltr, text }) => ({ key, header, numeric, ltr, text }))}
        />
      )}
      {receiving && <ChequeReceiveDialog onClose={() => setReceiving(false)} />}
      {issuing && <ChequeIssueDialog onClose={() => setIssuing(false)} />}
    </section>
  );
}
