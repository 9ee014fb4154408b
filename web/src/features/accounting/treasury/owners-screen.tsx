import type { OwnerTransaction, Partner } from '@daftar/contracts/endpoints/treasury-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ListEmptyState } from '../../../ui/list/list-empty-state.tsx';
import { TreasuryDocumentSection } from './document-list.tsx';
import { OwnerTransactionDialog, PartnerDialog } from './owner-dialogs.tsx';
import { ownerMoves } from './document-kinds.ts';
import { partnersQuery } from './treasury-queries.ts';
import { ListState, type TreasuryColumn, TreasuryTable, useTreasuryScreen } from './treasury-parts.tsx';

type Dialog = { type: 'partner'; partner?: Partner } | { type: 'CONTRIBUTION' | 'WITHDRAWAL' } | null;

/** A partner's share, made once per language (a formatter costs far more to make than to use). */
const percentFormats = {
  fa: new Intl.NumberFormat('fa-IR', { style: 'percent', maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }),
};

/**
 * /accounting/owners: the partners with their capital (contributions, credited to capital), drawings (debited to
 * drawings) and what remains, and their contributions and withdrawals (server-paged, ?page=), each cancellable.
 */
export function OwnersScreen() {
  const { t, language, companyId, formatRials, mayWrite } = useTreasuryScreen();
  const partners = useQuery(partnersQuery(companyId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const share = (basisPoints: number | null) =>
    basisPoints === null ? '' : percentFormats[language].format(basisPoints / 10_000);
  const columns: TreasuryColumn<Partner>[] = [
    { key: 'name', header: t('WEB_TREASURY_PARTNER'), cell: (row) => row.name },
    { key: 'share', header: t('WEB_TREASURY_SHARE'), numeric: true, cell: (row) => share(row.shareBasisPoints) },
    { key: 'capital', header: t('WEB_TREASURY_CAPITAL'), numeric: true, cell: (row) => formatRials(row.capital) },
    { key: 'drawings', header: t('WEB_TREASURY_DRAWINGS'), numeric: true, cell: (row) => formatRials(row.drawings) },
    {
      key: 'net',
      header: t('WEB_TREASURY_NET_EQUITY'),
      numeric: true,
      cell: (row) => <span data-testid={`partner-net-${row.id}`}>{formatRials(row.capital - row.drawings)}</span>,
    },
    {
      key: 'actions',
      header: t('WEB_TREASURY_ACTIONS'),
      cell: (row) => (
        <Button variant="text" size="sm" onClick={() => setDialog({ type: 'partner', partner: row })}>
          {t('WEB_TREASURY_EDIT')}
        </Button>
      ),
    },
  ];
  const list = partners.data;
  const sum = (pick: (partner: Partner) => number) =>
    formatRials((list ?? []).reduce((total, p) => total + pick(p), 0));

  return (
    <>
      <section className="treasury" data-testid="treasury-owners">
        <div className="treasury-toolbar">
          <div />
          {mayWrite && (
            <div className="treasury-actions">
              <Button
                variant="outline"
                onClick={() => setDialog({ type: 'CONTRIBUTION' })}
                data-testid="owner-contribute"
              >
                {t('WEB_TREASURY_CONTRIBUTION')}
              </Button>
              <Button variant="outline" onClick={() => setDialog({ type: 'WITHDRAWAL' })} data-testid="owner-withdraw">
                {t('WEB_TREASURY_WITHDRAWAL')}
              </Button>
              <Button onClick={() => setDialog({ type: 'partner' })} data-testid="partner-new">
                {t('WEB_TREASURY_NEW_PARTNER')}
              </Button>
            </div>
          )}
        </div>
        {!list ? (
          <ListState error={partners.error} retry={partners.refetch} />
        ) : list.length === 0 ? (
          <ListEmptyState title={t('WEB_TREASURY_EMPTY_PARTNERS')} />
        ) : (
          <TreasuryTable
            testId="partners"
            caption={t('WEB_PAGE_ACC_OWNERS')}
            columns={mayWrite ? columns : columns.filter((column) => column.key !== 'actions')}
            rows={list}
            rowKey={(row) => String(row.id)}
            totals={{
              name: t('WEB_TREASURY_TOTALS'),
              capital: sum((p) => p.capital),
              drawings: sum((p) => p.drawings),
              net: sum((p) => p.capital - p.drawings),
            }}
          />
        )}
      </section>
      <OwnerTransactions />
      {dialog?.type === 'partner' && <PartnerDialog partner={dialog.partner} onClose={() => setDialog(null)} />}
      {(dialog?.type === 'CONTRIBUTION' || dialog?.type === 'WITHDRAWAL') && (
        <OwnerTransactionDialog kind={dialog.type} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

function OwnerTransactions() {
  const { t, formatRials } = useTreasuryScreen();
  const columns: TreasuryColumn<OwnerTransaction>[] = [
    { key: 'partner', header: t('WEB_TREASURY_PARTNER'), cell: (row) => row.partnerName },
    {
      key: 'kind',
      header: t('WEB_TREASURY_KIND'),
      cell: (row) => t(row.kind === 'CONTRIBUTION' ? 'WEB_TREASURY_CONTRIBUTION' : 'WEB_TREASURY_WITHDRAWAL'),
    },
    { key: 'place', header: t('WEB_TREASURY_PLACE'), cell: (row) => row.treasury.name },
    { key: 'amount', header: t('WEB_TREASURY_AMOUNT'), numeric: true, cell: (row) => formatRials(row.amount) },
  ];
  return <TreasuryDocumentSection kind={ownerMoves} columns={columns} />;
}
