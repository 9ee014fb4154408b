import type { OwnerTransaction, Partner } from '@daftar/contracts/endpoints/treasury-schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import {
  type OwnerTransactionKind,
  type OwnerTransactionRow,
  ownerTransactions,
  type TreasuryPartnerRow,
  treasuryPartners,
} from '@daftar/db/schema/treasury';
import { DomainError } from '../errors.ts';
import { getAccountingSettings } from '../accounting/settings.ts';
import { insertTafsili } from '../accounting/tafsili.ts';
import { findCompanyRecord } from '../list-page.ts';
import { placeOf, placesOf, treasuryDocumentKind, voucherOf } from './treasury-documents.ts';
import { assertCanPayFrom, tafsiliBalance, treasuryLedgerAccountId } from './treasury-ledger.ts';
import { ownedRow, ownedRows } from '../owned-row.ts';

export const ownerSource = 'OWNER_TRANSACTION';

export interface PartnerFields {
  name: string;
  shareBasisPoints?: number | null | undefined;
  mobile?: string | null | undefined;
  description?: string | null | undefined;
}

export interface OwnerTransactionFields {
  partnerId: number;
  kind: OwnerTransactionKind;
  date: string;
  amount: number;
  treasuryTafsiliId: number;
  description?: string | null | undefined;
}

/** Credit − debit of the tafsili's lines on an account (a partner's capital), or debit − credit when `debitSide`. */
function tafsiliNet(db: Queryable, companyId: number, accountId: number | null, tafsiliId: number, debitSide: boolean) {
  if (accountId === null) return 0;
  const balance = tafsiliBalance(db, companyId, tafsiliId, accountId, { withoutClosing: true });
  // 0 − balance rather than −balance: an untouched capital answers 0, not −0.
  return debitSide ? balance : 0 - balance;
}

function toPartner(db: Queryable, companyId: number, row: TreasuryPartnerRow): Partner {
  const settings = getAccountingSettings(db, companyId);
  const code = db
    .select({ code: tafsiliAccounts.code })
    .from(tafsiliAccounts)
    .where(eq(tafsiliAccounts.id, row.tafsiliId))
    .get();
  return {
    id: row.id,
    tafsiliId: row.tafsiliId,
    tafsiliCode: code?.code ?? '',
    name: row.name,
    shareBasisPoints: row.shareBasisPoints,
    mobile: row.mobile,
    description: row.description,
    capital: tafsiliNet(db, companyId, settings.capitalAccountId, row.tafsiliId, false),
    drawings: tafsiliNet(db, companyId, settings.drawingsAccountId, row.tafsiliId, true),
    createdAt: row.createdAt,
  };
}

export function listPartners(db: Queryable, companyId: number): Partner[] {
  return ownedRows(db, treasuryPartners, [treasuryPartners.companyId, companyId], asc(treasuryPartners.id)).map((row) =>
    toPartner(db, companyId, row),
  );
}

function findPartner(db: Queryable, companyId: number, id: number, path?: string): TreasuryPartnerRow {
  if (path === undefined) return findCompanyRecord(db, treasuryPartners, companyId, id, 'PARTNER_NOT_FOUND');
  const row = ownedRow(db, treasuryPartners, [treasuryPartners.companyId, companyId], id);
  if (!row) throw new DomainError('invalid', 'PARTNER_NOT_FOUND', [{ path, message: 'PARTNER_NOT_FOUND' }]);
  return row;
}

const partnerValues = (input: PartnerFields) => ({
  name: input.name,
  shareBasisPoints: input.shareBasisPoints ?? null,
  mobile: input.mobile ?? null,
  description: input.description ?? null,
});

/** A partner and their tafsili (kind OTHER), made together. */
export function createPartner(db: Db, companyId: number, input: PartnerFields): Partner {
  return db.transaction((tx) => {
    const tafsili = insertTafsili(tx, companyId, { kind: 'OTHER', name: input.name });
    const row = tx
      .insert(treasuryPartners)
      .values({ ...partnerValues(input), companyId, tafsiliId: tafsili.id })
      .returning()
      .get();
    return toPartner(tx, companyId, row);
  });
}

