import { companyProfileEndpoints } from '@daftar/contracts/endpoints/company-profile';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { bodyCall, itemCall } from '../../lib/api/company-calls.ts';

export const updateCompanyProfile = bodyCall(companyProfileEndpoints.update);

/** Sends the shrunk image as a data URL; answers the profile with the logo's type and size. */
export async function updateCompanyLogo(client: HttpClient, companyId: number, dataUrl: string) {
  return (await client.call(companyProfileEndpoints.updateLogo, { params: { companyId }, body: { dataUrl } })).itemInfo;
}

export const removeCompanyLogo = itemCall(companyProfileEndpoints.removeLogo);

export const updateCompanySettings = bodyCall(companyProfileEndpoints.updateSettings);
