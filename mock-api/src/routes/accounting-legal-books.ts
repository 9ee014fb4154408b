import type { Hono } from 'hono';
import { legalBookEndpoints as books } from '@daftar/contracts/endpoints/accounting-legal-books';
import { periodLockEndpoints as locks } from '@daftar/contracts/endpoints/accounting-period-locks';
import { electronicBooksFile, electronicBooksPreview } from '../domain/accounting/legal-books/electronic.ts';
import { legalJournal, legalLedger } from '../domain/accounting/legal-books/legal-books.ts';
import { legalJournalPdf, legalLedgerPdf } from '../domain/accounting/legal-books/pdf/book-pdf.ts';
import { listPeriodLocks, lockPeriod, reopenPeriod } from '../domain/accounting/legal-books/locks.ts';
import { getLegalBookSettings, updateLegalBookSettings } from '../domain/accounting/legal-books/settings.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fileAnswer } from '../http/file-answer.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb, mountCompanyRead } from './member-db.ts';

/** The legal books: their settings per fiscal year, the journal, the ledger (and their PDFs), the electronic file and the locks. */
export function mountLegalBookRoutes(app: Hono<AppEnv>): void {
  mountEndpoint(app, books.getSettings, (c, { params }) => ({
    success: true as const,
    itemInfo: getLegalBookSettings(memberDb(c, params.companyId), params.companyId, params.fiscalYearId),
  }));
  mountEndpoint(app, books.updateSettings, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateLegalBookSettings(memberDb(c, params.companyId), params.companyId, params.fiscalYearId, body),
  }));
  mountCompanyRead(app, books.journal, legalJournal);
  mountCompanyRead(app, books.ledger, legalLedger);
  mountEndpoint(app, books.journalPdf, async (c, { params, query }) =>
    fileAnswer(c, await legalJournalPdf(memberDb(c, params.companyId), params.companyId, query)),
  );
  mountEndpoint(app, books.ledgerPdf, async (c, { params, query }) =>
    fileAnswer(c, await legalLedgerPdf(memberDb(c, params.companyId), params.companyId, query)),
  );
  mountCompanyRead(app, books.electronicPreview, electronicBooksPreview);
  mountCompanyRead(app, books.electronicFile, electronicBooksFile);
  mountEndpoint(app, locks.listLocks, (c, { params, query }) => ({
    success: true as const,
    itemInfo: listPeriodLocks(memberDb(c, params.companyId), params.companyId, query.fiscalYearId),
  }));
  mountEndpoint(app, locks.lock, (c, { params, body }) => ({
    success: true as const,
    itemInfo: lockPeriod(memberDb(c, params.companyId), params.companyId, c.get('caller').userId, body),
  }));
  mountEndpoint(app, locks.reopen, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const itemInfo = reopenPeriod(db, params.companyId, c.get('caller').userId, params.id, body.reason);
    return { success: true as const, itemInfo };
  });
}
