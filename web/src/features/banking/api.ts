import { listDeposits } from '@daftar/contracts/endpoints/banking';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';

/** Root query key of the banking area. */
export const bankingKey = ['banking'] as const;

/** The banking user's deposits: a banking call, so the bank-token rules of SPEC §8 apply to it. */
export const depositsQuery = queryOptions({
  queryKey: [...bankingKey, 'deposits'],
  queryFn: async () => (await apiClient.call(listDeposits)).data,
  // A banking failure has its own recovery (re-exchange or /banking/auth); repeating it would only repeat that.
  retry: false,
});
