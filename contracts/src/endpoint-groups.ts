import type { z } from 'zod';
import { type Auth, defineEndpoint, type Endpoint, type Host, type Method } from './endpoint.ts';

// Apart from endpoint.ts, which the SPA's start-up chunk imports for buildPath: these module-level groups would
// otherwise ride in every first load although only the areas' lazily loaded contracts use them.

/** An endpoint's own parts: what its host, auth, method, name and path groups leave to it. */
type EndpointParts<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
> = Omit<Endpoint<Params, Query, Body, Response>, 'name' | 'method' | 'path' | 'host' | 'auth'>;

/**
 * The endpoints one host answers with one kind of auth: `userEndpoint.get(name, path, parts)` states an endpoint
 * in its own terms, so an area's file repeats no host, auth or method lines.
 */
function endpointsOf(host: Host, auth: Auth) {
  const of =
    (method: Method) =>
    <
      Params extends z.ZodType = z.ZodNever,
      Query extends z.ZodType = z.ZodNever,
      Body extends z.ZodType = z.ZodNever,
      Response extends z.ZodType = z.ZodType,
    >(
      name: string,
      path: string,
      parts: EndpointParts<Params, Query, Body, Response>,
    ): Endpoint<Params, Query, Body, Response> =>
      defineEndpoint<Params, Query, Body, Response>({ name, method, path, host, auth, ...parts });
  return { get: of('GET'), post: of('POST'), put: of('PUT'), patch: of('PATCH'), delete: of('DELETE') };
}

/** The main API, signed in (a bearer access token). */
export const userEndpoint = endpointsOf('main', 'user');
/** The main API, public. */
export const openEndpoint = endpointsOf('main', 'none');
/** The main API's bank calls: the access token and the bank-token header. */
export const bankEndpoint = endpointsOf('main', 'bank');
/** The payment host, signed in. */
export const payUserEndpoint = endpointsOf('pay', 'user');
/** The payment host, public (a payer's link). */
export const payOpenEndpoint = endpointsOf('pay', 'none');
