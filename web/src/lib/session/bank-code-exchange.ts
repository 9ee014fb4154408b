import { exchangeBankingCode } from '../api/banking.ts';
import type { HttpClient } from '../api/http-client.ts';
import { bankToken, storeBankCode, storeBankToken } from './banking-credentials.ts';

/** POST login-oauth (SPEC §7): the banking token comes back in the bank-token response header; both are stored. */
export async function exchangeBankCode(client: HttpClient, code: string): Promise<boolean> {
  try {
    const { bankToken: token } = await exchangeBankingCode(client, code);
    storeBankToken(token);
    storeBankCode(code);
    return Boolean(token && token !== 'null');
  } catch {
    return false;
  }
}

/**
 * SPEC §8's re-exchange after a banking call failed on its banking token, single-flight: every call that fails
 * while an exchange runs waits for that one exchange (and its outcome), and a call that failed with a token an
 * earlier exchange already replaced just repeats, so N parallel failures cause exactly one exchange.
 */
export function createBankReexchange(exchange: (code: string) => Promise<boolean>) {
  let inFlight: Promise<boolean> | null = null;
  return function reexchange(code: string, sentBankToken: string | null): Promise<boolean> {
    const current = bankToken();
    if (!inFlight && current && current !== sentBankToken) return Promise.resolve(true);
    inFlight ??= exchange(code).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
