import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { listTerminals } from './pay-client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';

/** SPEC §7: the company's terminals, from the payment host. */
export function listTerminalsQuery(companyId: number) {
  return queryOptions({
    queryKey: [...areaKeys.pay, 'terminals', companyId],
    queryFn: () => listTerminals(apiClient, companyId),
  });
}
