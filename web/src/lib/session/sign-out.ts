import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/client.ts';
import { signOutHere } from '../api/auth.ts';
import { forgetCache } from '../query/persisted-cache.ts';
import { clearWork } from '../storage/work-store.ts';
import { clearBankingCredentials } from './banking-credentials.ts';
import { clearSession } from './tokens.ts';

/**
 * Sign-out revokes this device's session on the server, then forgets every credential, cached answer and draft. The
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
  // The forms' drafts and the unanswered writes' keys are this user's work: the next one starts with none.
  clearWork();
  queryClient.clear();
  await forgetCache();
}
