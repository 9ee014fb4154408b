import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { Agent, errors, interceptors, request } from 'undici';

/**
 * One call to the upstream over undici's own client, not `fetch`: on loopback `fetch` (through `hono/proxy`) cost the
 * gateway about twice the CPU per forwarded call, in its WHATWG request, headers and stream objects. Connections are
 * kept alive across calls; a compressed answer is decoded here (only encodings it can decode are asked for), so the
 * SPA, the drift check and a recording all read plain bytes, as they did through `fetch`.
 */
const dispatcher = new Agent({ keepAliveTimeout: 10_000 }).compose(
  interceptors.decompress({ skipErrorResponses: false }),
);

/** Answers at most this large that state their length are read whole: one buffer for the client and the drift check. */
const wholeAnswerBytes = 1024 * 1024;

export class UpstreamTimeout extends Error {}

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The whole answer when it is small and of stated length; otherwise a stream, passed on as it arrives. */
  body: Uint8Array | ReadableStream<Uint8Array>;
}

export interface UpstreamCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | ReadableStream<Uint8Array> | null;
  /** How long the upstream may take to start answering; a flowing answer is not cut off. */
  timeoutMs: number;
  signal: AbortSignal;
}

export async function callUpstream(call: UpstreamCall): Promise<UpstreamAnswer> {
  try {
    const answer = await request(call.url, {
      dispatcher,
      method: call.method,
      headers: { ...call.headers, 'accept-encoding': 'gzip, deflate, br' },
      // Each chunk goes on as it comes, with the declared length if any.
      body: call.body instanceof ReadableStream ? Readable.fromWeb(call.body as WebStream<Uint8Array>) : call.body,
      signal: call.signal,
      headersTimeout: call.timeoutMs,
      bodyTimeout: 0,
    });
    const length = Number(answer.headers['content-length']);
    const whole = Number.isFinite(length) && length <= wholeAnswerBytes;
    return {
      status: answer.statusCode,
      headers: answer.headers,
      body: whole ? await answer.body.bytes() : (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>),
    };
  } catch (error) {
    if (error instanceof errors.HeadersTimeoutError) throw new UpstreamTimeout();
    throw error;
  }
}
