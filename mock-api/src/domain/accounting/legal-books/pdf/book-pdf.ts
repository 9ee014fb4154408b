import { legalBookPdfName } from '@daftar/contracts/endpoints/accounting-legal-books';
import type { Queryable } from '@daftar/db/client';
import { getCompanyProfile } from '../../../company-profile/company-profile.ts';
import { getCompanySettings } from '../../../company-profile/company-settings.ts';
import { a4, PdfWriter } from '../../../pdf/pdf-writer.ts';
import type { PeriodQuery } from '../../reports/period.ts';
import type { LegalBooks } from '../journal-rows.ts';
import { journalBook, type LedgerQuery, ledgerBook, readLegalBooks } from '../legal-books.ts';
import { drawBook } from './book-pdf-layout.ts';
import { type BookPdfInput, type BookPdfModel, journalPdfModel, ledgerPdfModel } from './book-pdf-model.ts';

/** Draws a book's model on A4, in the model's direction. */
export function renderBookPdf(model: BookPdfModel): Promise<Buffer> {
  const writer = new PdfWriter(model.language === 'fa' ? 'rtl' : 'ltr', a4.width);
  writer.doc.info.Title = `${model.book} — ${model.period}`;
  drawBook(writer, model);
  return writer.finish();
}

/** The company, its year and the period, in the company's language of printed documents (as the invoices' PDF). */
function inputOf(db: Queryable, companyId: number, books: LegalBooks): BookPdfInput {
  return {
    company: getCompanyProfile(db, companyId),
    yearName: books.period.year.name,
    period: { from: books.period.from, to: books.period.to },
    language: getCompanySettings(db, companyId).documentLanguage,
  };
}

const answer = (book: 'journal' | 'ledger', books: LegalBooks, data: Buffer) => ({
  fileName: legalBookPdfName(book, books.period),
  mediaType: 'application/pdf',
  data,
});

/**
 * The legal journal of a period as a PDF: the screen's pages, rows and carried totals, without the checks (the screen
 * shows them; its print does not wait for them).
 */
export async function legalJournalPdf(db: Queryable, companyId: number, query: PeriodQuery) {
  const books = readLegalBooks(db, companyId, query);
  const model = journalPdfModel(journalBook(books), inputOf(db, companyId, books));
  return answer('journal', books, await renderBookPdf(model));
}

/** The legal ledger of a period (one kol, or every kol) as a PDF: the screen's pages, without the checks. */
export async function legalLedgerPdf(db: Queryable, companyId: number, query: LedgerQuery) {
  const books = readLegalBooks(db, companyId, query);
  const model = ledgerPdfModel(ledgerBook(books, query.accountId).book, inputOf(db, companyId, books));
  return answer('ledger', books, await renderBookPdf(model));
}
