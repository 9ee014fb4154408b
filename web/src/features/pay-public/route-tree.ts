import type { RouteObject } from 'react-router';
import { lazyArea } from '../../lib/routing/lazy-area.ts';

const area = lazyArea('pay-public', () => import('./routes.tsx'));

/** Public like /login (no session): a payment link's page, /p/{token}, opened by a payer who has no account. */
export const payPublicRoutes: RouteObject[] = [{ path: 'p/:token', lazy: area.screen((m) => m.publicLinkPage) }];
