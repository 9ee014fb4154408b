import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = () => void;

/**
 * Swaps in real credentials for the provider run. Only headers the interaction already sends are replaced, so an
 * interaction that expects 401 without a token still sends none and still tests something.
 */
export function authRequestFilter(accessToken: string | undefined, bankToken: string | undefined) {
  return (req: IncomingMessage, _res: ServerResponse, next: Next) => {
    if (accessToken && req.headers.authorization) req.headers.authorization = `Bearer ${accessToken}`;
    if (bankToken && req.headers['bank-token']) req.headers['bank-token'] = bankToken;
    next();
  };
}
