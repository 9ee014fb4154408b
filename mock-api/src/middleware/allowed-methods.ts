import { catalogue } from '@daftar/contracts/catalogue';
import type { Host } from '@daftar/contracts/endpoint';
import type { AnswerShape } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { rememberPerPath } from '../http/remember-per-path.ts';

interface RoutePattern {
  pattern: RegExp;
  methods: Set<string>;
}

/** A catalogue path as a pattern: each `:param` is one path segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}/?$`);

/** Each catalogue path of the host with the methods it answers (GET brings HEAD; OPTIONS is CORS's). */
function routesOf(host: Host): RoutePattern[] {
  const byPath = new Map<string, Set<string>>();
  for (const { endpoint } of catalogue()) {
    if (endpoint.host !== host) continue;
    const methods = byPath.get(endpoint.path) ?? new Set(['OPTIONS']);
    methods.add(endpoint.method);
    if (endpoint.method === 'GET') methods.add('HEAD');
    byPath.set(endpoint.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
}

/** Methods no route of either host answers: refused on any path. */
const neverAnswered = (method: string) =>
  !['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].includes(method);

/** Whether a path answers a method: the catalogue's methods at a catalogue path, any but TRACE and the like elsewhere. */
export function methodAllowed(host: Host): (method: string, path: string) => boolean {
  const methodsAt = allowedMethodsAt(host);
  return (method, path) => allows(methodsAt(path), method);
}

/** Every catalogue path answers OPTIONS: an empty set is a path outside the catalogue. */
const allows = (allowed: Set<string>, method: string) =>
  allowed.size > 0 ? allowed.has(method) : !neverAnswered(method);

function allowedMethodsAt(host: Host): (path: string) => Set<string> {
  const routes = routesOf(host);
  return rememberPerPath(
    (path) => new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => [...route.methods])),
  );
}

/**
 * 405 METHOD_NOT_ALLOWED with `Allow` (RFC 9110 §15.5.6) for a method the path does not answer, TRACE and
 * CONNECT included, before the XSRF check could call it a forgery. Paths outside the catalogue (health, the
 * reference pages, the fault lab's control API) keep their own routing, but never answer TRACE or the like.
 */
export function allowedMethods(host: Host): (method: string, path: string, shape: AnswerShape) => void {
  const methodsAt = allowedMethodsAt(host);
  return (method, path, shape) => {
    const allowed = methodsAt(path);
    if (allows(allowed, method)) return;
    shape.headers.Allow = allowed.size > 0 ? [...allowed].sort().join(', ') : 'GET, HEAD, OPTIONS';
    throw new HttpError(405, 'METHOD_NOT_ALLOWED');
  };
}
