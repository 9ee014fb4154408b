import type { Hono } from 'hono';
import { legalBookEndpoints as books } from '@daftar/contracts/endpoints/accounting-legal-books';
import { electronicBooksFile, electronicBooksPreview } from '../domain/accounting/legal-books/electronic.ts';
import { legalJournal, legalLedger } from '../domain/accounting/legal-books/legal-books.ts';
import { getLegalBookSettings, updateLegalBookSettings } from '../domain/accounting/legal-books/settings.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

/** The legal books: their settings per fiscal year, the journal, the ledger and the electronic books file. */
export function mountLegalBookRoutes(app: Hono<AppEnv>): void {
  mountEndpoint(app, books.getSettings, (c, { params }) => ({
    success: true as const,
    itemInfo: getLegalBookSettings(memberDb(c, params.companyId), params.companyId, params.fiscalYearId),
  }));
  mountEndpoint(app, books.updateSettings, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updateLegalBookSettings(memberDb(c, params.companyId), params.companyId, params.fiscalYearId, body),
  }));
  mountEndpoint(app, books.journal, (c, { params, query }) => ({
    success: true as const,
    itemInfo: legalJournal(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, books.ledger, (c, { params, query }) => ({
    success: true as const,
    itemInfo: legalLedger(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, books.electronicPreview, (c, { params, query }) => ({
    success: true as const,
    itemInfo: electronicBooksPreview(memberDb(c, params.companyId), params.companyId, query),
  }));
  mountEndpoint(app, books.electronicFile, (c, { params, query }) => ({
    success: true as const,
    itemInfo: electronicBooksFile(memberDb(c, params.companyId), params.companyId, query),
  }));
}
