import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../lib/api/http-client.ts';
import { ownerTransactionsQuery, settlementsQuery, treasuryClient } from './treasury-queries.ts';

/**
 * What every treasury document (a transfer, a settlement, an owner's move) has: its date, the voucher it posted and a
 * status.
 */
export interface TreasuryDocument {
  id: number;
  date: string;
  status: string;
  voucherId: number | null;
  voucherNumber: number | null;
}

export interface DocumentPage<R extends TreasuryDocument> {
  data: R[];
  meta: { page: number; pageSize: number; total: number };
}

export type DocumentRow<P extends DocumentPage<TreasuryDocument>> = P['data'][number];

/**
 * A kind of treasury document listed in a section below a screen's main part: its texts, the page it asks for and
 * the call cancelling one, declared once so the section runs its own query (as the mock API's
 * `treasuryDocumentKind` declares each kind once).
 */
export interface TreasuryDocumentKind<P extends DocumentPage<TreasuryDocument>, K extends QueryKey = QueryKey> {
  headingKey: string;
  emptyKey: string;
  cancelTitleKey: string;
  cancel(client: HttpClient, companyId: number, id: number): Promise<unknown>;
  pageQuery(companyId: number, page: { page: number; pageSize: number }): UseQueryOptions<P, Error, P, K>;
  pageSize: number;
  /** The URL parameter keeping the page: a name of its own where the screen pages another list too. */
  pageParam: string;
  sectionTestId: string;
  /** The table's test id; the heading's is `<testId>-title`, the pager's `<testId>-pager`. */
  testId: string;
}

/** Infers the kind's page and query key from its page query, so a section's columns are typed by its rows. */
function documentKind<P extends DocumentPage<TreasuryDocument>, K extends QueryKey>(kind: TreasuryDocumentKind<P, K>) {
  return kind;
}

/** The partners' contributions and withdrawals, below the partners on /accounting/owners. */
export const ownerMoves = documentKind({
  headingKey: 'WEB_TREASURY_OWNER_MOVES',
  emptyKey: 'WEB_TREASURY_EMPTY_OWNER_MOVES',
  cancelTitleKey: 'WEB_TREASURY_CANCEL_OWNER_TITLE',
  cancel: treasuryClient.cancelOwnerTransaction,
  pageQuery: ownerTransactionsQuery,
  pageSize: 20,
  pageParam: 'page',
  sectionTestId: 'owner-transactions',
  testId: 'owner-moves',
});

/** The petty-cash holders' settled expenses, below the holders on /accounting/petty-cash. */
export const pettyCashSettlements = documentKind({
  headingKey: 'WEB_TREASURY_SETTLEMENTS',
  emptyKey: 'WEB_TREASURY_EMPTY_SETTLEMENTS',
  cancelTitleKey: 'WEB_TREASURY_CANCEL_SETTLEMENT_TITLE',
  cancel: treasuryClient.cancelPettyCashSettlement,
  pageQuery: settlementsQuery,
  pageSize: 10,
  pageParam: 'settlements',
  sectionTestId: 'petty-settlements',
  testId: 'settlements',
});
