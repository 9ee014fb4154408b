import type { TreasuryAccount, TreasuryKind } from '@daftar/contracts/endpoints/treasury-schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { localDigits } from '../../../lib/format/digits.ts';
import { Button } from '../../../ui/button.tsx';
import { ListEmptyState } from '../../../ui/list/list-empty-state.tsx';
import { SearchBox } from '../../../ui/list/search-box.tsx';
import { ChequeBooksPanel } from '../cheques/cheque-books-panel.tsx';
import { pageOf } from '../../../lib/routing/page-param.ts';
import { idParam } from '../report-params.ts';
import { AccountDialog } from './account-dialog.tsx';
import { StatementPanel } from './statement-panel.tsx';
import { treasuryAccountQuery, treasuryAccountsQuery } from './treasury-queries.ts';
import { ListState, type TreasuryColumn, TreasuryPager, TreasuryTable, useTreasuryScreen } from './treasury-parts.tsx';

const pageSize = 20;
const newKeys: Record<TreasuryKind, string> = {
  CASH_BOX: 'WEB_TREASURY_NEW_CASH_BOX',
  BANK_ACCOUNT: 'WEB_TREASURY_NEW_BANK_ACCOUNT',
  PETTY_CASH: 'WEB_TREASURY_NEW_PETTY_CASH',
};
const emptyKeys: Record<TreasuryKind, string> = {
  CASH_BOX: 'WEB_TREASURY_EMPTY_CASH_BOX',
  BANK_ACCOUNT: 'WEB_TREASURY_EMPTY_BANK_ACCOUNT',
  PETTY_CASH: 'WEB_TREASURY_EMPTY_PETTY_CASH',
};

/** IBANs and card numbers in groups of four, as printed on cards and cheques. */
const grouped = (value: string | null) => value?.replace(/(.{4})(?=.)/g, '$1 ') ?? '';

/**
 * /accounting/cash, /accounting/banks and the holders of /accounting/petty-cash: the company's places of one kind
 * with their balances from the journal (server-paged and searched, ?q= and ?page=), a total of every match, and
 * the chosen one's details and statement (?account=) below. `actions` adds the screen's own buttons (petty cash).
 */
