import type { Company } from '@daftar/contracts/endpoints/companies';
import type { QueryClient } from '@tanstack/react-query';
import { storeActiveCompanyId } from '../../lib/session/active-company.ts';
import { keepOnlySessionQueries } from '../../lib/session/keep-session-queries.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';

/** After creating or joining: the new company becomes active, other companies' data goes, the list is re-read. */
export async function enterCompany(queryClient: QueryClient, company: Company): Promise<void> {
  storeActiveCompanyId(company.id);
  keepOnlySessionQueries(queryClient);
  await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
}
