import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { authRoutes } from '../../features/auth/route-tree.ts';
import { payPublicRoutes } from '../../features/pay-public/route-tree.ts';
import { startLanguageTexts } from '../../i18n/i18n.ts';
import { appSettingQuery } from '../../lib/app-setting/app-setting-query.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { refreshToken } from '../../lib/session/tokens.ts';

const publicRoutes = [...authRoutes, ...payPublicRoutes].map(({ path }) => ({ path }));

/**
 * The start-up's own requests for a page behind the session guard, sent before the first screen's code has loaded
 * rather than after it (issue 19: the app setting, the profile and a first visit's text map waited for the area's
 * chunks). The platform, the guard (guards/require-session.ts) and its loader then find them in flight: one request
 * each. Public pages (sign-in, a payment link) and a visitor with no session send nothing early, so /login's first
 * paint keeps the network to itself.
 */
export function sendEarlyRequests(queryClient: QueryClient, pathname: string): void {
  if (!refreshToken() || matchRoutes(publicRoutes, pathname)) return;
  void queryClient.prefetchQuery(appSettingQuery);
  void queryClient.prefetchQuery(profileQuery);
  void startLanguageTexts();
}
