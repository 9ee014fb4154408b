import type { TreasuryTransfer } from '@daftar/contracts/endpoints/treasury-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { SegmentedField } from '../../../ui/fields/segmented-field.tsx';
import { ListEmptyState } from '../../../ui/list/list-empty-state.tsx';
import { ConfirmDialog } from '../../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { dateParam, oneOfParam } from '../report-params.ts';
import { ReportPeriodFilters } from '../report-period-filters.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { apiClient, treasuryClient, treasuryMutation, treasuryTransfersQuery } from './treasury-queries.ts';
import {
  ListState,
  pageOf,
  type TreasuryColumn,
  TreasuryPager,
  TreasuryTable,
  useTreasuryScreen,
  VoucherLink,
} from './treasury-parts.tsx';

const pageSize = 20;
const kinds = ['ALL', 'TRANSFER', 'ADVANCE', 'REPLENISHMENT'] as const;
const kindKeys = {
  ALL: 'WEB_TREASURY_ALL',
  TRANSFER: 'WEB_TREASURY_TRANSFER',
  ADVANCE: 'WEB_TREASURY_ADVANCE',
  REPLENISHMENT: 'WEB_TREASURY_REPLENISHMENT',
} as const;

/**
 * /accounting/transfer-money: money moved between cash boxes, banks and petty cash, newest first, filtered by kind
 * and a Jalali period in the URL, server-paged with the totals of every match; a new transfer in a dialog; each
 * row's voucher in the journal, and its cancellation after confirmation.
 */
export function TransfersScreen() {
  const { t, companyId, params, set, formatRials, date, mayWrite } = useTreasuryScreen();
  const kind = oneOfParam(params, 'kind', kinds, 'ALL');
  const query = useQuery(
    treasuryTransfersQuery(companyId, {
      kind: kind === 'ALL' ? undefined : kind,
      from: dateParam(params, 'from'),
      to: dateParam(params, 'to'),
      page: pageOf(params, 'page'),
      pageSize,
      sort: '-date',
    }),
  );
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<TreasuryTransfer | null>(null);
  const queryClient = useQueryClient();
  const cancel = useMutation(
    treasuryMutation(queryClient, companyId, (id: number) =>
      treasuryClient.cancelTreasuryTransfer(apiClient, companyId, id),
    ),
  );
  const list = query.data;

  const columns: TreasuryColumn<TreasuryTransfer>[] = [
    { key: 'date', header: t('WEB_TREASURY_DATE'), cell: (row) => date(row.date) },
    { key: 'kind', header: t('WEB_TREASURY_KIND'), cell: (row) => t(kindKeys[row.kind]) },
    { key: 'from', header: t('WEB_TREASURY_FROM'), cell: (row) => row.from.name },
    { key: 'to', header: t('WEB_TREASURY_TO'), cell: (row) => row.to.name },
    { key: 'amount', header: t('WEB_TREASURY_AMOUNT'), numeric: true, cell: (row) => formatRials(row.amount) },
    {
      key: 'fee',
      header: t('WEB_TREASURY_FEE'),
      numeric: true,
      cell: (row) => (row.fee > 0 ? formatRials(row.fee) : ''),
    },
    {
      key: 'description',
      header: t('WEB_TREASURY_DESCRIPTION'),
      cell: (row) => row.description ?? row.reference ?? '',
    },
    {
      key: 'voucher',
      header: t('WEB_TREASURY_VOUCHER'),
      cell: (row) => (
        <VoucherLink id={row.voucherId} number={row.voucherNumber} testId={`transfer-voucher-${row.id}`} />
      ),
    },
    {
      key: 'status',
      header: t('WEB_TREASURY_STATUS'),
      cell: (row) =>
        row.status === 'CANCELLED' ? (
          <span className="treasury-cancelled">{t('WEB_TREASURY_CANCELLED')}</span>
        ) : (
          mayWrite && (
            <Button
              variant="text"
              size="sm"
              onClick={() => setCancelling(row)}
              data-testid={`transfer-cancel-${row.id}`}
            >
              {t('WEB_TREASURY_CANCEL_DOCUMENT')}
            </Button>
          )
        ),
    },
  ];

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      void notify.success(t('WEB_TREASURY_DOCUMENT_CANCELLED'));
    } catch (error) {
      void notify.error(error);
    } finally {
      setCancelling(null);
    }
  }

  return (
    <section className="treasury" data-testid="treasury-transfers">
      <div className="treasury-toolbar">
        <div className="report-filters">
          <SegmentedField
            legend={t('WEB_TREASURY_KIND')}
            name="kind"
            value={kind}
            options={kinds.map((value) => ({ value, label: t(kindKeys[value]) }))}
            onChange={(next) => set({ kind: next === 'ALL' ? null : next, page: null })}
            testId="transfers-kind"
          />
          <ReportPeriodFilters error={query.error} />
        </div>
        {mayWrite && (
          <div className="treasury-actions">
            <Button onClick={() => setCreating(true)} data-testid="transfer-new">
              {t('WEB_TREASURY_NEW_TRANSFER')}
            </Button>
          </div>
        )}
      </div>
      {!list ? (
        <ListState error={query.error} retry={query.refetch} />
      ) : list.data.length === 0 ? (
        <ListEmptyState title={t('WEB_TREASURY_EMPTY_TRANSFERS')} />
      ) : (
        <>
          <TreasuryTable
            testId="transfers"
            caption={t('WEB_PAGE_ACC_TRANSFER_MONEY')}
            columns={columns}
            rows={list.data}
            rowKey={(row) => String(row.id)}
            totals={{
              date: t('WEB_TREASURY_TOTALS'),
              amount: <span data-testid="transfers-total-amount">{formatRials(list.totals.amount)}</span>,
              fee: formatRials(list.totals.fee),
            }}
          />
          <TreasuryPager meta={list.meta} param="page" testId="transfers-pager" />
        </>
      )}
      {creating && <TransferDialog kind="TRANSFER" open onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('WEB_TREASURY_CANCEL_TRANSFER_TITLE')}
        confirmLabel={t('WEB_TREASURY_CANCEL_DOCUMENT')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        {t('WEB_TREASURY_CANCEL_BODY')}
      </ConfirmDialog>
    </section>
  );
}
