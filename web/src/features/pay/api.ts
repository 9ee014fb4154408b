import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { fetchTerminals } from '../../lib/api/pay.ts';

/** Root query key of the pay area. */
export const payKey = ['pay'] as const;

/** SPEC §7: the company's terminals, from the payment host. */
export function terminalsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...payKey, 'terminals', companyId],
    queryFn: () => fetchTerminals(apiClient, companyId),
  });
}
