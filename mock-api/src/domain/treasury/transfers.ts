import type { TreasuryTransfer } from '@daftar/contracts/endpoints/treasury-schemas';
import { and, asc, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { type TreasuryTransferRow, type TreasuryTransferKind, treasuryTransfers } from '@daftar/db/schema/treasury';
import { DomainError } from '../errors.ts';
import type { VoucherLineInput } from '../accounting/voucher-lines.ts';
import { pageWindow } from '../list-page.ts';
import { chartAccountId, placeOf, placesOf, treasuryDocumentKind, voucherOf } from './treasury-documents.ts';
import { assertCanPayFrom, treasuryLedgerAccountId, treasuryTafsili } from './treasury-ledger.ts';

export const transferSource = 'TREASURY_TRANSFER';
/** Bank charges in the standard chart: where a transfer's fee goes. */
export const bankChargesCode = '8201';

export interface TransferFields {
  kind: TreasuryTransferKind;
  date: string;
  fromTafsiliId: number;
  toTafsiliId: number;
  amount: number;
  fee: number;
  reference?: string | null | undefined;
  description?: string | null | undefined;
}

export interface TransferListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  kind?: TreasuryTransferKind | undefined;
  tafsiliId?: number | undefined;
  status?: 'ACTIVE' | 'CANCELLED' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: 'date' | '-date' | 'amount' | '-amount';
}

function toTransfers(db: Queryable, companyId: number, rows: TreasuryTransferRow[]): TreasuryTransfer[] {
  const places = placesOf(
    db,
    rows.flatMap((row) => [row.fromTafsiliId, row.toTafsiliId]),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    date: row.date,
    from: placeOf(places, row.fromTafsiliId),
    to: placeOf(places, row.toTafsiliId),
    amount: row.amount,
    fee: row.fee,
    reference: row.reference,
    description: row.description,
    status: row.status,
    ...voucherOf(db, companyId, transferSource, row.id),
    createdAt: row.createdAt,
  }));
}

const transferDocument = treasuryDocumentKind({
  table: treasuryTransfers,
  sourceType: transferSource,
  notFound: 'TRANSFER_NOT_FOUND',
  toDocuments: toTransfers,
  // Taking the money back out of the destination must not leave a cash box below zero either.
  beforeCancel: (tx, row) => assertCanPayFrom(tx, row.companyId, row.toTafsiliId, row.amount, 'body.date'),
});

export function listTreasuryTransfers(db: Queryable, companyId: number, query: TransferListQuery) {
  const t = treasuryTransfers;
  const where = and(
    eq(t.companyId, companyId),
    query.kind ? eq(t.kind, query.kind) : undefined,
    query.status ? eq(t.status, query.status) : undefined,
    query.tafsiliId ? or(eq(t.fromTafsiliId, query.tafsiliId), eq(t.toTafsiliId, query.tafsiliId)) : undefined,
    query.from ? gte(t.date, query.from) : undefined,
    query.to ? lte(t.date, query.to) : undefined,
    query.q ? sql`(${t.description} like ${`%${query.q}%`} or ${t.reference} like ${`%${query.q}%`})` : undefined,
  );
  const direction = query.sort.startsWith('-') ? desc : asc;
  const column = query.sort.endsWith('amount') ? t.amount : t.date;
  const rows = pageWindow(
    db.select().from(t).where(where).orderBy(direction(column), direction(t.id)).$dynamic(),
    query,
  ).all();
  const sums = db
    .select({
      n: count(),
      amount: sql<number>`coalesce(sum(case when ${t.status} = 'ACTIVE' then ${t.amount} end), 0)`,
      fee: sql<number>`coalesce(sum(case when ${t.status} = 'ACTIVE' then ${t.fee} end), 0)`,
    })
    .from(t)
    .where(where)
    .get();
  const total = sums?.n ?? 0;
  return {
    rows: toTransfers(db, companyId, rows),
    total,
    totals: { count: total, amount: sums?.amount ?? 0, fee: sums?.fee ?? 0 },
  };
}

export function getTreasuryTransfer(db: Queryable, companyId: number, id: number): TreasuryTransfer {
  return transferDocument.get(db, companyId, id);
}

/**
 * The voucher lines of a transfer: the destination debited the amount, the source credited the amount and the fee,
 * bank charges debited the fee. Exported for the seed, which writes a year of transfers through the same lines.
 */
export function transferLines(tx: Queryable, companyId: number, input: TransferFields): VoucherLineInput[] {
  const fromAccount = treasuryLedgerAccountId(tx, companyId, input.fromTafsiliId, 'body.fromTafsiliId');
  const toAccount = treasuryLedgerAccountId(tx, companyId, input.toTafsiliId, 'body.toTafsiliId');
  const lines: VoucherLineInput[] = [
    { accountId: toAccount, tafsiliId: input.toTafsiliId, debit: input.amount, credit: 0 },
    { accountId: fromAccount, tafsiliId: input.fromTafsiliId, debit: 0, credit: input.amount + input.fee },
  ];
  if (input.fee > 0) {
    const charges = chartAccountId(tx, companyId, bankChargesCode, 'body.fee');
    lines.push({ accountId: charges, tafsiliId: null, debit: input.fee, credit: 0 });
  }
  return lines;
}

/** Moves money between two treasury places in one voucher (an advance or replenishment goes to a petty-cash holder). */
export function createTreasuryTransfer(
  db: Db,
  companyId: number,
  userId: number | null,
  input: TransferFields,
): TreasuryTransfer {
  return db.transaction((tx) => {
    const lines = transferLines(tx, companyId, input);
    const from = treasuryTafsili(tx, companyId, input.fromTafsiliId, 'body.fromTafsiliId');
    const to = treasuryTafsili(tx, companyId, input.toTafsiliId, 'body.toTafsiliId');
    if (input.kind !== 'TRANSFER' && to.kind !== 'PETTY_CASH') {
      throw new DomainError('invalid', 'NOT_PETTY_CASH', [{ path: 'body.toTafsiliId', message: 'NOT_PETTY_CASH' }]);
    }
    assertCanPayFrom(tx, companyId, input.fromTafsiliId, input.amount + input.fee, 'body.amount');
    const row = tx
      .insert(treasuryTransfers)
      .values({
        companyId,
        kind: input.kind,
        date: input.date,
        fromTafsiliId: input.fromTafsiliId,
        toTafsiliId: input.toTafsiliId,
        amount: input.amount,
        fee: input.fee,
        reference: input.reference ?? null,
        description: input.description ?? null,
        createdBy: userId,
      })
      .returning()
      .get();
    transferDocument.post(tx, row, input.description ?? `انتقال وجه از ${from.name} به ${to.name}`, lines);
    return getTreasuryTransfer(tx, companyId, row.id);
  });
}

/** Cancels a transfer: its temporary voucher is removed, a FINAL one reversed on `date` (today by default). */
export const cancelTreasuryTransfer = transferDocument.cancel;
