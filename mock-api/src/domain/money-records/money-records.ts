import { and, eq, gt, sql } from 'drizzle-orm';
import type {
  MoneyRecord,
  MoneyRecordKind,
  MoneyRecordCreateFields,
  MoneyRecordReverseFields,
} from '@daftar/contracts/endpoints/money-records-schemas';
import type { Queryable } from '@daftar/db/client';
import { type MoneyRecordRow, moneyRecords } from '@daftar/db/schema/money-records';
import { DomainError } from '../errors.ts';
import { assertYearOpen, getFiscalYear, openYearFor } from '../accounting/fiscal-years.ts';
import {
  assertDocumentChangeable,
  documentVoucher,
  postDocument,
  replaceDocumentVoucher,
  reverseDocumentVoucher,
} from '../accounting/posting.ts';
import { getAccountingSettings } from '../accounting/settings.ts';
import { ensureStakeholderTafsili } from '../accounting/tafsili.ts';
import { removeAttachmentsOf } from '../attachments/attachments.ts';
import { inTransaction } from '../invoices/invoice-rows.ts';
import { assertCanPayFrom, treasuryLedgerAccountId } from '../treasury/treasury-ledger.ts';
import { type MoneyRecordInput, moneyRecordSearchText, resolveMoneyRecord } from './money-record-fields.ts';
import { moneyRecordDescription, moneyRecordPostingLines, moneyRecordSource } from './money-record-posting.ts';
import { findMoneyRecordRow, readMoneyRecord } from './money-record-rows.ts';
import { tehranToday } from '../clock/tehran-day.ts';
import { nextNumberOf } from '../record-codes.ts';
import { updateRow } from '../owned-row.ts';

const vatField: Record<MoneyRecordKind, 'vatPayableAccountId' | 'vatReceivableAccountId'> = {
  INCOME: 'vatPayableAccountId',
  EXPENSE: 'vatReceivableAccountId',
};

/** The voucher of a record: the treasury's moein, the VAT account of its kind and the party's tafsili. */
function posting(tx: Queryable, row: MoneyRecordRow, userId: number | null) {
  const vatAccountId = getAccountingSettings(tx, row.companyId)[vatField[row.kind]];
  if (vatAccountId === null && row.vat > 0) {
    throw new DomainError('conflict', 'MONEY_RECORD_ACCOUNTS_MISSING', [
      { path: `settings.${vatField[row.kind]}`, message: 'MONEY_RECORD_ACCOUNTS_MISSING' },
    ]);
  }
  const accounts = {
    treasuryAccountId: treasuryLedgerAccountId(tx, row.companyId, row.treasuryId),
    vatAccountId: vatAccountId ?? 0,
    stakeholderTafsiliId:
      row.stakeholderId === null ? null : ensureStakeholderTafsili(tx, row.companyId, row.stakeholderId).id,
  };
  return {
    companyId: row.companyId,
    date: row.date,
    sourceType: moneyRecordSource,
    sourceId: row.id,
    description: moneyRecordDescription(row),
    lines: moneyRecordPostingLines(row, accounts),
    createdBy: userId,
  };
}

/** What a record does to its treasury account's balance: income adds its total, an expense takes it. */
const effect = (row: Pick<MoneyRecordRow, 'kind' | 'total'>) => (row.kind === 'INCOME' ? row.total : -row.total);

/**
 * A cash box may not go below zero unless the company allows it (the treasury's rule, 400 CASH_BOX_NEGATIVE): each
 * treasury account is checked for what the change takes out of it, `before` being the record as it was (none for a
 * new one) and `after` as it will be (none once deleted).
 */
function assertTreasuryCovers(
  tx: Queryable,
  companyId: number,
  before: Pick<MoneyRecordRow, 'kind' | 'total' | 'treasuryId'> | null,
  after: Pick<MoneyRecordRow, 'kind' | 'total' | 'treasuryId'> | null,
): void {
  const taken = new Map<number, number>();
  const add = (treasuryId: number, amount: number) => taken.set(treasuryId, (taken.get(treasuryId) ?? 0) + amount);
  if (before) add(before.treasuryId, effect(before));
  if (after) add(after.treasuryId, -effect(after));
  for (const [treasuryId, amount] of taken) assertCanPayFrom(tx, companyId, treasuryId, amount);
}

function nextRecordNumber(tx: Queryable, fiscalYearId: number, kind: MoneyRecordKind): number {
  return nextNumberOf(
    tx,
    moneyRecords.number,
    and(eq(moneyRecords.fiscalYearId, fiscalYearId), eq(moneyRecords.kind, kind)),
  );
}

function setRecord(tx: Queryable, id: number, values: Partial<MoneyRecordRow>): MoneyRecordRow {
  return updateRow(tx, moneyRecords, id, values);
}

/** Numbers the record in the fiscal year of its date and posts its voucher, in one transaction. */
export function createMoneyRecord(
  db: Queryable,
  companyId: number,
  userId: number | null,
  input: MoneyRecordCreateFields,
): MoneyRecord {
  return inTransaction(db, (tx) => {
    const fields = resolveMoneyRecord(tx, companyId, input.kind, input);
    const year = openYearFor(tx, companyId, fields.date, 'body.date');
    assertTreasuryCovers(tx, companyId, null, { ...fields, kind: input.kind });
    const number = nextRecordNumber(tx, year.id, input.kind);
    const row = tx
      .insert(moneyRecords)
      .values({
        ...fields,
        companyId,
        kind: input.kind,
        fiscalYearId: year.id,
        number,
        searchText: moneyRecordSearchText({ ...fields, number }),
        createdBy: userId,
      })
      .returning()
      .get();
    const voucher = postDocument(tx, posting(tx, row, userId));
    return readMoneyRecord(tx, setRecord(tx, row.id, { voucherId: voucher.id }).id);
  });
}

