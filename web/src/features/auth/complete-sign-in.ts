import type { QueryClient } from '@tanstack/react-query';
import { storeTokens, type TokenPair } from '../../lib/session/tokens.ts';
import { releaseLoginState } from './login-state.ts';

/** A new session: tokens stored, nothing of a previous user kept in the cache, then the start-up rules decide. */
export function completeSignIn(queryClient: QueryClient, pair: TokenPair): string {
  storeTokens(pair);
  releaseLoginState();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'app/settings' });
  return '/dashboard';
}
