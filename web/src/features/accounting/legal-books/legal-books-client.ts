import {
  legalBookEndpoints as endpoints,
  type LegalBookSettingsInput,
  type legalLedgerQuerySchema,
} from '@daftar/contracts/endpoints/accounting-legal-books';
import { periodLockEndpoints as lockEndpoints } from '@daftar/contracts/endpoints/accounting-period-locks';
import type { z } from 'zod';
import { companyReport } from '../../../lib/api/company-report.ts';
import type { HttpClient } from '../../../lib/api/http-client.ts';
import { bodyCall, idBodyCall } from '../../../lib/api/company-calls.ts';

/** The legal books of the active company: settings per fiscal year, the two books, the electronic file, the locks. */

export interface LegalPeriodQuery {
  fiscalYearId?: number;
  from?: string;
  to?: string;
}
export type LegalLedgerQuery = z.input<typeof legalLedgerQuerySchema>;

export async function getLegalBookSettings(client: HttpClient, companyId: number, fiscalYearId: number) {
  return (await client.call(endpoints.getSettings, { params: { companyId, fiscalYearId } })).itemInfo;
}

export async function updateLegalBookSettings(
  client: HttpClient,
  companyId: number,
  fiscalYearId: number,
  input: LegalBookSettingsInput,
) {
  return (await client.call(endpoints.updateSettings, { params: { companyId, fiscalYearId }, body: input })).itemInfo;
}

export const legalJournal = companyReport(endpoints.journal);

export const legalLedger = companyReport(endpoints.ledger);

/** The journal's PDF as the server draws it (in the company's language of printed documents), as a Blob. */
export async function downloadLegalJournalPdf(client: HttpClient, companyId: number, query: LegalPeriodQuery) {
  return (await client.download(endpoints.journalPdf, { params: { companyId }, query })).data;
}

/** The ledger's PDF (one kol, or every kol) as the server draws it, as a Blob. */
export async function downloadLegalLedgerPdf(client: HttpClient, companyId: number, query: LegalLedgerQuery) {
  return (await client.download(endpoints.ledgerPdf, { params: { companyId }, query })).data;
}

export const electronicBooksPreview = companyReport(endpoints.electronicPreview);

export const electronicBooksFile = companyReport(endpoints.electronicFile);

export type ElectronicBooksPreview = Awaited<ReturnType<typeof electronicBooksPreview>>;

export async function listPeriodLocks(client: HttpClient, companyId: number, fiscalYearId: number) {
  return (await client.call(lockEndpoints.listLocks, { params: { companyId }, query: { fiscalYearId } })).itemInfo;
}

export const lockPeriod = bodyCall(lockEndpoints.lock);

export const reopenPeriod = idBodyCall(lockEndpoints.reopen);
