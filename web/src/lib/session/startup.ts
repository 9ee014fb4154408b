export interface StartupInput {
  pathname: string;
  hasRefreshToken: boolean;
  /** The user's company ids, once user info has loaded. */
  companyIds?: number[];
  storedCompanyId: number | null;
}

export type StartupDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'continue'; companyId: number | null; clearCache: boolean };

const isRegistration = (pathname: string) => pathname === '/register' || pathname.startsWith('/register/');

/**
 * The start-up rules of SPEC §2 for an authenticated route: no refresh token → /login; no companies → /register
 * (its own screens stay reachable); a stored active company the user no longer belongs to → the first company,
 * with cached data cleared; `/` → /dashboard.
 */
export function startupDecision(input: StartupInput): StartupDecision {
  if (!input.hasRefreshToken) return { kind: 'redirect', to: '/login' };
  const companies = input.companyIds ?? [];
  if (companies.length === 0) {
    return isRegistration(input.pathname)
      ? { kind: 'continue', companyId: null, clearCache: false }
      : { kind: 'redirect', to: '/register' };
  }
  if (input.pathname === '/' || input.pathname === '') return { kind: 'redirect', to: '/dashboard' };
  const stored = input.storedCompanyId;
  if (stored !== null && companies.includes(stored)) return { kind: 'continue', companyId: stored, clearCache: false };
  // A first sign-in has nothing cached to clear; a stale company does.
  return { kind: 'continue', companyId: companies[0] ?? null, clearCache: stored !== null };
}
