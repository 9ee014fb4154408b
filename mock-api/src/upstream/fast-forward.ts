import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { type FaultLab, labLeavesCallsAlone } from '../fault-lab/lab.ts';
import { oneWriteBytes } from '../http/one-write.ts';
import { methodAllowed } from '../middleware/allowed-methods.ts';
import { type CorsOptions, corsHeaders } from '../middleware/cors.ts';
import { bodylessToAllowedHost } from '../middleware/host-allowlist.ts';
import { logLine } from '../middleware/request-log.ts';
import { checkClientDrift, checkServerDrift } from './drift-checks.ts';
import { localAnswerHeaders, notForwarded } from './forward.ts';
import type { Gateway } from './gateway.ts';
import { ClientGone, callUpstreamNode, type NodeUpstreamAnswer, UpstreamTimeout } from './upstream-call.ts';

export interface FastForwardOptions {
  host: 'main' | 'pay';
  logRequests: boolean;
  extraHosts: readonly string[];
  cors: CorsOptions;
  lab: FaultLab | undefined;
  gateway: Gateway | undefined;
}

/**
 * A path of plain characters, no dot segment or empty one: the adapter's URL leaves it as it is, so it is the path
 * Hono routes and the one the chain forwards. A query of characters the URL does not percent-encode, likewise.
 */
const plainPath = /^\/[\w\-.~!$&'()*+,;=:@/]*$/;
const plainQuery = /^[\w\-.~!$&()*+,;=:@/?%]*$/;

const roundTenth = (ms: number) => Math.round(ms * 10) / 10;

/** A URL's query as Hono's `queries()` reads it, one value as a string, repeated keys as a list. */
function queryOf(pathAndQuery: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const at = pathAndQuery.indexOf('?');
  if (at === -1) return query;
  for (const [key, value] of new URLSearchParams(pathAndQuery.slice(at + 1))) {
    const had = query[key];
    query[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return query;
}

function textOf(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.once('error', reject);
  });
}

/**
 * A GET the gateway forwards, answered on node's request before @hono/node-server builds a web Request and Hono runs
 * the guards, the lab's step and the gateway's step: that chain, and the web Response the answer was turned into,
 * were half the gateway's CPU per forwarded call (issue 29). It takes only a call the chain would forward with no
 * other effect, and answers it as the chain does (mock-api/test/upstream/fast-forward.test.ts compares the bytes):
 * a GET with no body, an allowed Host, a plain path the gateway forwards (not /health, the control API or a
 * `--local` glob) with GET allowed there, no fault rule, cut-off or documented-minimum setting in the lab, and
 * neither a recording nor a replay. The upstream's answer goes to node's response as node's client gave it, the
 * local host's CORS in place of the upstream's; 502 and 504 as the chain answers them. The journal (marked
 * upstream, with the upstream's time), the request log and both drift checks get what the chain gives them, the
 * answer's check after it is sent. Everything else goes to `next` untouched.
 */
export function fastForward(options: FastForwardOptions): (next: RequestListener) => RequestListener {
  const { host, lab, gateway } = options;
  const reachable = bodylessToAllowedHost(options.extraHosts);
  const getAllowed = methodAllowed(host);
  const addCors = corsHeaders(options.cors);

  /** The call's path when the fast path may answer it. */
  const forwardedPath = (req: IncomingMessage, gateway: Gateway): string | undefined => {
    if (req.method !== 'GET' || gateway.recorder !== null || gateway.replay !== null) return undefined;
    if (!reachable(req) || !labLeavesCallsAlone(lab)) return undefined;
    const url = req.url ?? '';
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    if (!plainPath.test(path) || path.includes('/.') || path.includes('//')) return undefined;
    if (at !== -1 && !plainQuery.test(url.slice(at + 1))) return undefined;
    return gateway.answersElsewhere(path, host) && getAllowed('GET', path) ? path : undefined;
  };

  const finish = (path: string, status: number, started: number, upstreamMs: number | null): void => {
    lab?.journal.record({
      at: Date.now(),
      host,
      method: 'GET',
      path,
      status,
      latencyMs: roundTenth(performance.now() - started),
      ruleId: null,
      ruleName: null,
      source: upstreamMs === null ? 'local' : 'upstream',
      upstreamMs,
    });
    if (options.logRequests) logLine(host, 'GET', path, status, started);
  };

  const send = (req: IncomingMessage, res: ServerResponse, answer: NodeUpstreamAnswer): void => {
    const headers = localAnswerHeaders(answer.headers);
    addCors(req.headers.origin, headers);
    res.writeHead(answer.status, headers);
    const { body } = answer;
    if (body instanceof Readable) {
      res.flushHeaders();
      pipeline(body, res, () => undefined);
    } else if (body !== null && body.byteLength <= oneWriteBytes) {
      // As latin1 text each byte stays the byte it was (one-write.ts).
      res.end(body.toString('latin1'), 'latin1');
    } else res.end(body ?? undefined);
  };

  /** The chain's error envelope, with the local host's CORS; Node adds the length after Date and Connection. */
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, code: string): void => {
    const headers: Record<string, string> = {};
    addCors(req.headers.origin, headers);
    headers['Content-Type'] = 'application/json';
    res.statusCode = status;
    for (const name in headers) res.setHeader(name, headers[name] as string);
    res.end(JSON.stringify({ success: false, message: code }));
  };

  const forward = (req: IncomingMessage, res: ServerResponse, gateway: Gateway, base: string, path: string) => {
    const started = performance.now();
    const pathAndQuery = req.url as string;
    const found = gateway.lookup.find(host, 'GET', path);
    checkClientDrift(gateway, found, {
      pathAndQuery,
      query: () => queryOf(pathAndQuery),
      text: () => Promise.resolve(''),
    });
    const headers: Record<string, string | string[]> = {};
    for (const name in req.headers) {
      const value = req.headers[name];
      if (value !== undefined && !notForwarded.has(name)) headers[name] = value;
    }
    callUpstreamNode({
      base,
      pathAndQuery,
      method: 'GET',
      headers,
      body: null,
      timeoutMs: gateway.timeoutMs,
      onCancel: (cancel) => res.once('close', cancel),
    }).then(
      (answer) => {
        const upstreamMs = roundTenth(performance.now() - started);
        send(req, res, answer);
        finish(path, answer.status, started, upstreamMs);
        const { body } = answer;
        checkServerDrift(gateway, found, answer, () => textOf(body as Readable));
      },
      (error: unknown) => {
        if (error instanceof ClientGone) return;
        if (error instanceof UpstreamTimeout) refuse(req, res, 504, 'UPSTREAM_TIMEOUT');
        else {
          const cause = String((error as Error).cause ?? error);
          console.warn(`upstream ${host}: GET ${base}${pathAndQuery} unreachable: ${cause}`);
          refuse(req, res, 502, 'UPSTREAM_UNREACHABLE');
        }
        finish(path, res.statusCode, started, null);
      },
    );
  };

  return (next) => (req, res) => {
    const base = gateway?.upstream[host];
    const path = gateway && base ? forwardedPath(req, gateway) : undefined;
    if (gateway && base && path !== undefined) forward(req, res, gateway, base, path);
    else next(req, res);
  };
}
