import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = () => void;

/** Any value works for double-submit XSRF, as long as the cookie and the header agree. */
const xsrfToken = 'pact-verify-xsrf';

/**
 * Swaps in real credentials for the provider run. Only headers the interaction already sends are replaced, so an
 * interaction that expects 401 without a token still sends none and still tests something. The XSRF cookie and
 * header a browser would send are added to every request (pacts do not record them; unsafe calls need them).
 */
export function authRequestFilter(accessToken: string | undefined, bankToken: string | undefined) {
  return (req: IncomingMessage, _res: ServerResponse, next: Next) => {
    if (accessToken && req.headers.authorization) req.headers.authorization = `Bearer ${accessToken}`;
    if (bankToken && req.headers['bank-token']) req.headers['bank-token'] = bankToken;
    req.headers.cookie = [req.headers.cookie, `XSRF-TOKEN=${xsrfToken}`].filter(Boolean).join('; ');
    req.headers['x-xsrf-token'] = xsrfToken;
    next();
  };
}
