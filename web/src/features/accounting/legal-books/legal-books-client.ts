import {
  legalBookEndpoints as endpoints,
  type LegalBookSettingsInput,
  type legalLedgerQuerySchema,
} from '@daftar/contracts/endpoints/accounting-legal-books';
import type { z } from 'zod';
import type { HttpClient } from '../../../lib/api/http-client.ts';

/** The legal books of the active company: their settings per fiscal year, the two books and the electronic file. */

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

export async function legalJournal(client: HttpClient, companyId: number, query: LegalPeriodQuery) {
  return (await client.call(endpoints.journal, { params: { companyId }, query })).itemInfo;
}

export async function legalLedger(client: HttpClient, companyId: number, query: LegalLedgerQuery) {
  return (await client.call(endpoints.ledger, { params: { companyId }, query })).itemInfo;
}

export async function electronicBooksPreview(client: HttpClient, companyId: number, query: LegalPeriodQuery) {
  return (await client.call(endpoints.electronicPreview, { params: { companyId }, query })).itemInfo;
}

export async function electronicBooksFile(client: HttpClient, companyId: number, query: LegalPeriodQuery) {
  return (await client.call(endpoints.electronicFile, { params: { companyId }, query })).itemInfo;
}

export type ElectronicBooksPreview = Awaited<ReturnType<typeof electronicBooksPreview>>;
