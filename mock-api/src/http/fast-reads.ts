import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse } from 'hono/utils/cookie';
import type { Db } from '@daftar/db/client';
import { appSettingAnswer } from '../domain/app-setting.ts';
import type { TaggedJson } from '../domain/tagged-json.ts';
import { listTranslations } from '../domain/translations.ts';
import { type FaultLab, labLeavesCallsAlone } from '../fault-lab/lab.ts';
import { type CorsOptions, corsHeaders } from '../middleware/cors.ts';
import { bodylessToAllowedHost } from '../middleware/host-allowlist.ts';
import { logLine } from '../middleware/request-log.ts';
import { xsrfCookie } from '../middleware/xsrf.ts';
import type { Gateway } from '../upstream/gateway.ts';
import { oneWriteBytes } from './one-write.ts';
import { clientHas } from './tagged-json.ts';

export interface FastReadOptions {
  db: Db;
  logRequests: boolean;
  extraHosts: readonly string[];
  cors: CorsOptions;
  lab: FaultLab | undefined;
  gateway: Gateway | undefined;
}

/** The public answers every start-up asks for, kept as bytes until the database changes, by exact path. */
const keptAnswers = new Map<string, (db: Db) => TaggedJson<unknown>>([
  ['/api/v1/app-setting/app-version', appSettingAnswer],
  ['/api/v1/translation/fa', (db) => listTranslations(db, 'fa')],
  ['/api/v1/translation/en', (db) => listTranslations(db, 'en')],
]);

/**
 * The main host's plain public reads (app-version, a translation map) answered from their kept bytes on Node's
 * request, before @hono/node-server builds a web Request and Hono runs the guards, the fault lab's step and the
 * route: that chain was three quarters of the CPU such a call took (issue 35). It answers only a call the chain would
 * answer with the kept bytes and no other effect, with the same bytes (mock-api/test/guards/fast-reads.test.ts):
 * GET or HEAD of the exact path, no query and no body, an allowed Host, an XSRF cookie already set (else the answer
 * sets a fresh one), no fault rule, cut-off or documented-minimum setting in the lab, the gateway neither recording
 * nor forwarding. Everything else, and an answer that fails (no settings row), goes to `next` untouched. The journal
 * and the request log get the line the chain would have written.
 */
export function fastReads(options: FastReadOptions): (next: RequestListener) => RequestListener {
  const { db, lab, gateway } = options;
  const reachable = bodylessToAllowedHost(options.extraHosts);
  const addCors = corsHeaders(options.cors);

  const answerable = (req: IncomingMessage): boolean => {
    const { headers } = req;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!reachable(req) || !labLeavesCallsAlone(lab)) return false;
    if (headers.cookie === undefined || parse(headers.cookie, xsrfCookie)[xsrfCookie] === undefined) return false;
    const path = req.url ?? '';
    return !gateway || (gateway.recorder === null && !gateway.answersElsewhere(path, 'main'));
  };

  const send = (req: IncomingMessage, res: ServerResponse, kept: TaggedJson<unknown>, started: number): void => {
    const method = req.method as 'GET' | 'HEAD';
    const path = req.url as string;
    const headers: Record<string, string> = {};
    addCors(req.headers.origin, headers);
    headers.ETag = kept.etag;
    headers['Cache-Control'] = 'no-cache';
    const status = clientHas(req.headers['if-none-match'], kept.etag) ? 304 : 200;
    if (status === 200) headers['Content-Type'] = 'application/json';
    if (method === 'HEAD') {
      // Hono answers HEAD with its GET answer copied into a web Headers: names in lower case, in sorted order.
      res.writeHead(
        status,
        Object.fromEntries(
          Object.entries(headers)
            .map(([name, value]) => [name.toLowerCase(), value])
            .sort(),
        ),
      );
      res.end();
    } else if (status === 304) {
      res.writeHead(status, headers);
      res.end();
    } else {
      // Set one by one, the length Node adds from `end` follows Date and Connection, as the adapter sends it.
      res.statusCode = status;
      for (const name in headers) res.setHeader(name, headers[name] as string);
      // A map of tens of kilobytes goes as its kept bytes (one-write.ts).
      res.end(kept.bytes.byteLength <= oneWriteBytes ? kept.text : kept.bytes);
    }
    lab?.journal.record({
      at: Date.now(),
      host: 'main',
      method,
      path,
      status,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      ruleId: null,
      ruleName: null,
      source: 'local',
      upstreamMs: null,
    });
    if (options.logRequests) logLine('main', method, path, status, started);
  };

  return (next) => (req, res) => {
    const started = performance.now();
    const read = keptAnswers.get(req.url ?? '');
    if (!read || !answerable(req)) return next(req, res);
    let kept: TaggedJson<unknown>;
    try {
      kept = read(db);
    } catch {
      // The chain answers the failure as every route does (a 503 without the settings row).
      return next(req, res);
    }
    send(req, res, kept, started);
  };
}
