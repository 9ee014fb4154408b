import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { type Exchange, storeBody, storeHeaders, storeQuery } from './exchange.ts';
import type { Gateway } from './gateway.ts';

/** Connection headers say nothing about the call; they would only make recordings differ. */
const unrecorded = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function bytesOf(message: Request | Response | undefined): Promise<Uint8Array> {
  return message?.body ? new Uint8Array(await message.arrayBuffer()) : new Uint8Array();
}

/**
 * While recording, each exchange (whoever answered it: upstream, a fault rule, the local mock, a replay) is written
 * to the recording. The request and the answer are read from copies (streams split in two), so the client's answer
 * streams on as before and the file is written once both are complete. Runs before the guards, so it sees the
 * final answer; preflights and the lab's control API are not recorded.
 */
export function recordingTap(gateway: Gateway, host: 'main' | 'pay'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const recorder = gateway.recorder;
    if (!recorder || c.req.method === 'OPTIONS' || c.req.path.startsWith('/__mock')) return next();
    const seq = recorder.nextSeq();
    const startedAt = new Date().toISOString();
    const started = performance.now();
    const request = c.req.raw;
    const requestCopy = request.body ? request.clone() : undefined;
    const url = new URL(request.url);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const answer = c.res.clone();
    const write = async () => {
      const [sent, answered] = await Promise.all([bytesOf(requestCopy), bytesOf(answer)]);
      const exchange: Exchange = {
        seq,
        host,
        source: c.get('answeredFrom') ?? 'local',
        request: {
          method: request.method,
          path: url.pathname,
          query: storeQuery(url.searchParams),
          headers: storeHeaders(request.headers, unrecorded),
          ...storeBody(sent, request.headers.get('content-type')),
        },
        response: {
          status: answer.status,
          headers: storeHeaders(answer.headers, unrecorded),
          ...storeBody(answered, answer.headers.get('content-type')),
        },
        timing: { startedAt, ms, upstreamMs: c.get('upstreamMs') ?? null },
      };
      await recorder.write(exchange);
    };
    write().catch((error: unknown) =>
      console.warn(`recording ${recorder.dir}: exchange ${seq} lost: ${String(error)}`),
    );
  };
}
