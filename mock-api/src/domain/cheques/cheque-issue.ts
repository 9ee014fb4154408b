import type { ChequeIssueFields } from '@daftar/contracts/endpoints/cheque-books-schemas';
import type { Cheque } from '@daftar/contracts/endpoints/cheques-schemas';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { type ChequeRow, chequeBooks, chequeLeaves, cheques } from '@daftar/db/schema/cheques';
import { treasuryAccounts } from '@daftar/db/schema/treasury';
import { DomainError } from '../errors.ts';
import { openYearFor } from '../accounting/fiscal-years.ts';
import { postDocument } from '../accounting/posting.ts';
import { ensureStakeholderTafsili } from '../accounting/tafsili.ts';
import { assertLeafFree, findChequeBookRow } from './cheque-books.ts';
import { chequeStepSource, stepLines } from './cheque-posting.ts';
import { getCheque, stepsOf } from './cheque-rows.ts';
import { assertSayadFree, chequeTerms, insertFirstStep, stakeholderOf, stepDescription } from './cheques.ts';
import { ownedRow } from '../owned-row.ts';

/** What an issued cheque carries, from the treasury's form or a purchase payment's. */
export interface IssuedCheque extends Omit<ChequeIssueFields, 'description'> {
  chequeBookId: number;
  description?: string | null | undefined;
  invoicePaymentId?: number | null | undefined;
}

/** Where a refusal points: the form's fields or a payment's `issuedCheque`. */
export interface IssuePaths {
  book: string;
  leaf: string;
  sayad: string;
}

/** The book an issue is from: the path's (404 when not the company's) or a payment's field (400 there). */
function bookOf(tx: Queryable, companyId: number, id: number, path: string) {
  if (path.startsWith('params.')) return findChequeBookRow(tx, companyId, id);
  const book = ownedRow(tx, chequeBooks, [chequeBooks.companyId, companyId], id);
  if (!book) throw new DomainError('invalid', 'CHEQUE_BOOK_NOT_FOUND', [{ path, message: 'CHEQUE_BOOK_NOT_FOUND' }]);
  return book;
}

/**
 * Writes an issued cheque on a free leaf of one of the company's books (the leaf spent with it) and its ISSUE step;
 * the caller posts the voucher (its own or the payment's). Refuses a book of another company, a leaf outside the
 * book or spent, a Sayad id the company has, and a date outside an open year.
 */
export function insertIssuedCheque(
  tx: Queryable,
  companyId: number,
  userId: number | null,
  input: IssuedCheque,
  paths: IssuePaths,
): ChequeRow {
  const book = bookOf(tx, companyId, input.chequeBookId, paths.book);
  assertLeafFree(tx, book, input.leaf, paths.leaf);
  assertSayadFree(tx, companyId, input.sayadId, paths.sayad);
  openYearFor(tx, companyId, input.date);
  const place = tx
    .select({ bankName: treasuryAccounts.bankName, branch: treasuryAccounts.branch })
    .from(treasuryAccounts)
    .where(eq(treasuryAccounts.tafsiliId, book.bankTafsiliId))
    .get();
  const row = tx
    .insert(cheques)
    .values({
      companyId,
      direction: 'ISSUED',
      state: 'ISSUED',
      sayadId: input.sayadId,
      serial: `${book.series}/${input.leaf}`,
      bankName: place?.bankName ?? null,
      branch: place?.branch ?? null,
      ...chequeTerms(input),
      bankTafsiliId: book.bankTafsiliId,
      chequeBookId: book.id,
      leaf: input.leaf,
      createdBy: userId,
    })
    .returning()
    .get();
  tx.insert(chequeLeaves).values({ companyId, chequeBookId: book.id, leaf: input.leaf, chequeId: row.id }).run();
  insertFirstStep(tx, row, 'ISSUE', userId);
  return row;
}

/** Issues a cheque to a person from a free leaf of the book and posts their payable ← notes payable. */
export function issueCheque(
  db: Db,
  companyId: number,
  bookId: number,
  userId: number | null,
  input: ChequeIssueFields,
): Cheque {
  return db.transaction((tx) => {
    findChequeBookRow(tx, companyId, bookId);
    const person = stakeholderOf(tx, companyId, input.stakeholderId, 'body.stakeholderId');
    const tafsili = ensureStakeholderTafsili(tx, companyId, person.id).id;
    const row = insertIssuedCheque(
      tx,
      companyId,
      userId,
      { ...input, chequeBookId: bookId },
      {
        book: 'params.id',
        leaf: 'body.leaf',
        sayad: 'body.sayadId',
      },
    );
    const [step] = stepsOf(tx, row.id);
    if (!step) throw new Error('issueCheque: no step');
    postDocument(tx, {
      companyId,
      date: input.date,
      sourceType: chequeStepSource,
      sourceId: step.id,
      description: stepDescription('ISSUE', row, person.name),
      createdBy: userId,
      lines: stepLines(tx, companyId, {
        direction: 'ISSUED',
        kind: 'ISSUE',
        amount: row.amount,
        person: tafsili,
        bank: row.bankTafsiliId,
        endorsee: null,
        returnToDrawer: false,
      }),
    });
    return getCheque(tx, companyId, row.id);
  });
}
