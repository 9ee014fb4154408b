import { apiReachability, connectHealthCall } from '../network/api-reachability.ts';
import { createSessionClient } from '../session/session-client.ts';
import { fetchAppSetting } from './app-setting.ts';
import { apiBaseUrls } from './config.ts';
import { createIdempotencyKeys } from './idempotency-keys.ts';
import { isUnreachable } from './unreachable.ts';

const idempotencyKeys = createIdempotencyKeys();

/**
 * The SPA's one HTTP client, with the session and banking rules of SPEC §4 and §8. Every call to the main host tells
 * the reachability state whether the API answered; every POST carries an Idempotency-Key until it is answered.
 */
export const apiClient = createSessionClient({
  baseUrls: apiBaseUrls,
  // A call unanswered for a minute is a connection that died without saying so: the API is not reachable.
  timeoutMs: 60_000,
  onReach: (reached, host) => {
    if (host === 'main') apiReachability.report(reached);
  },
  idempotencyKey: idempotencyKeys.keyFor,
  onAnswered: idempotencyKeys.answered,
});

// The health call is the app setting's: public, small, and already made at start-up.
connectHealthCall(() =>
  fetchAppSetting(apiClient).then(
    () => true,
    (error: unknown) => !isUnreachable(error),
  ),
);
