import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { getCompanyLogo, getCompanyProfile, getCompanySettings } from '../api/company-profile.ts';
import { areaKeys } from './area-keys.ts';

/** Under the company's root key, so the company area's saves (and its invalidation of that key) are seen here. */
const companyKey = (companyId: number) => [...areaKeys.company, companyId] as const;

export function getCompanyProfileQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'profile'],
    queryFn: () => getCompanyProfile(apiClient, companyId),
  });
}

/** Keyed by the logo's time, so a new upload is a new entry and the old image is never shown for it. */
export function getCompanyLogoQuery(companyId: number, updatedAt: string) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'logo', updatedAt],
    queryFn: () => getCompanyLogo(apiClient, companyId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function getCompanySettingsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...companyKey(companyId), 'settings'],
    queryFn: () => getCompanySettings(apiClient, companyId),
  });
}
