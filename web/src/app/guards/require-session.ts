import { type MiddlewareFunction, redirect } from 'react-router';
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
 * profile last seen stands in (`lastAnswerWhenUnreachable`); the rules run again when the route revalidates.
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
      throw error;
    }
    const decision = startupDecision({ ...base, hasRefreshToken: true, companyIds });
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.clearCache) keepOnlySessionQueries(queryClient);
    storeActiveCompanyId(decision.companyId);
    return next();
  };
}
