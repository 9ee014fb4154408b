import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { signOutHere } from '../api/auth.ts';
import { clearBankingCredentials } from './banking-credentials.ts';
import { clearSession } from './tokens.ts';

/**
 * Sign-out revokes this device's session on the server, then forgets every credential and cached answer. The
 * local part runs even when the server cannot be reached: the user asked to leave.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await signOutHere(apiClient);
  } catch {
    // Offline or already revoked: the tokens are dropped below either way.
  }
  clearSession();
  clearBankingCredentials();
  queryClient.clear();
}
