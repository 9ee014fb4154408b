import { type MiddlewareFunction, redirect } from 'react-router';
import { isUnreachable } from '../../lib/api/unreachable.ts';
import type { RouteDeps } from '../../lib/routing/route-deps.ts';
import { activeCompanyId, storeActiveCompanyId } from '../../lib/session/active-company.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { startupDecision } from '../../lib/session/startup.ts';
import { refreshToken } from '../../lib/session/tokens.ts';
import { keepOnlySessionQueries } from '../../lib/session/keep-session-queries.ts';

/**
 * Middleware of every authenticated route: applies the start-up rules of SPEC §2 before any loader or screen of
 * the area runs (loaders run in parallel; middleware runs first, parent before child). User info comes from the
 * query cache (key user-me), so later navigations reuse it instead of refetching. While the API does not answer, the
 * profile last seen stands in; the rules run again when the route revalidates once it answers.
 */
export function requireSession({ queryClient }: RouteDeps): MiddlewareFunction {
  return async ({ request }, next) => {
    const { pathname } = new URL(request.url);
    const base = { pathname, storedCompanyId: activeCompanyId() };
    if (!refreshToken()) throw redirect('/login');
    let companyIds: number[];
    try {
      companyIds = (await queryClient.query(profileQuery)).companies.map((company) => company.companyId);
    } catch (error) {
      // A failed refresh has already cleared the refresh token: that is a sign-out, not a route error.
      if (!refreshToken()) throw redirect('/login');
      // The API not answering: the shell goes on with the user and companies last seen (the persisted cache), and
      // the screens say they cannot reach the server; without them, the whole page says so.
      const lastSeen = isUnreachable(error) ? queryClient.getQueryData(profileQuery.queryKey) : undefined;
      if (!lastSeen) throw error;
      companyIds = lastSeen.companies.map((company) => company.companyId);
    }
    const decision = startupDecision({ ...base, hasRefreshToken: true, companyIds });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.clearCache) keepOnlySessionQueries(queryClient);
    storeActiveCompanyId(decision.companyId);
    return next();
  };
}
