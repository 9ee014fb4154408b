import { queryOptions } from '@tanstack/react-query';
import { fetchAmountUnit } from '../api/amount-unit.ts';
import { apiClient } from '../api/client.ts';
import { areaKeys } from './area-keys.ts';

/** Rial or Toman for a company, under the books' root key, so a save of the accounting settings is seen here. */
export function amountUnitQuery(companyId: number) {
  return queryOptions({
    queryKey: [...areaKeys.accounting, companyId, 'amount-unit'],
    queryFn: () => fetchAmountUnit(apiClient, companyId),
    staleTime: 60_000,
  });
}
