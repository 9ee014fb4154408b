import type { Host } from '@daftar/contracts/endpoint';
import { refreshSession } from '../api/auth.ts';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../api/http-client.ts';
import { bankToken } from './banking-credentials.ts';
import { createBankReexchange, exchangeBankCode } from './bank-code-exchange.ts';
import { leaveTo, loginPath } from './navigation.ts';
import { createRecover } from './recover.ts';
import { createRefresher } from './refresh.ts';
import { accessToken } from './tokens.ts';

export type SessionClientOptions = { baseUrls: Record<Host, string> } & Pick<
  HttpClientOptions,
  'fetch' | 'onReach' | 'idempotencyKey' | 'onAnswered' | 'timeoutMs'
>;

/** An HTTP client with the session and banking rules of SPEC §4 and §8, over the stored credentials. */
export function createSessionClient(options: SessionClientOptions): HttpClient {
  const credentials = { accessToken, bankToken };
  // Only for the refresh call: its own failure must end the session, never start another refresh.
  const plainClient = createHttpClient({ ...options, credentials });
  const refresh = createRefresher({
    callRefresh: ({ refreshToken, deviceId }) => refreshSession(plainClient, refreshToken, deviceId),
    // Needed only when a refresh happens: the device module (browser traits, user-agent parsing) loads then.
    deviceId: async () => (await import('./device-info.ts')).deviceInfo().deviceId,
    onSignedOut: () => leaveTo(loginPath),
  });
  const reexchangeBankCode = createBankReexchange((code) => exchangeBankCode(client, code));
  const client: HttpClient = createHttpClient({
    ...options,
    credentials,
    recover: createRecover({ refresh, reexchangeBankCode }),
  });
  return client;
}
