import type { Recover } from '../api/http-client.ts';
import { isUnreachable } from '../api/unreachable.ts';
import { bankCode, clearBankingCredentials } from './banking-credentials.ts';
import { bankingDecision } from './banking-rules.ts';
import { bankingAuthPath, leaveTo } from './navigation.ts';

export interface RecoverDeps {
  refresh(sentAccessToken: string | null): Promise<boolean>;
  /**
   * Exchanges the banking code for a new banking token and stores it, once for every call that failed with the same
   * token (single-flight); false when the exchange failed.
   */
  reexchangeBankCode(code: string, sentBankToken: string | null): Promise<boolean>;
}

/**
 * The session rules of SPEC §4 and §8 as the client's recovery. A failed banking call follows the banking table
 * only: without a banking code it leaves banking whatever the failure, and its 401 is the banking rules' (a
 * re-exchange when it names the bank token), never the session refresh ("a 401 on a call outside banking", §4).
 * A 401 on any other authenticated call refreshes the tokens. Each recovery runs at most once per call.
 */
export function createRecover(deps: RecoverDeps): Recover {
  // The banking token whose failure already sent the user to /banking/auth: the other calls that carried it and
  // fail after (parallel calls of the same screen) are given up without leaving a second time.
  let leftWith: string | null = null;
  function leaveBanking(sentBankToken: string | null): null {
    clearBankingCredentials();
    if (sentBankToken === null || sentBankToken !== leftWith) leaveTo(bankingAuthPath);
    leftWith = sentBankToken;
    return null;
  }

  return async (error, call) => {
    // No answer is no verdict on the session or the banking token: nothing to recover, the call fails as it is.
    if (isUnreachable(error)) return null;
    if (call.endpoint.auth === 'bank') {
      const leave = () => leaveBanking(call.sentBankToken);
      const code = bankCode();
      if (!code) return leave();
      const decision = bankingDecision(error);
      if (decision === 'leave') return leave();
      if (decision === 'reexchange') {
        if (call.tried.has('bank-code')) return leave();
        return (await deps.reexchangeBankCode(code, call.sentBankToken)) ? 'bank-code' : leave();
      }
      return null;
    }
    // Public calls (sign-in, the refresh itself) answer 401 for bad input, not for an expired session.
    if (error.status === 401 && call.endpoint.auth !== 'none' && !call.tried.has('refresh')) {
      return (await deps.refresh(call.sentAccessToken)) ? 'refresh' : null;
    }
    return null;
  };
}
