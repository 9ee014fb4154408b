import { type LoaderFunctionArgs, redirect } from 'react-router';
import { storeBankCode, storeBankToken } from '../../lib/session/banking-credentials.ts';

/**
 * SPEC §2: the banking route accepts a search `code` (the bank sends the user back with it); it is stored under
 * bank_auth_code and removed from the URL. A new code starts a new banking session, so the old token goes; the
 * first banking call then exchanges the code (SPEC §8).
 */
export function bankCodeLoader({ url }: LoaderFunctionArgs) {
  const code = url.searchParams.get('code');
  if (!code) return null;
  storeBankCode(code);
  storeBankToken(null);
  url.searchParams.delete('code');
  const search = url.searchParams.toString();
  throw redirect(`${url.pathname}${search ? `?${search}` : ''}`);
}
