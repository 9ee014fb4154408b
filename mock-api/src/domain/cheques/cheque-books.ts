import type {
  ChequeBook,
  ChequeBookDetail,
  ChequeBookFields,
  ChequeLeafVoidInput,
  UsedLeaf,
  VoidLeaf,
} from '@daftar/contracts/endpoints/cheque-books-schemas';
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { type ChequeBookRow, chequeBooks, chequeLeaves, cheques } from '@daftar/db/schema/cheques';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { fieldError } from '../errors.ts';
import { openYearFor } from '../accounting/fiscal-years.ts';
import { findCompanyRecord } from '../list-page.ts';
import { bankAccountOf } from './cheques.ts';
import { firstId } from '../owned-row.ts';

export function findChequeBookRow(db: Queryable, companyId: number, id: number): ChequeBookRow {
  return findCompanyRecord(db, chequeBooks, companyId, id, 'CHEQUE_BOOK_NOT_FOUND');
}

/** The spent leaves of some books: used by a cheque or voided. */
function spentLeaves(db: Queryable, bookIds: number[]) {
  if (bookIds.length === 0) return [];
  return db
    .select({
      bookId: chequeLeaves.chequeBookId,
      leaf: chequeLeaves.leaf,
      chequeId: chequeLeaves.chequeId,
      voidDate: chequeLeaves.voidDate,
      reason: chequeLeaves.reason,
      chequeState: cheques.state,
      amount: cheques.amount,
      stakeholderId: cheques.stakeholderId,
      stakeholderName: stakeholders.displayName,
    })
    .from(chequeLeaves)
    .leftJoin(cheques, eq(cheques.id, chequeLeaves.chequeId))
    .leftJoin(stakeholders, eq(stakeholders.id, cheques.stakeholderId))
    .where(inArray(chequeLeaves.chequeBookId, bookIds))
    .all();
}

type Spent = ReturnType<typeof spentLeaves>[number];

function summaryOf(row: ChequeBookRow, bankName: string, spent: Spent[]): ChequeBook {
  const taken = new Set(spent.map((leaf) => leaf.leaf));
  let nextFreeLeaf: number | null = null;
  for (let leaf = row.firstLeaf; leaf <= row.lastLeaf && nextFreeLeaf === null; leaf += 1) {
    if (!taken.has(leaf)) nextFreeLeaf = leaf;
  }
  const used = spent.filter((leaf) => leaf.chequeId !== null).length;
  const voided = spent.length - used;
  return {
    id: row.id,
    bank: { id: row.bankTafsiliId, name: bankName },
    series: row.series,
    firstLeaf: row.firstLeaf,
    lastLeaf: row.lastLeaf,
    receivedDate: row.receivedDate,
    description: row.description,
    used,
    voided,
    free: row.lastLeaf - row.firstLeaf + 1 - spent.length,
    nextFreeLeaf,
    createdAt: row.createdAt,
  };
}

function bankNames(db: Queryable, rows: ChequeBookRow[]): Map<number, string> {
  const ids = [...new Set(rows.map((row) => row.bankTafsiliId))];
  if (ids.length === 0) return new Map();
  const found = db
    .select({ id: tafsiliAccounts.id, name: tafsiliAccounts.name })
    .from(tafsiliAccounts)
    .where(inArray(tafsiliAccounts.id, ids))
    .all();
  return new Map(found.map((bank) => [bank.id, bank.name]));
}

/** The company's books, newest first, of one bank account when given. */
export function listChequeBooks(db: Queryable, companyId: number, bankTafsiliId?: number): ChequeBook[] {
  const rows = db
    .select()
    .from(chequeBooks)
    .where(
      and(
        eq(chequeBooks.companyId, companyId),
        bankTafsiliId === undefined ? undefined : eq(chequeBooks.bankTafsiliId, bankTafsiliId),
      ),
    )
    .orderBy(desc(chequeBooks.id))
    .all();
  const names = bankNames(db, rows);
  const spent = spentLeaves(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    summaryOf(
      row,
      names.get(row.bankTafsiliId) ?? '',
      spent.filter((leaf) => leaf.bookId === row.id),
    ),
  );
}

