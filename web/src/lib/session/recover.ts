import type { Recover } from '../api/http-client.ts';
import { bankCode, clearBankingCredentials } from './banking-credentials.ts';
import { bankingDecision } from './banking-rules.ts';
import { bankingAuthPath, leaveTo } from './navigation.ts';

export interface RecoverDeps {
  refresh(sentAccessToken: string | null): Promise<boolean>;
  /** Exchanges the banking code for a new banking token and stores it; false when the exchange failed. */
  exchangeBankCode(code: string): Promise<boolean>;
}

function leaveBanking(): null {
  clearBankingCredentials();
  leaveTo(bankingAuthPath);
  return null;
}

/**
 * The session rules of SPEC §4 and §8 as the client's recovery. A failed banking call follows the banking table
 * only: without a banking code it leaves banking whatever the failure, and its 401 is the banking rules' (a
 * re-exchange when it names the bank token), never the session refresh ("a 401 on a call outside banking", §4).
 * A 401 on any other authenticated call refreshes the tokens. Each recovery runs at most once per call.
 */
export function createRecover(deps: RecoverDeps): Recover {
  return async (error, call) => {
    if (call.endpoint.auth === 'bank') {
      const code = bankCode();
      if (!code) return leaveBanking();
      const decision = bankingDecision(error);
      if (decision === 'leave') return leaveBanking();
      if (decision === 'reexchange') {
        if (call.tried.has('bank-code')) return leaveBanking();
        return (await deps.exchangeBankCode(code)) ? 'bank-code' : leaveBanking();
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
