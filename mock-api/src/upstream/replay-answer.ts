import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { bodyBytes, storeBody, storeQuery } from './exchange.ts';
import { redacted } from './redact.ts';
import { describeCall, type Replay, recordedCall } from './replay.ts';

/** Headers a recorded answer does not carry again: the local server frames and guards the answer itself. */
const notReplayed = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

function replayedHeaders(recorded: Record<string, string | string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(recorded)) {
    if (notReplayed.has(name) || name.startsWith('access-control-') || name === 'vary') continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      // A cookie whose value was redacted would only overwrite the browser's real one.
      if (name === 'set-cookie' && one.includes(redacted)) continue;
      headers.append(name, one);
    }
  }
  return headers;
}

/**
 * Answers the call from the recording, with no network: the matching exchange's status, headers and body, or 404
 * REPLAY_NO_MATCH whose field errors name the call and the nearest recorded one.
 */
export async function replayAnswer(c: Context<AppEnv>, replay: Replay, host: 'main' | 'pay'): Promise<Response> {
  const request = c.req.raw;
  const bytes = request.body === null ? new Uint8Array() : new Uint8Array(await c.req.arrayBuffer());
  const call = {
    host,
    method: request.method,
    path: c.req.path,
    query: storeQuery(new URL(c.req.url).searchParams),
    ...storeBody(bytes, request.headers.get('content-type')),
  };
  const found = replay.take(call);
  c.set('answeredFrom', 'replay');
  if (!found.exchange) {
    throw new HttpError(404, 'REPLAY_NO_MATCH', [
      { path: 'request', message: describeCall(call) },
      {
        path: 'nearest',
        message: found.nearest
          ? `${describeCall(recordedCall(found.nearest))} (#${found.nearest.seq})`
          : 'the recording is empty',
      },
    ]);
  }
  const { response } = found.exchange;
  const body = [204, 304].includes(response.status) ? null : bodyBytes(response);
  return new Response(body, { status: response.status, headers: replayedHeaders(response.headers) });
}
