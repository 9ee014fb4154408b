import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { isLoopbackHostname } from './loopback-host.ts';

/** A plain name or IPv4 address and a port, as the Node adapter passes a valid Host through unchanged. */
const plainAuthority = /^[a-z0-9._-]+(:\d+)?$/i;

/**
 * The URL's hostname, lower case: read off the string when the authority is a plain name (every request but a rare
 * IPv6 or odd Host), which spares each request a URL parse; otherwise as URL parses it.
 */
function urlHostname(url: string): string {
  const start = url.indexOf('//') + 2;
  const end = url.indexOf('/', start);
  return plainHostname(url.slice(start, end === -1 ? undefined : end)) ?? new URL(url).hostname.toLowerCase();
}

/** The hostname of a Host header's plain name or IPv4 address and port, lower case; undefined for any other. */
export function plainHostname(authority: string): string | undefined {
  if (!plainAuthority.test(authority)) return undefined;
  const colon = authority.indexOf(':');
  return (colon === -1 ? authority : authority.slice(0, colon)).toLowerCase();
}

/**
 * DNS rebinding: a page on evil.example re-points its name at 127.0.0.1 and then calls us as same-origin, so CORS
 * never applies; only the Host header still says evil.example. Answering only the names this machine goes by (and
 * the configured extra hosts) closes it. The hostname comes from the request URL, which the Node adapter builds from
 * Host. A check the guards make first (guards.ts).
 */
export function hostAllowlist(extraHosts: readonly string[]): (c: Context<AppEnv>) => void {
  const allowed = allowedHostname(extraHosts);
  return (c) => {
    if (!allowed(urlHostname(c.req.url))) throw new HttpError(421, 'HOST_NOT_ALLOWED');
  };
}

/** Whether a lower-case hostname is one this server answers (the loopback names and the extra hosts). */
export function allowedHostname(extraHosts: readonly string[]): (hostname: string) => boolean {
  const extra = new Set(extraHosts.map((host) => host.toLowerCase()));
  return (hostname) => isLoopbackHostname(hostname) || extra.has(hostname);
}

/**
 * Whether a listener ahead of Hono (http/fast-reads.ts, upstream/fast-forward.ts) may answer a call on node's own
 * request: it has no body, and its Host is a plain name this server answers. Anything else goes through the guards.
 */
export function bodylessToAllowedHost(extraHosts: readonly string[]): (req: IncomingMessage) => boolean {
  const allowed = allowedHostname(extraHosts);
  return ({ headers }) => {
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const hostname = headers.host === undefined ? undefined : plainHostname(headers.host);
    return hostname !== undefined && allowed(hostname);
  };
}
