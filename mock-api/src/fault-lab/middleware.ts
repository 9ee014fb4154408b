import type { FaultRule } from '@daftar/contracts/endpoints/mock-control';
import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../http/app-env.ts';
import { documentedMinimum } from './documented-minimum.ts';
import type { FaultLab } from './lab.ts';
import { isCutOff } from './token-cutoff.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latencyOf(rule: FaultRule): number {
  const latency = rule.latencyMs;
  if (latency === undefined) return 0;
  if (typeof latency === 'number') return latency;
  return latency.min + Math.floor(Math.random() * (latency.max - latency.min + 1));
}

/** The Node socket behind the request, when served by @hono/node-server (absent in in-process tests). */
function socketOf(c: Context<AppEnv>): { destroy(): void; end(data: string): void } | undefined {
  const env = c.env as { incoming?: { socket?: { destroy(): void; end(data: string): void } } } | undefined;
  return env?.incoming?.socket;
}

function waitForAbortOr(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function answer(c: Context<AppEnv>, rule: FaultRule): Promise<Response | undefined> {
  const respond = rule.respond;
  switch (respond.kind) {
    case 'status': {
      for (const [name, value] of Object.entries(respond.headers ?? {})) c.header(name, value);
      const body =
        respond.body ?? (respond.status >= 400 ? { success: false, message: 'FAULT_INJECTED' } : { success: true });
      return c.json(body as object, respond.status as ContentfulStatusCode);
    }
    case 'empty':
      return c.body(null, respond.status as StatusCode);
    case 'hang':
      await waitForAbortOr(respond.maxMs, c.req.raw.signal);
      socketOf(c)?.destroy();
      return c.body(null, 504);
    case 'reset': {
      const socket = socketOf(c);
      socket?.destroy();
      // In-process (no socket) the closest observable effect is a gateway error with no body.
      return c.body(null, 502);
    }
    case 'pass':
    case 'answer-lost':
      return undefined;
  }
}

/**
 * After the real handler answered (its write committed): the connection is closed before the answer leaves. In
 * process (no socket) the closest observable effect is a gateway error with no body, as for `reset`.
 */
function loseAnswer(c: Context<AppEnv>): void {
  // A few bytes of a status line, then the end: a connection closed with no byte at all is resent by browsers on
  // their own (a reused keep-alive socket), which would hide the lost answer from the app; a cut-off answer is not.
  socketOf(c)?.end('HTTP/1.1 2');
  c.res = undefined;
  c.res = new Response(null, { status: 502 });
}

/** With the documented-minimum setting on, a documented call's 2xx answer keeps only SPEC's fields. */
async function cutToDocumentedMinimum(c: Context<AppEnv>, host: 'main' | 'pay'): Promise<void> {
  if (c.res.status < 200 || c.res.status > 299) return;
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => undefined);
  const cut = documentedMinimum(host, c.req.method, c.req.path, body);
  if (!cut) return;
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  // Cleared first: Hono would otherwise copy the old answer's headers (its length among them) onto the new one.
  c.res = undefined;
  c.res = new Response(JSON.stringify(cut), { status, headers });
}

/**
 * The lab's step in each host's guards (middleware/guards.ts), after CORS: applies the fault rule that matches (if
 * any), otherwise lets the real handler answer, and records every request in the journal with the rule that shaped
 * it and its time since `started`. A guard's error in `next` is answered by `settle` first, so the journal has its
 * status. The control API's own paths are not faulted or journaled (the guards pass them by).
 */
export function faultLabStep(
  lab: FaultLab,
  host: 'main' | 'pay',
  settle: (c: Context<AppEnv>, error: unknown) => Promise<void>,
): (c: Context<AppEnv>, started: number, next: () => Promise<void>) => Promise<void> {
  return async (c, started, next) => {
    const path = c.req.path;
    if (path.startsWith('/__mock')) return next();
    let answeredBy: { id: string; name: string | null } | null = null;
    // 0 stands for "no answer" (reset or hang) in the journal.
    let status: number | undefined;
    const cutoff = lab.settings.accessTokenCutoff;
    if (cutoff !== null && isCutOff(cutoff, path, c.req.header('authorization') ?? null)) {
      answeredBy = { id: 'token-cutoff', name: 'access-token-expired' };
      c.set('answeredFrom', 'lab');
      c.res = c.json({ success: false, message: 'TOKEN_EXPIRED' }, 401);
    } else {
      // A GET or HEAD has no body to match; cloning its request would build the whole web Request for nothing.
      const request =
        lab.rules.size === 0 || c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : c.req.raw.clone();
      // Without rules (as `npm start` runs mostly) nothing is matched, and no request's body is cloned.
      const rule =
        lab.rules.size === 0
          ? undefined
          : await lab.rules.take({
              host,
              method: c.req.method,
              path,
              headers: c.req.raw.headers,
              body: async () => request?.json().catch(() => undefined),
            });
      if (rule) {
        answeredBy = { id: rule.id, name: rule.name ?? rule.scenario };
        await sleep(latencyOf(rule));
      }
      const faulted = rule ? await answer(c, rule) : undefined;
      if (faulted) {
        c.set('answeredFrom', 'lab');
        c.res = faulted;
        if (rule?.respond.kind === 'reset' || rule?.respond.kind === 'hang') status = 0;
      } else {
        try {
          await next();
        } catch (error) {
          await settle(c, error);
        }
        if (lab.settings.documentedMinimum) await cutToDocumentedMinimum(c, host);
        if (rule?.respond.kind === 'answer-lost') {
          loseAnswer(c);
          status = 0;
        }
      }
    }
    lab.journal.record({
      at: Date.now(),
      host,
      method: c.req.method,
      path,
      status: status ?? c.res.status,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      ruleId: answeredBy?.id ?? null,
      ruleName: answeredBy?.name ?? null,
      source: c.get('answeredFrom') ?? 'local',
      upstreamMs: c.get('upstreamMs') ?? null,
    });
  };
}
