import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { getCompanyLogo, getCompanyProfile, getCompanySettings } from '../api/company-profile.ts';
import { areaKeys } from './area-keys.ts';
import { companyCallQuery } from './company-call-query.ts';

/** Under the company's root key, so the company area's saves (and its invalidation of that key) are seen here. */
const companyKey = (companyId: number) => [...areaKeys.company, companyId] as const;

export const getCompanyProfileQuery = (companyId: number) =>
  companyCallQuery([...companyKey(companyId), 'profile'], companyId, getCompanyProfile);

/** Keyed by the logo's time, so a new upload is a new entry and the old image is never shown for it. */
export function getCompanyLogoQuery(companyId: number, updatedAt: string) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'logo', updatedAt],
    queryFn: () => getCompanyLogo(apiClient, companyId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const getCompanySettingsQuery = (companyId: number) =>
  companyCallQuery([...companyKey(companyId), 'settings'], companyId, getCompanySettings);
