import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';
import { type VoucherKind, type VoucherRow, vouchers } from '@daftar/db/schema/accounting-journal';
import { tehranToday } from '../clock/tehran-day.ts';
import { DomainError } from '../errors.ts';
import { closeGap } from './numbering.ts';
import { assertPeriodOpen } from './period-locks.ts';
import { deleteVoucher, type VoucherLineInput } from './voucher-lines.ts';
import { assertEditable, insertVoucher, rewriteVoucher } from './voucher-writes.ts';
import { linesOf } from './vouchers.ts';

/**
 * How documents (invoices, receipts, payments, income, expense, transfers) reach the journal. Each document type's
 * own function says which accounts it debits and credits and calls these inside the transaction that writes the
 * document, so a document and its voucher are written together or not at all.
 */
export interface DocumentPosting {
  companyId: number;
  date: string;
  /** The document type, e.g. `INVOICE`; with sourceId it finds the document's voucher again. */
  sourceType: string;
  sourceId: number;
  description?: string | null | undefined;
  lines: VoucherLineInput[];
  createdBy?: number | null | undefined;
  /** NORMAL unless said: an imported opening balance is the year's OPENING voucher. */
  kind?: VoucherKind;
}

export interface DocumentRef {
  companyId: number;
  sourceType: string;
  sourceId: number;
}

/** The document's voucher that is in force: not a reversal, and not reversed. */
export function documentVoucher(tx: Queryable, ref: DocumentRef): VoucherRow | undefined {
  return tx
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, ref.companyId),
        eq(vouchers.sourceType, ref.sourceType),
        eq(vouchers.sourceId, ref.sourceId),
        isNull(vouchers.reversesVoucherId),
        sql`not exists (select 1 from vouchers reversal where reversal.reverses_voucher_id = ${vouchers.id})`,
      ),
    )
    .orderBy(desc(vouchers.id))
    .get();
}

/** A document changed in place: its voucher in force must be in an open period (409 PERIOD_LOCKED), and TEMPORARY. */
export function assertDocumentChangeable(tx: Queryable, ref: DocumentRef): void {
  const current = documentVoucher(tx, ref);
  if (!current) return;
  assertPeriodOpen(tx, current.companyId, current.date);
  if (current.status === 'FINAL') throw new DomainError('conflict', 'VOUCHER_FINAL');
}

/** Writes a document's voucher (TEMPORARY); a document already in force is refused. */
export function postDocument(tx: Queryable, posting: DocumentPosting): VoucherRow {
  // Each document posts once, when it comes into force (ids are never reused): a second posting is a server bug.
  if (documentVoucher(tx, posting)) throw new Error(`${posting.sourceType} ${posting.sourceId} is already posted`);
  return insertVoucher(
    tx,
    posting.companyId,
    { date: posting.date, description: posting.description, lines: posting.lines },
    {
      kind: posting.kind ?? 'NORMAL',
      sourceType: posting.sourceType,
      sourceId: posting.sourceId,
      createdBy: posting.createdBy ?? null,
    },
  );
}

/** An edited document: its temporary voucher is rewritten in place (same number); a FINAL one is refused (409). */
export function replaceDocumentVoucher(tx: Queryable, posting: DocumentPosting): VoucherRow {
  const current = documentVoucher(tx, posting);
  if (!current) return postDocument(tx, posting);
  return rewriteVoucher(tx, current, { date: posting.date, description: posting.description, lines: posting.lines });
}

/**
 * A cancelled document. A temporary voucher is simply removed (numbers close up behind it: nothing final ever
 * showed it); a FINAL one stays and a new voucher dated `date` swaps its sides, pointing back at it. Answers the
 * reversing voucher, or null when there was nothing final to reverse.
 */
export function reverseDocumentVoucher(
  tx: Queryable,
  ref: DocumentRef & { date: string; createdBy?: number | null | undefined },
): VoucherRow | null {
  const current = documentVoucher(tx, ref);
  if (!current) return null;
  // A cancelled document dated in a locked period stays as the books printed it, even when its reversal would not be.
  assertPeriodOpen(tx, current.companyId, current.date);
  if (current.status === 'TEMPORARY') {
    assertEditable(tx, current);
    deleteVoucher(tx, current);
    closeGap(tx, current.fiscalYearId, current.number);
    return null;
  }
  const swapped = linesOf(tx, current.id).map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
  return insertVoucher(
    tx,
    ref.companyId,
    { date: ref.date, description: current.description, lines: swapped },
    {
      sourceType: ref.sourceType,
      sourceId: ref.sourceId,
      reversesVoucherId: current.id,
      createdBy: ref.createdBy ?? null,
    },
  );
}

/** A document cancelled or undone as its caller asked: its voucher reversed on `date`, today in Tehran when none is given. */
export function cancelDocumentVoucher(
  tx: Queryable,
  ref: DocumentRef,
  date: string | null | undefined,
  userId: number | null,
): VoucherRow | null {
  return reverseDocumentVoucher(tx, { ...ref, date: date ?? tehranToday(), createdBy: userId });
}