/** One book with its used and voided leaves, by leaf. */
export function getChequeBook(db: Queryable, companyId: number, id: number): ChequeBookDetail {
  const row = findChequeBookRow(db, companyId, id);
  const spent = spentLeaves(db, [row.id]).sort((a, b) => a.leaf - b.leaf);
  const usedLeaves: UsedLeaf[] = [];
  const voidLeaves: VoidLeaf[] = [];
  for (const leaf of spent) {
    if (leaf.chequeId !== null && leaf.chequeState !== null && leaf.amount !== null && leaf.stakeholderId !== null) {
      usedLeaves.push({
        leaf: leaf.leaf,
        chequeId: leaf.chequeId,
        chequeState: leaf.chequeState,
        stakeholder: { id: leaf.stakeholderId, name: leaf.stakeholderName ?? '' },
        amount: leaf.amount,
      });
    } else {
      voidLeaves.push({ leaf: leaf.leaf, date: leaf.voidDate ?? '', reason: leaf.reason ?? '' });
    }
  }
  return { ...summaryOf(row, bankNames(db, [row]).get(row.bankTafsiliId) ?? '', spent), usedLeaves, voidLeaves };
}

/** Records a book of one of the company's bank accounts; its leaves may not overlap another book of the series. */
export function createChequeBook(db: Db, companyId: number, input: ChequeBookFields): ChequeBookDetail {
  return db.transaction((tx) => {
    const bank = bankAccountOf(tx, companyId, input.bankTafsiliId, 'body.bankTafsiliId');
    const overlap = firstId(
      tx,
      chequeBooks.id,
      and(
        eq(chequeBooks.companyId, companyId),
        eq(chequeBooks.bankTafsiliId, bank.id),
        eq(chequeBooks.series, input.series),
        lte(chequeBooks.firstLeaf, input.lastLeaf),
        gte(chequeBooks.lastLeaf, input.firstLeaf),
      ),
    );
    if (overlap) throw fieldError('conflict', 'CHEQUE_BOOK_OVERLAP', 'body.firstLeaf');
    const row = tx
      .insert(chequeBooks)
      .values({
        companyId,
        bankTafsiliId: bank.id,
        series: input.series,
        firstLeaf: input.firstLeaf,
        lastLeaf: input.lastLeaf,
        receivedDate: input.receivedDate ?? null,
        description: input.description ?? null,
      })
      .returning()
      .get();
    return getChequeBook(tx, companyId, row.id);
  });
}

/** The leaf, in the book and free, or 400 CHEQUE_LEAF_OUTSIDE_BOOK / 409 CHEQUE_LEAF_USED at `path`. */
export function assertLeafFree(tx: Queryable, book: ChequeBookRow, leaf: number, path: string): void {
  if (leaf < book.firstLeaf || leaf > book.lastLeaf) throw fieldError('invalid', 'CHEQUE_LEAF_OUTSIDE_BOOK', path);
  const taken = firstId(tx, chequeLeaves.id, and(eq(chequeLeaves.chequeBookId, book.id), eq(chequeLeaves.leaf, leaf)));
  if (taken) throw fieldError('conflict', 'CHEQUE_LEAF_USED', path);
}

/** A free leaf voided: spent without a cheque, in an open year's date; nothing posts. */
export function voidChequeLeaf(
  db: Db,
  companyId: number,
  id: number,
  input: Required<Pick<ChequeLeafVoidInput, 'leaf' | 'date' | 'reason'>>,
): ChequeBookDetail {
  return db.transaction((tx) => {
    const book = findChequeBookRow(tx, companyId, id);
    assertLeafFree(tx, book, input.leaf, 'body.leaf');
    openYearFor(tx, companyId, input.date);
    tx.insert(chequeLeaves)
      .values({ companyId, chequeBookId: book.id, leaf: input.leaf, voidDate: input.date, reason: input.reason })
      .run();
    return getChequeBook(tx, companyId, book.id);
  });
}
