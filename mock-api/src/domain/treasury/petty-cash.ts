import type { PettyCashSettlement } from '@daftar/contracts/endpoints/treasury-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { FieldError } from '@daftar/contracts/envelope';
import type { Db, Queryable } from '@daftar/db/client';
import { accounts } from '@daftar/db/schema/accounting-chart';
import {
  type PettyCashSettlementRow,
  pettyCashSettlementLines,
  pettyCashSettlements,
} from '@daftar/db/schema/treasury';
import { DomainError } from '../errors.ts';
import { placeOf, placesOf, treasuryDocumentKind, voucherOf } from './treasury-documents.ts';
import { treasuryLedgerAccountId, treasuryTafsili } from './treasury-ledger.ts';

export const settlementSource = 'PETTY_CASH_SETTLEMENT';

export interface SettlementFields {
  holderTafsiliId: number;
  date: string;
  description?: string | null | undefined;
  lines: { accountId: number; amount: number; description?: string | null | undefined }[];
}

function toSettlements(db: Queryable, companyId: number, rows: PettyCashSettlementRow[]): PettyCashSettlement[] {
  if (rows.length === 0) return [];
  const places = placesOf(
    db,
    rows.map((row) => row.holderTafsiliId),
  );
  const lines = db
    .select({
      settlementId: pettyCashSettlementLines.settlementId,
      accountId: pettyCashSettlementLines.accountId,
      accountCode: accounts.code,
      accountName: accounts.nameFa,
      amount: pettyCashSettlementLines.amount,
      description: pettyCashSettlementLines.description,
    })
    .from(pettyCashSettlementLines)
    .innerJoin(accounts, eq(accounts.id, pettyCashSettlementLines.accountId))
    .where(
      inArray(
        pettyCashSettlementLines.settlementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(pettyCashSettlementLines.settlementId, pettyCashSettlementLines.row)
    .all();
  return rows.map((row) => ({
    id: row.id,
    holder: placeOf(places, row.holderTafsiliId),
    date: row.date,
    total: row.total,
    description: row.description,
    status: row.status,
    ...voucherOf(db, companyId, settlementSource, row.id),
    lines: lines.filter((line) => line.settlementId === row.id).map(({ settlementId: _settlement, ...line }) => line),
    createdAt: row.createdAt,
  }));
}

const settlementDocument = treasuryDocumentKind({
  table: pettyCashSettlements,
  sourceType: settlementSource,
  notFound: 'SETTLEMENT_NOT_FOUND',
  toDocuments: toSettlements,
});

export function listPettyCashSettlements(
  db: Queryable,
  companyId: number,
  query: { page: number; pageSize: number; holderTafsiliId?: number | undefined },
) {
  const by = query.holderTafsiliId ? eq(pettyCashSettlements.holderTafsiliId, query.holderTafsiliId) : undefined;
  return settlementDocument.list(db, companyId, by, query);
}

/** Each line must name a moein expense account of the company. */
function expenseErrors(db: Queryable, companyId: number, input: SettlementFields): FieldError[] {
  return input.lines.flatMap((line, index): FieldError[] => {
    const account = db
      .select({ level: accounts.level, type: accounts.type, archived: accounts.archived })
      .from(accounts)
      .where(and(eq(accounts.id, line.accountId), eq(accounts.companyId, companyId)))
      .get();
    const path = `body.lines.${index}.accountId`;
    if (!account) return [{ path, message: 'ACCOUNT_NOT_FOUND' }];
    if (account.level !== 'MOEIN' || account.type !== 'EXPENSE' || account.archived) {
      return [{ path, message: 'NOT_AN_EXPENSE_ACCOUNT' }];
    }
    return [];
  });
}

/** The holder's expenses settled: each line debits its expense account, the holder is credited the total. */
export function createPettyCashSettlement(
  db: Db,
  companyId: number,
  userId: number | null,
  input: SettlementFields,
): PettyCashSettlement {
  return db.transaction((tx) => {
    const holder = treasuryTafsili(tx, companyId, input.holderTafsiliId, 'body.holderTafsiliId');
    if (holder.kind !== 'PETTY_CASH') {
      throw new DomainError('invalid', 'NOT_PETTY_CASH', [{ path: 'body.holderTafsiliId', message: 'NOT_PETTY_CASH' }]);
    }
    const errors = expenseErrors(tx, companyId, input);
    const first = errors[0];
    if (first) throw new DomainError('invalid', first.message, errors);
    const holderAccount = treasuryLedgerAccountId(tx, companyId, holder.id, 'body.holderTafsiliId');
    const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
    const row = tx
      .insert(pettyCashSettlements)
      .values({
        companyId,
        holderTafsiliId: holder.id,
        date: input.date,
        total,
        description: input.description ?? null,
        createdBy: userId,
      })
      .returning()
      .get();
    tx.insert(pettyCashSettlementLines)
      .values(
        input.lines.map((line, index) => ({
          settlementId: row.id,
          row: index + 1,
          accountId: line.accountId,
          amount: line.amount,
          description: line.description ?? null,
        })),
      )
      .run();
    settlementDocument.post(tx, row, input.description ?? `تسویه تنخواه ${holder.name}`, [
      ...input.lines.map((line) => ({
        accountId: line.accountId,
        debit: line.amount,
        credit: 0,
        description: line.description ?? null,
      })),
      { accountId: holderAccount, tafsiliId: holder.id, debit: 0, credit: total },
    ]);
    return settlementDocument.get(tx, companyId, row.id);
  });
}

export const cancelPettyCashSettlement = settlementDocument.cancel;
