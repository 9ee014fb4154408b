import { isUnreachable } from '../api/unreachable.ts';
import { accessToken, dropAccessToken, dropRefreshToken, refreshToken, storeTokens, type TokenPair } from './tokens.ts';

export interface RefresherDeps {
  /** PUT /auth/refresh-tokens (SPEC §7), through a client that never tries to recover from its own failure. */
  callRefresh(body: { refreshToken: string; deviceId: string }): Promise<TokenPair>;
  /** May load the device module first (it stays out of the start-up chunk, issue 19). */
  deviceId(): string | Promise<string>;
  /** The refresh failed or was impossible: the refresh token is already cleared; send the user to /login. */
  onSignedOut(): void;
}

/**
 * SPEC §4: a 401 drops the access token and refreshes with refreshToken and deviceId. Single-flight: every call that
 * fails while a refresh runs waits for that one refresh; a call that failed with a token already replaced by an
 * earlier refresh just repeats, so N parallel 401s cause exactly one refresh call. A refresh that could not reach the
 * API rejects with that error and keeps the refresh token.
 */
export function createRefresher(deps: RefresherDeps) {
  let inFlight: Promise<boolean> | null = null;

  async function run(): Promise<boolean> {
    dropAccessToken();
    const held = refreshToken();
    if (held) {
      try {
        storeTokens(await deps.callRefresh({ refreshToken: held, deviceId: await deps.deviceId() }));
        return true;
      } catch (error) {
        // The API not answering says nothing of the session: it stays, and the call fails as unreachable.
        if (isUnreachable(error)) throw error;
        // Any answered failure ends the session the same way.
      }
    }
    dropRefreshToken();
    deps.onSignedOut();
    return false;
  }

  return function refresh(sentAccessToken: string | null): Promise<boolean> {
    const current = accessToken();
    if (current && current !== sentAccessToken) return Promise.resolve(true);
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
