import type { HttpClient } from './http-client.ts';

/** Loaded on the first read: the profile's zod schemas are not built with every signed-in page. */
const endpoints = async () => (await import('@daftar/contracts/endpoints/company-profile')).companyProfileEndpoints;

/**
 * The company profile's reads, shared: the company area edits them, the invoice printout prints them. The writes
 * stay with the company area.
 */

/** The company's printed identity (name, ids, registration number, phone, address, postal code, whether a logo). */
export async function getCompanyProfile(client: HttpClient, companyId: number) {
  return (await client.call((await endpoints()).get, { params: { companyId } })).itemInfo;
}

/** The logo as a data URL (404 LOGO_NOT_FOUND when there is none). */
export async function getCompanyLogo(client: HttpClient, companyId: number) {
  return (await client.call((await endpoints()).getLogo, { params: { companyId } })).itemInfo;
}

/** Document language, amount unit, fiscal-year start and invoice prefixes, read from their own rows. */
export async function getCompanySettings(client: HttpClient, companyId: number) {
  return (await client.call((await endpoints()).getSettings, { params: { companyId } })).itemInfo;
}
