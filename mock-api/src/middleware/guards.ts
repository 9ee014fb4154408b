import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Db } from '@daftar/db/client';
import type { ServerConfig } from '../config.ts';
import { faultLabStep } from '../fault-lab/middleware.ts';
import type { FaultLab } from '../fault-lab/lab.ts';
import type { AnswerShape, AppEnv } from '../http/app-env.ts';
import { applyShape, startShape } from '../http/answer.ts';
import { inActivityScope } from './activities-actor.ts';
import { allowedMethods } from './allowed-methods.ts';
import { bodySizeLimit } from './body-size.ts';
import { type CorsOptions, corsForOrigins } from './cors.ts';
import { onError } from './errors.ts';
import { hostAllowlist } from './host-allowlist.ts';
import { idempotentCreates } from './idempotency.ts';
import { jsonBodiesOnly } from './json-bodies.ts';
import { logRequest } from './request-log.ts';
import { checkXsrf } from './xsrf.ts';

export interface GuardOptions {
  host: 'main' | 'pay';
  logRequests: boolean;
  /** Host names answered besides the loopback ones (host-allowlist.ts). */
  extraHosts: readonly string[];
  cors: CorsOptions;
  /** Largest request body in bytes (body-size.ts). */
  bodyBytes: number;
  /** What every handler finds in the context. */
  variables: { db: Db; config: ServerConfig; checkResponses: boolean };
  /** The QA fault lab, when on. */
  lab: FaultLab | undefined;
  /**
   * Whether the gateway answers this call from the real API or a replay: the XSRF cookie is then the real API's (the
   * answer carries it) and the local check only compares. A local cookie beside it made two servers set XSRF-TOKEN on
   * one host name, and a write sent while the other's answer replaced the cookie was refused here, never forwarded.
   */
  answersElsewhere?: (path: string) => boolean;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What Hono's compose does with a step's error: the app's error answer becomes the request's answer. */
async function settle(c: Context<AppEnv>, error: unknown): Promise<void> {
  if (!(error instanceof Error)) throw error;
  c.error = error;
  c.res = await onError(error, c);
}

/** A step written as Hono middleware, run in place; an answer it returns is the request's answer. */
async function step(middleware: MiddlewareHandler<AppEnv>, c: Context<AppEnv>, next: Next): Promise<void> {
  const answered = await middleware(c, next);
  if (answered && !c.finalized) c.res = answered;
}

/**
 * Every guard a request meets before its route, in one Hono middleware, in this order: the request log's clock, the
 * host allowlist, CORS (a preflight is answered here), the method the path allows (405), for a write the body limit, the context's variables, the
 * fault lab (which journals what the rest answers), the activity scope, for a write the JSON-bodies check, the XSRF
 * check, for a POST the idempotent creates. They were one Hono middleware each, and each layer costs a dispatch,
 * a promise and a closure on every request (issue 19: a GET's guards were seven layers, about a third of the mock's
 * own CPU per request). An error in a guard answers as the layer's would have: the steps before the lab are
 * answered here and logged; the ones after it are answered inside the lab's step, so its journal sees the status.
 * The fault lab's control API (`/__mock`, main host, or its 404 with the lab off) meets only the first five.
 */
export function guards(options: GuardOptions): MiddlewareHandler<AppEnv> {
  const { host, variables } = options;
  const checkHost = hostAllowlist(options.extraHosts);
  const checkMethod = allowedMethods(host);
  const cors = corsForOrigins(options.cors);
  const limitBody = bodySizeLimit(options.bodyBytes);
  const jsonBodies = jsonBodiesOnly();
  const idempotent = idempotentCreates();
  const lab = options.lab ? faultLabStep(options.lab, host, settle) : undefined;
  const controlApiHere = !options.lab || host === 'main';

  const afterXsrf = (c: Context<AppEnv>, shape: AnswerShape, next: Next, write: boolean): Promise<void> => {
    checkXsrf(c, shape, !options.answersElsewhere?.(c.req.path));
    return write ? step(idempotent, c, next) : next();
  };
  const afterLab = (c: Context<AppEnv>, shape: AnswerShape, next: Next, write: boolean): Promise<void> =>
    inActivityScope(c, () =>
      write ? step(jsonBodies, c, () => afterXsrf(c, shape, next, true)) : afterXsrf(c, shape, next, false),
    );
  const afterLimit = (
    c: Context<AppEnv>,
    shape: AnswerShape,
    next: Next,
    write: boolean,
    started: number,
  ): Promise<void> => {
    c.set('db', variables.db);
    c.set('config', variables.config);
    c.set('checkResponses', variables.checkResponses);
    if (controlApiHere && c.req.path.startsWith('/__mock')) return next();
    if (!lab) return afterLab(c, shape, next, write);
    return lab(c, started, () => afterLab(c, shape, next, write));
  };

  return async (c, next) => {
    const started = performance.now();
    const shape = startShape(c);
    try {
      checkHost(c);
      const preflight = cors(c, shape);
      if (preflight) c.res = preflight;
      else {
        checkMethod(c.req.method, c.req.path, shape);
        if (writeMethods.has(c.req.method)) await step(limitBody, c, () => afterLimit(c, shape, next, true, started));
        else await afterLimit(c, shape, next, false, started);
      }
    } catch (error) {
      await settle(c, error);
    }
    // An answer built without the shape's headers (a raw route, a fault, a replay) gets them now.
    if (!shape.applied) applyShape(c, shape);
    if (options.logRequests) logRequest(host, c, started);
  };
}