export function updatePartner(db: Db, companyId: number, id: number, input: PartnerFields): Partner {
  return db.transaction((tx) => {
    const current = findPartner(tx, companyId, id);
    const row = tx
      .update(treasuryPartners)
      .set({ ...partnerValues(input), updatedAt: new Date().toISOString() })
      .where(eq(treasuryPartners.id, id))
      .returning()
      .get();
    tx.update(tafsiliAccounts).set({ name: input.name }).where(eq(tafsiliAccounts.id, current.tafsiliId)).run();
    return toPartner(tx, companyId, row);
  });
}

function toOwnerTransactions(db: Queryable, companyId: number, rows: OwnerTransactionRow[]): OwnerTransaction[] {
  const places = placesOf(
    db,
    rows.map((row) => row.treasuryTafsiliId),
  );
  const names = new Map(listPartners(db, companyId).map((partner) => [partner.id, partner.name]));
  return rows.map((row) => ({
    id: row.id,
    partnerId: row.partnerId,
    partnerName: names.get(row.partnerId) ?? '',
    kind: row.kind,
    date: row.date,
    amount: row.amount,
    treasury: placeOf(places, row.treasuryTafsiliId),
    description: row.description,
    status: row.status,
    ...voucherOf(db, companyId, ownerSource, row.id),
    createdAt: row.createdAt,
  }));
}

const ownerDocument = treasuryDocumentKind({
  table: ownerTransactions,
  sourceType: ownerSource,
  notFound: 'OWNER_TRANSACTION_NOT_FOUND',
  toDocuments: toOwnerTransactions,
  // Taking a contribution back out must not leave its cash box below zero.
  beforeCancel: (tx, row) => {
    if (row.kind === 'CONTRIBUTION')
      assertCanPayFrom(tx, row.companyId, row.treasuryTafsiliId, row.amount, 'body.date');
  },
});

export function listOwnerTransactions(
  db: Queryable,
  companyId: number,
  query: { page: number; pageSize: number; partnerId?: number | undefined },
) {
  const by = query.partnerId ? eq(ownerTransactions.partnerId, query.partnerId) : undefined;
  return ownerDocument.list(db, companyId, by, query);
}

/** The lines of a contribution (place debited, capital credited) or a withdrawal (drawings debited, place credited). */
export function ownerLines(tx: Queryable, companyId: number, partnerTafsiliId: number, input: OwnerTransactionFields) {
  const place = treasuryLedgerAccountId(tx, companyId, input.treasuryTafsiliId, 'body.treasuryTafsiliId');
  const settings = getAccountingSettings(tx, companyId);
  const equity = input.kind === 'CONTRIBUTION' ? settings.capitalAccountId : settings.drawingsAccountId;
  if (equity === null) {
    throw new DomainError('conflict', 'TREASURY_ACCOUNTS_MISSING', [
      { path: 'body.kind', message: 'TREASURY_ACCOUNTS_MISSING' },
    ]);
  }
  const placeLine = { accountId: place, tafsiliId: input.treasuryTafsiliId };
  const equityLine = { accountId: equity, tafsiliId: partnerTafsiliId };
  return input.kind === 'CONTRIBUTION'
    ? [
        { ...placeLine, debit: input.amount, credit: 0 },
        { ...equityLine, debit: 0, credit: input.amount },
      ]
    : [
        { ...equityLine, debit: input.amount, credit: 0 },
        { ...placeLine, debit: 0, credit: input.amount },
      ];
}

export function createOwnerTransaction(
  db: Db,
  companyId: number,
  userId: number | null,
  input: OwnerTransactionFields,
): OwnerTransaction {
  return db.transaction((tx) => {
    const partner = findPartner(tx, companyId, input.partnerId, 'body.partnerId');
    const lines = ownerLines(tx, companyId, partner.tafsiliId, input);
    if (input.kind === 'WITHDRAWAL') assertCanPayFrom(tx, companyId, input.treasuryTafsiliId, input.amount);
    const row = tx
      .insert(ownerTransactions)
      .values({
        companyId,
        partnerId: partner.id,
        kind: input.kind,
        date: input.date,
        amount: input.amount,
        treasuryTafsiliId: input.treasuryTafsiliId,
        description: input.description ?? null,
        createdBy: userId,
      })
      .returning()
      .get();
    const what = input.kind === 'CONTRIBUTION' ? 'آورده سرمایه' : 'برداشت';
    ownerDocument.post(tx, row, input.description ?? `${what} ${partner.name}`, lines);
    return ownerDocument.get(tx, companyId, row.id);
  });
}

export const cancelOwnerTransaction = ownerDocument.cancel;
