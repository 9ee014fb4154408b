import { randomBytes } from 'node:crypto';
import { count, sum } from 'drizzle-orm';
import type {
  LinkState,
  PaymentLink,
  LinkListFields,
  PaymentLinkFields,
} from '@daftar/contracts/endpoints/pay-schemas';
import type { Queryable } from '@daftar/db/client';
import { type PaymentLinkRow, paymentLinks, type TerminalRow } from '@daftar/db/schema/pay';
import { searchTextOf } from '@daftar/db/text/search-text';
import { DomainError } from '../errors.ts';
import { findOwnedRow, updateRow } from '../owned-row.ts';
import { equalFilters, listClauses, listColumnsOf, pageOf } from '../list-page.ts';
import { tehranToday } from '../clock/tehran-day.ts';

const tokenAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A link's public token: 12 characters of an alphabet without look-alikes (0/O, 1/l/I), about 70 bits. */
export function newLinkToken(): string {
  return [...randomBytes(12)].map((byte) => tokenAlphabet[byte % tokenAlphabet.length]).join('');
}

/** Whether a payer can pay the link today (Tehran), and if not why; the order is the one the payer is told. */
export function linkState(row: PaymentLinkRow, today: string = tehranToday()): LinkState {
  if (!row.active) return 'INACTIVE';
  if (row.expiresOn !== null && row.expiresOn < today) return 'EXPIRED';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'USED_UP';
  return 'AVAILABLE';
}

export function toPaymentLink(row: PaymentLinkRow, today?: string): PaymentLink {
  const { searchText: _search, ...link } = row;
  return { ...link, state: linkState(row, today) };
}

/** The columns an input writes: the fields its amount mode and kind do not use are stored as null. */
function fieldsOf(input: PaymentLinkFields) {
  const fixed = input.amountMode === 'FIXED';
  const description = input.description || null;
  return {
    kind: input.kind,
    title: input.title,
    description,
    amountMode: input.amountMode,
    amount: fixed ? (input.amount ?? null) : null,
    minAmount: fixed ? null : (input.minAmount ?? null),
    maxAmount: fixed ? null : (input.maxAmount ?? null),
    expiresOn: input.expiresOn ?? null,
    usageLimit: input.usageLimit ?? null,
    eventOn: input.kind === 'EVENT' ? (input.eventOn ?? null) : null,
    active: input.active,
    searchText: searchTextOf(input.title, description),
  };
}

function refuseExpiryInPast(expiresOn: string | null | undefined, today: string): void {
  if (expiresOn && expiresOn < today) {
    throw new DomainError('invalid', 'EXPIRY_IN_PAST', [{ path: 'body.expiresOn', message: 'EXPIRY_IN_PAST' }]);
  }
}

/** A new link of an ACTIVE terminal; a terminal still under review takes none (409). */
export function createPaymentLink(db: Queryable, terminal: TerminalRow, input: PaymentLinkFields): PaymentLink {
  if (!terminal.active) throw new DomainError('conflict', 'TERMINAL_NOT_ACTIVE');
  refuseExpiryInPast(input.expiresOn, tehranToday());
  const row = db
    .insert(paymentLinks)
    .values({ terminalId: terminal.id, token: newLinkToken(), ...fieldsOf(input) })
    .returning()
    .get();
  return toPaymentLink(row);
}

/** One of the terminal's links; another terminal's id is as unknown as a made-up one. */
export function findTerminalLink(db: Queryable, terminalId: number, linkId: number): PaymentLinkRow {
  return findOwnedRow(db, paymentLinks, [paymentLinks.terminalId, terminalId], linkId, 'PAYMENT_LINK_NOT_FOUND');
}

export function getPaymentLink(db: Queryable, terminalId: number, linkId: number): PaymentLink {
  return toPaymentLink(findTerminalLink(db, terminalId, linkId));
}

/**
 * Replaces a link's fields. Its kind stays (another kind is another link: 409), its limit cannot go below the
 * payments made (409), and an expiry may stay in the past only if it is not changed (editing an expired link's
 * title keeps it expired rather than refusing the edit).
 */
export function updatePaymentLink(
  db: Queryable,
  terminalId: number,
  linkId: number,
  input: PaymentLinkFields,
): PaymentLink {
  const current = findTerminalLink(db, terminalId, linkId);
  if (input.kind !== current.kind) {
    throw new DomainError('conflict', 'LINK_KIND_CHANGED', [{ path: 'body.kind', message: 'LINK_KIND_CHANGED' }]);
  }
  if (input.usageLimit != null && input.usageLimit < current.usedCount) {
    throw new DomainError('conflict', 'USAGE_LIMIT_BELOW_USED', [
      { path: 'body.usageLimit', message: 'USAGE_LIMIT_BELOW_USED' },
    ]);
  }
  if (input.expiresOn !== current.expiresOn) refuseExpiryInPast(input.expiresOn, tehranToday());
  const row = updateRow(db, paymentLinks, current.id, fieldsOf(input));
  return toPaymentLink(row);
}

const listColumns = listColumnsOf(paymentLinks.terminalId, paymentLinks, {
  createdAt: paymentLinks.createdAt,
  title: paymentLinks.title,
  usedCount: paymentLinks.usedCount,
  collected: paymentLinks.collected,
});

/** One page of a terminal's links, and the count, uses and takings of every link the filters match. */
export function listPaymentLinks(db: Queryable, terminalId: number, query: LinkListFields) {
  const filters = equalFilters(query, { kind: paymentLinks.kind, active: paymentLinks.active });
  const clauses = listClauses(listColumns, terminalId, query, filters);
  const rows = pageOf(db.select().from(paymentLinks).$dynamic(), clauses).all();
  const sums = db
    .select({ count: count(), usedCount: sum(paymentLinks.usedCount), collected: sum(paymentLinks.collected) })
    .from(paymentLinks)
    .where(clauses.where)
    .get();
  const today = tehranToday();
  return {
    rows: rows.map((row) => toPaymentLink(row, today)),
    totals: {
      count: sums?.count ?? 0,
      usedCount: Number(sums?.usedCount ?? 0),
      collected: Number(sums?.collected ?? 0),
    },
  };
}
