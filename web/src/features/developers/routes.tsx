import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { ApiKeyListScreen } from './api-key-list-screen.tsx';
import { listApiKeysQuery } from './api.ts';
import { CreateApiKeyScreen } from './create-api-key-screen.tsx';

/** The developers' lazy chunk: the keys' list (its failure, such as a role's 403, is the screen's) and the form. */
export function developerPages({ queryClient }: RouteDeps) {
  return {
    list: {
      Component: ApiKeyListScreen,
      loader: async () => {
        await queryClient.query(listApiKeysQuery(requireActiveCompanyId())).catch(() => null);
        return null;
      },
    },
    create: { Component: CreateApiKeyScreen },
  };
}
