import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { HttpClient } from '../../../lib/api/http-client.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import type { DocumentPage, DocumentRow, TreasuryDocument, TreasuryDocumentKind } from './document-kinds.ts';
import { apiClient, treasuryMutation } from './treasury-queries.ts';
import {
  ListState,
  type TreasuryColumn,
  TreasuryPager,
  TreasuryTable,
  useTreasuryScreen,
  VoucherLink,
} from './treasury-parts.tsx';
import { pageOf } from '../../../lib/routing/page-param.ts';

interface DocumentListProps<R extends TreasuryDocument, P extends DocumentPage<R>> {
  query: { data: P | undefined; error: Error | null; refetch(): unknown };
  /** The columns between the date and the voucher. */
  columns: TreasuryColumn<R>[];
  /** The client's call cancelling one document. */
  cancel(client: HttpClient, companyId: number, id: number): Promise<unknown>;
  cancelTitle: string;
  empty: ReactNode;
  testId: string;
  caption: string;
  /** The URL parameter keeping the page. */
  pageParam: string;
  totals?: (page: P) => Record<string, ReactNode>;
  /** Test ids on the voucher link and cancel button, `<rowTestId>-voucher-<id>` and `<rowTestId>-cancel-<id>`. */
  rowTestId?: string;
}

/**
 * A server-paged list of treasury documents: the date, the screen's own columns, then the voucher each posted (a link to the
 * journal) and its status, with a cancel button for a role that may write; the cancellation asks first, and the
 * whole books area is refetched once it is done. Loading, failure and emptiness are shown in place of the table.
 */
export function TreasuryDocumentList<R extends TreasuryDocument, P extends DocumentPage<R>>({
  query,
  columns,
  cancel,
  cancelTitle,
  empty,
  testId,
  caption,
  pageParam,
  totals,
  rowTestId,
}: DocumentListProps<R, P>) {
  const { t, companyId, mayWrite, date } = useTreasuryScreen();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<R | null>(null);
  const cancelMutation = useMutation(
    treasuryMutation(queryClient, companyId, (id: number) => cancel(apiClient, companyId, id)),
  );
  const testIdOf = (part: string, row: R) => (rowTestId ? `${rowTestId}-${part}-${row.id}` : undefined);
  const all: TreasuryColumn<R>[] = [
    { key: 'date', header: t('WEB_TREASURY_DATE'), cell: (row) => date(row.date) },
    ...columns,
    {
      key: 'voucher',
      header: t('WEB_TREASURY_VOUCHER'),
      cell: (row) => <VoucherLink id={row.voucherId} number={row.voucherNumber} testId={testIdOf('voucher', row)} />,
    },
    {
      key: 'status',
      header: t('WEB_TREASURY_STATUS'),
      cell: (row) =>
        row.status === 'CANCELLED' ? (
          <span className="treasury-cancelled">{t('WEB_TREASURY_CANCELLED')}</span>
        ) : (
          mayWrite && (
            <Button variant="text" size="sm" onClick={() => setCancelling(row)} data-testid={testIdOf('cancel', row)}>
              {t('WEB_TREASURY_CANCEL_DOCUMENT')}
            </Button>
          )
        ),
    },
  ];

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancelMutation.mutateAsync(cancelling.id);
      void notify.success(t('WEB_TREASURY_DOCUMENT_CANCELLED'));
    } catch (error) {
      void notify.error(error);
    } finally {
      setCancelling(null);
    }
  }

  const list = query.data;
  return (
    <>
      {!list ? (
        <ListState error={query.error} retry={query.refetch} />
      ) : list.data.length === 0 ? (
        empty
      ) : (
        <>
          <TreasuryTable
            testId={testId}
            caption={caption}
            columns={all}
            rows={list.data}
            rowKey={(row) => String(row.id)}
            totals={totals?.(list)}
          />
          <TreasuryPager meta={list.meta} param={pageParam} testId={`${testId}-pager`} />
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelTitle}
        confirmLabel={t('WEB_TREASURY_CANCEL_DOCUMENT')}
        busy={cancelMutation.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        {t('WEB_TREASURY_CANCEL_BODY')}
      </ConfirmDialog>
    </>
  );
}

/**
 * A screen's list of one kind of its documents below its main part: a heading (the table's caption too), then the
 * kind's pages, a line of text when there are none.
 */
export function TreasuryDocumentSection<P extends DocumentPage<TreasuryDocument>, K extends QueryKey>({
  kind,
  columns,
}: {
  kind: TreasuryDocumentKind<P, K>;
  /** The columns between the date and the voucher. */
  columns: TreasuryColumn<DocumentRow<P>>[];
}) {
  const { t, companyId, params } = useTreasuryScreen();
  const query = useQuery(kind.pageQuery(companyId, { page: pageOf(params, kind.pageParam), pageSize: kind.pageSize }));
  const heading = t(kind.headingKey);
  const titleId = `${kind.testId}-title`;
  return (
    <section className="treasury" aria-labelledby={titleId} data-testid={kind.sectionTestId}>
      <h2 id={titleId} className="treasury-heading">
        {heading}
      </h2>
      <TreasuryDocumentList
        query={query}
        columns={columns}
        cancel={kind.cancel}
        cancelTitle={t(kind.cancelTitleKey)}
        empty={<p className="treasury-none">{t(kind.emptyKey)}</p>}
        testId={kind.testId}
        caption={heading}
        pageParam={kind.pageParam}
      />
    </section>
  );
}
