import type { ChequeBook } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../../lib/format/digits.ts';
import { Button } from '../../../ui/button.tsx';
import { ListState, type TreasuryColumn, TreasuryTable, useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { ChequeBookDialog } from './cheque-book-dialog.tsx';
import { ChequeIssueDialog } from './cheque-issue-dialog.tsx';
import { stateKeys } from './cheque-labels.ts';
import { chequeBookQuery, chequeBooksQuery } from './cheque-queries.ts';
import { ChequeVoidDialog } from './cheque-void-dialog.tsx';
import './cheques.css';

type Open = { kind: 'new' } | { kind: 'issue'; book: number } | { kind: 'void'; book: number; leaf: number | null };

/**
 * A bank account's cheque books in the treasury: each book's leaves used, void and free, its leaves one by one on
 * demand, and (for those who write the treasury) a new book, a cheque issued from the next free leaf, a leaf voided.
 */
export function ChequeBooksPanel({ bankTafsiliId }: { bankTafsiliId: number }) {
  const { t, language, companyId, date, mayWrite } = useTreasuryScreen();
  const query = useQuery(chequeBooksQuery(companyId, bankTafsiliId));
  const [shown, setShown] = useState<number | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const digits = (value: number | string) => localDigits(String(value), language);
  const columns: TreasuryColumn<ChequeBook>[] = [
    {
      key: 'book',
      header: t('WEB_CHEQUE_BOOK'),
      cell: (row) =>
        t('WEB_CHEQUE_BOOK_OF', {
          series: digits(row.series),
          first: digits(row.firstLeaf),
          last: digits(row.lastLeaf),
        }),
    },
    {
      key: 'received',
      header: t('WEB_CHEQUE_BOOK_RECEIVED_ON'),
      cell: (row) => (row.receivedDate ? date(row.receivedDate) : ''),
    },
    { key: 'used', header: t('WEB_CHEQUE_BOOK_USED'), numeric: true, cell: (row) => digits(row.used) },
    { key: 'void', header: t('WEB_CHEQUE_BOOK_VOID'), numeric: true, cell: (row) => digits(row.voided) },
    {
      key: 'free',
      header: t('WEB_CHEQUE_BOOK_FREE'),
      numeric: true,
      cell: (row) => <span data-testid={`cheque-book-free-${row.id}`}>{digits(row.free)}</span>,
    },
    {
      key: 'actions',
      header: t('WEB_TREASURY_ACTIONS'),
      cell: (row) => (
        <span className="cheque-book-actions">
          <Button
            variant="text"
            size="sm"
            aria-expanded={shown === row.id}
            onClick={() => setShown(shown === row.id ? null : row.id)}
            data-testid={`cheque-book-leaves-${row.id}`}
          >
            {t('WEB_CHEQUE_BOOK_SHOW')}
          </Button>
          {mayWrite && row.free > 0 && (
            <>
              <Button
                variant="text"
                size="sm"
                onClick={() => setOpen({ kind: 'issue', book: row.id })}
                data-testid={`cheque-book-issue-${row.id}`}
              >
                {t('WEB_CHEQUE_ISSUE')}
              </Button>
              <Button
                variant="text"
                size="sm"
                onClick={() => setOpen({ kind: 'void', book: row.id, leaf: row.nextFreeLeaf })}
                data-testid={`cheque-book-void-${row.id}`}
              >
                {t('WEB_CHEQUE_LEAF_VOID')}
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];
  return (
    <section className="cheque-books" aria-labelledby="cheque-books-title" data-testid="cheque-books">
      <header className="treasury-chosen-header">
        <h3 id="cheque-books-title">{t('WEB_CHEQUE_BOOKS')}</h3>
        {mayWrite && (
          <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'new' })} data-testid="cheque-book-new">
            {t('WEB_CHEQUE_BOOK_NEW')}
          </Button>
        )}
      </header>
      {!query.data ? (
        <ListState error={query.error} retry={query.refetch} />
      ) : query.data.length === 0 ? (
        <p className="dashboard-note">{t('WEB_CHEQUE_BOOKS_EMPTY')}</p>
      ) : (
        <TreasuryTable
          testId="cheque-books-table"
          caption={t('WEB_CHEQUE_BOOKS')}
          columns={columns}
          rows={query.data}
          rowKey={(row) => String(row.id)}
        />
      )}
      {shown !== null && <BookLeaves id={shown} />}
      {open?.kind === 'new' && <ChequeBookDialog bankTafsiliId={bankTafsiliId} onClose={() => setOpen(null)} />}
      {open?.kind === 'issue' && <ChequeIssueDialog bookId={open.book} onClose={() => setOpen(null)} />}
      {open?.kind === 'void' && <ChequeVoidDialog bookId={open.book} leaf={open.leaf} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** Every leaf of a book in order: free, void (why) or used (its cheque, payee, amount and state). */
function BookLeaves({ id }: { id: number }) {
  const { t, language, companyId, formatRials } = useTreasuryScreen();
  const query = useQuery(chequeBookQuery(companyId, id));
  const book = query.data;
  if (!book) return <ListState error={query.error} retry={query.refetch} />;
  const used = new Map(book.usedLeaves.map((leaf) => [leaf.leaf, leaf]));
  const voided = new Map(book.voidLeaves.map((leaf) => [leaf.leaf, leaf]));
  const leaves = Array.from({ length: book.lastLeaf - book.firstLeaf + 1 }, (_, index) => book.firstLeaf + index);
  return (
    <ol className="cheque-leaves" aria-label={t('WEB_CHEQUE_BOOK_LEAVES')} data-testid={`cheque-book-${id}-leaves`}>
      {leaves.map((leaf) => {
        const cheque = used.get(leaf);
        const gone = voided.get(leaf);
        const state = cheque ? 'used' : gone ? 'void' : 'free';
        return (
          <li key={leaf} className={`cheque-leaf cheque-leaf-${state}`} data-testid={`cheque-leaf-${leaf}`}>
            <strong>{localDigits(String(leaf), language)}</strong>
            {cheque ? (
              <Link to={`/accounting/cheques/${cheque.chequeId}`}>
                {cheque.stakeholder.name} — {formatRials(cheque.amount)} — {t(stateKeys[cheque.chequeState])}
              </Link>
            ) : gone ? (
              <span>
                {t('WEB_CHEQUE_BOOK_VOID')}: {gone.reason}
              </span>
            ) : (
              <span>{t('WEB_CHEQUE_BOOK_FREE')}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
