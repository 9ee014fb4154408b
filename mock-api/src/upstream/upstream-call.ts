import { type IncomingHttpHeaders, type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline, Readable, type Transform } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { ConnectionPool } from './connection-pool.ts';

/**
 * One call to the upstream over node's own HTTP client, its connections kept alive across calls (connection-pool.ts).
 * On loopback it cost the gateway less CPU per call than undici's `request`, and far less than `fetch` through
 * `hono/proxy` (docs/developers/performance.md). A compressed answer is decoded here (only the encodings decoded here
 * are asked for), so the SPA, the drift check and a recording all read plain bytes.
 */
const pool = new ConnectionPool();
const decoders: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};
const acceptEncoding = Object.keys(decoders).join(', ');

/** Answers at most this large that state their length are read whole: one buffer for the client and the drift check. */
const wholeAnswerBytes = 1024 * 1024;

export class UpstreamTimeout extends Error {}
/** The call given up because the client left before the upstream answered. */
export class ClientGone extends Error {}

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The whole answer when it is small and of stated length (null when it has none); otherwise a stream, passed on
   * as it arrives. */
  body: Uint8Array | ReadableStream<Uint8Array> | null;
}

/** The same answer with a streamed body as node's own stream, for a caller writing to node's response. */
export interface NodeUpstreamAnswer extends Omit<UpstreamAnswer, 'body'> {
  body: Buffer | Readable | null;
}

export interface UpstreamCall {
  /** Where the upstream is (its origin, as the gateway was given it) and the path and query to call there. */
  base: string;
  pathAndQuery: string;
  method: string;
  /** The call's own record (`accept-encoding` is set in it): built for the call, not copied again. */
  headers: Record<string, string | string[]>;
  body: Uint8Array | ReadableStream<Uint8Array> | null;
  /** How long the upstream may take to start answering; a flowing answer is not cut off. */
  timeoutMs: number;
  /** Told how to give up the call, should the client leave before the upstream answers. */
  onCancel: (cancel: () => void) => void;
}

const noBody = (method: string, status: number) => method === 'HEAD' || status === 204 || status === 304;

function readWhole(answer: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    answer.once('error', reject);
  });
}

/** The answer as the client gets it: whole, decoded as it streams, or streamed as it comes. */
async function answerOf(call: UpstreamCall, answer: IncomingMessage): Promise<NodeUpstreamAnswer> {
  const status = answer.statusCode ?? 502;
  const { headers } = answer;
  const decode = decoders[headers['content-encoding']?.trim().toLowerCase() ?? ''];
  if (decode) {
    // The decoded answer's length is not the one stated.
    const { 'content-encoding': _encoding, 'content-length': _length, ...decoded } = headers;
    return { status, headers: decoded, body: pipeline(answer, decode(), () => undefined) };
  }
  if (noBody(call.method, status)) {
    answer.resume();
    return { status, headers, body: null };
  }
  const length = Number(headers['content-length']);
  if (Number.isFinite(length) && length <= wholeAnswerBytes) return { status, headers, body: await readWhole(answer) };
  return { status, headers, body: answer };
}

/** Where each upstream origin is, parsed once rather than on every call. */
const origins = new Map<string, URL>();
const originOf = (base: string): URL => {
  let url = origins.get(base);
  if (!url) {
    url = new URL(base);
    origins.set(base, url);
  }
  return url;
};

/** The call over node's client, its answer as node's own objects (what a caller writing to node's response wants). */
export function callUpstreamNode(call: UpstreamCall): Promise<NodeUpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const url = originOf(call.base);
    call.headers['accept-encoding'] = acceptEncoding;
    // Without an agent node's client closes the connection unless the call asks to keep it.
    call.headers.connection = 'keep-alive';
    const outgoing = (url.protocol === 'https:' ? httpsRequest : httpRequest)({
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      path: call.pathAndQuery,
      method: call.method,
      headers: call.headers,
      createConnection: () => pool.connect(url),
    });
    let answered = false;
    // Given up only before the answer: once it streams, the pipe to the client ends it if the client leaves.
    call.onCancel(() => {
      if (!answered) outgoing.destroy(new ClientGone());
    });
    const timer = setTimeout(() => outgoing.destroy(new UpstreamTimeout()), call.timeoutMs);
    outgoing.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.once('response', (answer) => {
      answered = true;
      clearTimeout(timer);
      answerOf(call, answer).then(resolve, reject);
    });
    if (call.body === null || call.body instanceof Uint8Array) outgoing.end(call.body ?? undefined);
    // Each chunk goes on as it comes, with the declared length if any; a failed source ends the call.
    else pipeline(Readable.fromWeb(call.body as WebStream<Uint8Array>), outgoing, () => undefined);
  });
}

/** The call with a streamed answer as a web stream, for an answer built as a web `Response`. */
export async function callUpstream(call: UpstreamCall): Promise<UpstreamAnswer> {
  const { body, ...answer } = await callUpstreamNode(call);
  return {
    ...answer,
    body: body instanceof Readable ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : body,
  };
}
