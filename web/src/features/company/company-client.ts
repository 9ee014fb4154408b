import {
  type CompanyProfileInput,
  type CompanySettingsInput,
  companyProfileEndpoints,
} from '@daftar/contracts/endpoints/company-profile';
import type { HttpClient } from '../../lib/api/http-client.ts';

export async function updateCompanyProfile(client: HttpClient, companyId: number, input: CompanyProfileInput) {
  return (await client.call(companyProfileEndpoints.update, { params: { companyId }, body: input })).itemInfo;
}

/** Sends the shrunk image as a data URL; answers the profile with the logo's type and size. */
export async function updateCompanyLogo(client: HttpClient, companyId: number, dataUrl: string) {
  return (await client.call(companyProfileEndpoints.updateLogo, { params: { companyId }, body: { dataUrl } })).itemInfo;
}

export async function removeCompanyLogo(client: HttpClient, companyId: number) {
  return (await client.call(companyProfileEndpoints.removeLogo, { params: { companyId } })).itemInfo;
}

export async function updateCompanySettings(client: HttpClient, companyId: number, input: CompanySettingsInput) {
  return (await client.call(companyProfileEndpoints.updateSettings, { params: { companyId }, body: input })).itemInfo;
}