export function PlacesScreen({ kind, actions }: { kind: TreasuryKind; actions?: ReactNode }) {
  const { t, language, companyId, params, set, formatRials, mayWrite } = useTreasuryScreen();
  const q = params.get('q') ?? '';
  const query = useQuery(
    treasuryAccountsQuery(companyId, { kind, q: q || undefined, page: pageOf(params, 'page'), pageSize, sort: 'code' }),
  );
  const [editing, setEditing] = useState<TreasuryAccount | 'new' | null>(null);
  const chosen = idParam(params, 'account');
  const list = query.data;

  const columns: TreasuryColumn<TreasuryAccount>[] = [
    { key: 'code', header: t('WEB_TREASURY_CODE'), cell: (row) => localDigits(row.tafsiliCode, language) },
    {
      key: 'name',
      header: t('WEB_TREASURY_NAME'),
      cell: (row) => (
        <button
          type="button"
          className="treasury-link-button"
          aria-pressed={row.id === chosen}
          onClick={() => set({ account: row.id, spage: null })}
          data-testid={`treasury-open-${row.id}`}
        >
          {row.name}
        </button>
      ),
    },
    ...(kind === 'BANK_ACCOUNT'
      ? [
          { key: 'bank', header: t('WEB_TREASURY_BANK_NAME'), cell: (row: TreasuryAccount) => row.bankName ?? '' },
          { key: 'iban', header: t('WEB_TREASURY_IBAN'), ltr: true, cell: (row: TreasuryAccount) => grouped(row.iban) },
        ]
      : []),
    ...(kind === 'PETTY_CASH'
      ? [
          { key: 'holder', header: t('WEB_TREASURY_HOLDER'), cell: (row: TreasuryAccount) => row.holderName ?? '' },
          {
            key: 'limit',
            header: t('WEB_TREASURY_LIMIT'),
            numeric: true,
            cell: (row: TreasuryAccount) => (row.cashLimit === null ? '' : formatRials(row.cashLimit)),
          },
        ]
      : []),
    {
      key: 'balance',
      header: t('WEB_TREASURY_BALANCE'),
      numeric: true,
      cell: (row) => (
        <span className={row.balance < 0 ? 'treasury-negative' : undefined} data-testid={`treasury-balance-${row.id}`}>
          {formatRials(row.balance)}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('WEB_TREASURY_ACTIONS'),
      cell: (row) => (
        <Button variant="text" size="sm" onClick={() => setEditing(row)} data-testid={`treasury-edit-${row.id}`}>
          {t('WEB_TREASURY_EDIT')}
        </Button>
      ),
    },
  ];

  return (
    <section className="treasury" data-testid={`treasury-${kind.toLowerCase()}`}>
      <div className="treasury-toolbar">
        <SearchBox value={q} onSearch={(text) => set({ q: text, page: null })} label={t('WEB_TREASURY_SEARCH')} />
        <div className="treasury-actions">
          {mayWrite && (
            <>
              {actions}
              <Button onClick={() => setEditing('new')} data-testid="treasury-new">
                {t(newKeys[kind])}
              </Button>
            </>
          )}
        </div>
      </div>
      {!list ? (
        <ListState error={query.error} retry={query.refetch} />
      ) : list.data.length === 0 ? (
        <ListEmptyState title={t(q ? 'WEB_TREASURY_NO_MATCH' : emptyKeys[kind])} />
      ) : (
        <>
          <TreasuryTable
            testId="treasury-places"
            caption={t(newKeys[kind])}
            columns={mayWrite ? columns : columns.filter((column) => column.key !== 'actions')}
            rows={list.data}
            rowKey={(row) => String(row.id)}
            totals={{
              name: t('WEB_TREASURY_TOTAL_OF', { count: localDigits(String(list.totals.count), language) }),
              balance: <span data-testid="treasury-total-balance">{formatRials(list.totals.balance)}</span>,
            }}
          />
          <TreasuryPager meta={list.meta} param="page" testId="treasury-places-pager" />
        </>
      )}
      {chosen !== undefined && <ChosenAccount id={chosen} {...(mayWrite ? { onEdit: setEditing } : {})} />}
      {editing !== null && (
        <AccountDialog
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          account={editing === 'new' ? undefined : editing}
          open
          onClose={(saved) => {
            setEditing(null);
            if (saved) set({ account: saved.id, spage: null });
          }}
        />
      )}
    </section>
  );
}

/** The chosen account's particulars above its statement. */
function ChosenAccount({ id, onEdit }: { id: number; onEdit?: (account: TreasuryAccount) => void }) {
  const { t, companyId, formatRials, date } = useTreasuryScreen();
  const query = useQuery(treasuryAccountQuery(companyId, id));
  const account = query.data;
  if (!account) return <ListState error={query.error} retry={query.refetch} />;
  const facts: [string, string, boolean?][] = [
    [t('WEB_TREASURY_BALANCE'), formatRials(account.balance)],
    ...(account.bankName ? [[t('WEB_TREASURY_BANK_NAME'), account.bankName] as [string, string]] : []),
    ...(account.branch ? [[t('WEB_TREASURY_BRANCH'), account.branch] as [string, string]] : []),
    ...(account.accountNumber
      ? [[t('WEB_TREASURY_ACCOUNT_NUMBER'), account.accountNumber, true] as [string, string, boolean]]
      : []),
    ...(account.iban ? [[t('WEB_TREASURY_IBAN'), grouped(account.iban), true] as [string, string, boolean]] : []),
    ...(account.cardNumber
      ? [[t('WEB_TREASURY_CARD_NUMBER'), grouped(account.cardNumber), true] as [string, string, boolean]]
      : []),
    ...(account.holderName ? [[t('WEB_TREASURY_HOLDER'), account.holderName] as [string, string]] : []),
    ...(account.openingBalance > 0
      ? [
          [
            t('WEB_TREASURY_OPENING_BALANCE'),
            `${formatRials(account.openingBalance)}${account.openingDate ? ` — ${date(account.openingDate)}` : ''}`,
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <section className="treasury-chosen" aria-labelledby="treasury-chosen-title" data-testid="treasury-chosen">
      <header className="treasury-chosen-header">
        <h2 id="treasury-chosen-title">{account.name}</h2>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={() => onEdit(account)} data-testid="treasury-chosen-edit">
            {t('WEB_TREASURY_EDIT')}
          </Button>
        )}
      </header>
      <dl className="report-summary treasury-facts">
        {facts.map(([label, value, ltr]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir={ltr ? 'ltr' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {account.kind === 'BANK_ACCOUNT' && <ChequeBooksPanel bankTafsiliId={account.tafsiliId} />}
      <StatementPanel account={account} />
    </section>
  );
}
