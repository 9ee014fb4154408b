import type { PaymentMethodKind } from '@daftar/contracts/endpoints/payment-methods';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { listActivePaymentMethods } from '../api/payment-methods.ts';
import { areaKeys } from './area-keys.ts';

/**
 * Under the company area's payment-methods key (`[company, id, 'payment-methods']`), which its saves and removals
 * invalidate, so a method added or switched off there is seen by the next payment form.
 */
export function activePaymentMethodsQuery(companyId: number, kind: PaymentMethodKind) {
  return queryOptions({
    queryKey: [...areaKeys.company, companyId, 'payment-methods', 'active', kind],
    queryFn: () => listActivePaymentMethods(apiClient, companyId, kind),
  });
}
