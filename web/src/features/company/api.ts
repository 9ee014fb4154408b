import type { CompanyProfileInput, CompanySettingsInput } from '@daftar/contracts/endpoints/company-profile';
import type { PaymentMethodInput } from '@daftar/contracts/endpoints/payment-methods';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { recordMutations } from '../../lib/query/area-cache.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { getCompanySettingsQuery, getCompanyProfileQuery } from '../../lib/query/company-profile-queries.ts';
import { removeCompanyLogo, updateCompanyLogo, updateCompanyProfile, updateCompanySettings } from './company-client.ts';
import {
  createPaymentMethod,
  getPaymentMethod,
  listPaymentMethodChoices,
  listPaymentMethods,
  removePaymentMethod,
  updatePaymentMethod,
} from './payment-methods-client.ts';
import { companyCallQuery } from '../../lib/query/company-call-query.ts';
import { companyRecordQueries } from '../../lib/query/company-record-queries.ts';

const companyKey = (companyId: number) => [...areaKeys.company, companyId] as const;
const methodsKey = (companyId: number) => [...companyKey(companyId), 'payment-methods'] as const;

/**
 * A saved profile (fields or logo) is the profile's new answer. The company's own record (its name in the header,
 * `company` root key) is refetched where it shows.
 */
function storeProfile(queryClient: QueryClient, companyId: number) {
  return async (saved: Awaited<ReturnType<typeof updateCompanyProfile>>) => {
    queryClient.setQueryData(getCompanyProfileQuery(companyId).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: areaKeys.company, refetchType: 'active' });
  };
}

export function updateCompanyProfileMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: CompanyProfileInput) => updateCompanyProfile(apiClient, companyId, input),
    onSuccess: storeProfile(queryClient, companyId),
  });
}

export function updateCompanyLogoMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (dataUrl: string) => updateCompanyLogo(apiClient, companyId, dataUrl),
    onSuccess: storeProfile(queryClient, companyId),
  });
}

export function removeCompanyLogoMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: () => removeCompanyLogo(apiClient, companyId),
    onSuccess: storeProfile(queryClient, companyId),
  });
}

/**
 * The settings live in the books' and the invoices' rows: after a save their caches (the amount unit every amount
 * is shown in, the prefixes) are stale too, and are refetched where they show.
 */
export function updateCompanySettingsMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: CompanySettingsInput) => updateCompanySettings(apiClient, companyId, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(getCompanySettingsQuery(companyId).queryKey, saved);
      await Promise.all(
        [areaKeys.accounting, areaKeys.invoices].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

export const listPaymentMethodChoicesQuery = (companyId: number) =>
  companyCallQuery([...methodsKey(companyId), 'choices'], companyId, listPaymentMethodChoices);

const methodReads = companyRecordQueries(methodsKey, listPaymentMethods, getPaymentMethod);
export const listPaymentMethodsQuery = methodReads.listQuery;
export const getPaymentMethodQuery = methodReads.getQuery;

const methodMutations = (queryClient: QueryClient, companyId: number) =>
  recordMutations(queryClient, methodsKey(companyId), (id) => getPaymentMethodQuery(companyId, id).queryKey);

export const createPaymentMethodMutation = (queryClient: QueryClient, companyId: number) =>
  methodMutations(queryClient, companyId).save((input: PaymentMethodInput) =>
    createPaymentMethod(apiClient, companyId, input),
  );

export const updatePaymentMethodMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  methodMutations(queryClient, companyId).save((input: PaymentMethodInput) =>
    updatePaymentMethod(apiClient, companyId, id, input),
  );

export const removePaymentMethodMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  methodMutations(queryClient, companyId).remove(() => removePaymentMethod(apiClient, companyId, id));
