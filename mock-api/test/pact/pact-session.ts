import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The credentials of the current interaction's user, set by its provider states (which sign the user in) and
 * read by the request filter. Reset before every interaction.
 */
export const pactSession: { accessToken?: string; bankToken?: string } = {};

export function resetPactSession(): void {
  delete pactSession.accessToken;
  delete pactSession.bankToken;
}

const xsrf = 'pact-xsrf-token';

/**
 * Swaps in the state's real credentials, only for headers the interaction sends (so an interaction without a
 * token still gets its 401), and adds the XSRF cookie and header a browser would send with them.
 */
export function pactRequestFilter(req: IncomingMessage, _res: ServerResponse, next: () => void): void {
  if (req.headers.authorization && pactSession.accessToken) {
    req.headers.authorization = `Bearer ${pactSession.accessToken}`;
  }
  if (req.headers['bank-token'] && pactSession.bankToken) req.headers['bank-token'] = pactSession.bankToken;
  req.headers.cookie = [req.headers.cookie, `XSRF-TOKEN=${xsrf}`].filter(Boolean).join('; ');
  req.headers['x-xsrf-token'] = xsrf;
  next();
}
