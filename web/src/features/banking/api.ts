import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { listDeposits } from './banking-client.ts';

/** The banking user's deposits: a banking call, so the bank-token rules of SPEC §8 apply to it. */
export const depositsQuery = queryOptions({
  queryKey: [...areaKeys.banking, 'deposits'],
  queryFn: () => listDeposits(apiClient),
  // A banking failure has its own recovery (re-exchange or /banking/auth); repeating it would only repeat that.
  retry: false,
});