/** A reversed record is settled: no edit, delete or second reversal (409). */
function assertNotReversed(row: MoneyRecordRow): void {
  if (row.reversedAt !== null) throw new DomainError('conflict', 'MONEY_RECORD_REVERSED');
}

/** What every change needs: not reversed, the record's year still OPEN, its voucher unlocked and TEMPORARY (409). */
function assertChangeable(tx: Queryable, row: MoneyRecordRow): void {
  assertNotReversed(row);
  assertYearOpen(getFiscalYear(tx, row.companyId, row.fiscalYearId));
  assertDocumentChangeable(tx, { companyId: row.companyId, sourceType: moneyRecordSource, sourceId: row.id });
}

/** PUT: the record keeps its number and year; its voucher is rewritten in place. */
export function updateMoneyRecord(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  input: MoneyRecordInput,
): MoneyRecord {
  return inTransaction(db, (tx) => {
    const current = findMoneyRecordRow(tx, companyId, id);
    assertChangeable(tx, current);
    const fields = resolveMoneyRecord(tx, companyId, current.kind, input);
    const year = openYearFor(tx, companyId, fields.date, 'body.date');
    if (year.id !== current.fiscalYearId) {
      throw new DomainError('conflict', 'MONEY_RECORD_YEAR_CHANGED', [
        { path: 'body.date', message: 'MONEY_RECORD_YEAR_CHANGED' },
      ]);
    }
    assertTreasuryCovers(tx, companyId, current, { ...fields, kind: current.kind });
    const updated = setRecord(tx, id, {
      ...fields,
      searchText: moneyRecordSearchText({ ...fields, number: current.number }),
    });
    const voucher = replaceDocumentVoucher(tx, posting(tx, updated, userId));
    return readMoneyRecord(tx, setRecord(tx, id, { voucherId: voucher.id }).id);
  });
}

/**
 * Deletes the record, its attached files and its TEMPORARY voucher; the later records of its kind and year move down
 * one, so numbers keep no gap. The unique (year, kind, number) index is checked row by row, so the moved rows pass
 * through negative numbers first (as the journal's renumbering does); their search keys follow their new numbers.
 */
export function removeMoneyRecord(db: Queryable, companyId: number, id: number, userId: number | null): void {
  inTransaction(db, (tx) => {
    const current = findMoneyRecordRow(tx, companyId, id);
    assertChangeable(tx, current);
    assertTreasuryCovers(tx, companyId, current, null);
    reverseDocumentVoucher(tx, {
      companyId,
      sourceType: moneyRecordSource,
      sourceId: id,
      date: tehranToday(),
      createdBy: userId,
    });
    removeAttachmentsOf(tx, { companyId, kind: 'MONEY_RECORD', id });
    tx.delete(moneyRecords).where(eq(moneyRecords.id, id)).run();
    const later = and(
      eq(moneyRecords.fiscalYearId, current.fiscalYearId),
      eq(moneyRecords.kind, current.kind),
      gt(moneyRecords.number, current.number),
    );
    tx.update(moneyRecords)
      .set({ number: sql`-(${moneyRecords.number} - 1)` })
      .where(later)
      .run();
    tx.update(moneyRecords)
      .set({ number: sql`-${moneyRecords.number}` })
      .where(
        and(
          eq(moneyRecords.fiscalYearId, current.fiscalYearId),
          eq(moneyRecords.kind, current.kind),
          sql`${moneyRecords.number} < 0`,
        ),
      )
      .run();
    const moved = tx.select().from(moneyRecords).where(later).all();
    for (const row of moved) setRecord(tx, row.id, { searchText: moneyRecordSearchText(row) });
  });
}

/**
 * Reverses a record whose voucher is FINAL (a TEMPORARY one is edited or deleted instead: 409 MONEY_RECORD_NOT_FINAL):
 * a voucher dated `date` swaps the debits and credits, and the record stays, REVERSED, linking both. The date lies in
 * an open year (400 DATE_OUTSIDE_OPEN_YEAR) and not before the record (400 REVERSAL_BEFORE_RECORD); taking income
 * back out of a cash box is refused as a payment from it would be (400 CASH_BOX_NEGATIVE).
 */
export function reverseMoneyRecord(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  input: MoneyRecordReverseFields,
): MoneyRecord {
  return inTransaction(db, (tx) => {
    const current = findMoneyRecordRow(tx, companyId, id);
    assertNotReversed(current);
    const voucher = documentVoucher(tx, { companyId, sourceType: moneyRecordSource, sourceId: id });
    if (voucher?.status !== 'FINAL') throw new DomainError('conflict', 'MONEY_RECORD_NOT_FINAL');
    const date = input.date ?? tehranToday();
    openYearFor(tx, companyId, date, 'body.date');
    if (date < current.date) {
      throw new DomainError('invalid', 'REVERSAL_BEFORE_RECORD', [
        { path: 'body.date', message: 'REVERSAL_BEFORE_RECORD' },
      ]);
    }
    assertTreasuryCovers(tx, companyId, current, null);
    const reversal = reverseDocumentVoucher(tx, {
      companyId,
      sourceType: moneyRecordSource,
      sourceId: id,
      date,
      createdBy: userId,
    });
    if (!reversal) throw new Error(`money record ${id}: its FINAL voucher was not reversed`);
    setRecord(tx, id, { reversalVoucherId: reversal.id, reversedAt: new Date().toISOString() });
    return readMoneyRecord(tx, id);
  });
}
