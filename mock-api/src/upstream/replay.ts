import type { ReplayMatchKey } from '@daftar/contracts/endpoints/mock-gateway';
import stableStringify from 'fast-json-stable-stringify';
import { distance } from 'fastest-levenshtein';
import type { Exchange, StoredBody } from './exchange.ts';
import { type RedactionPolicy, redactJson, redactPath } from './redact.ts';

/** A call as replay compares it: what a recording keeps of a request. */
export interface ReplayCall extends StoredBody {
  host: 'main' | 'pay';
  method: string;
  path: string;
  query: Exchange['request']['query'];
}

export const defaultReplayMatch: ReplayMatchKey[] = ['method', 'path', 'query', 'body'];

/**
 * Both sides are compared as the strictest recording would keep them, so a call matches its recording whatever was
 * redacted when it was made (a token, a code, a mobile number the SPA sends again differs from the recorded one).
 */
const comparePolicy: RedactionPolicy = { secrets: false, personalData: true };

function normalBody(call: StoredBody, path: string): string {
  if (call.body !== undefined) return stableStringify(redactJson(call.body, path, comparePolicy));
  return call.text ?? call.base64 ?? '';
}

function normalQuery(call: ReplayCall): string {
  return stableStringify(redactJson(call.query, call.path, comparePolicy));
}

/** `main GET /api/v1/invoices?page=2`: how a call is named to a person. */
export function describeCall(call: ReplayCall): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query))
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  const query = search.size > 0 ? `?${search}` : '';
  return `${call.host} ${call.method} ${call.path}${query}`;
}

const callOf = (exchange: Exchange): ReplayCall => ({ host: exchange.host, ...exchange.request });

interface Queue {
  exchanges: Exchange[];
  next: number;
}

export type ReplayAnswer = { exchange: Exchange } | { exchange: undefined; nearest: Exchange | undefined };

/**
 * Answers calls from a recording: a call matches the recorded calls with the same host and the same `match` parts
 * (method, path, query, body); a call made several times gets the recorded answers in the order they were
 * recorded, and the last one again once they run out.
 */
export class Replay {
  readonly dir: string;
  readonly match: ReplayMatchKey[];
  readonly exchanges: readonly Exchange[];
  #queues = new Map<string, Queue>();

  constructor(dir: string, exchanges: Exchange[], match: ReplayMatchKey[] = defaultReplayMatch) {
    this.dir = dir;
    this.match = match;
    this.exchanges = exchanges;
    for (const exchange of exchanges) {
      const key = this.#keyOf(callOf(exchange));
      const queue = this.#queues.get(key) ?? { exchanges: [], next: 0 };
      queue.exchanges.push(exchange);
      this.#queues.set(key, queue);
    }
  }

  #keyOf(call: ReplayCall): string {
    const parts: string[] = [call.host];
    const path = redactPath(call.path, comparePolicy);
    if (this.match.includes('method')) parts.push(call.method);
    if (this.match.includes('path')) parts.push(path);
    if (this.match.includes('query')) parts.push(normalQuery(call));
    if (this.match.includes('body')) parts.push(normalBody(call, call.path));
    return parts.join('\n');
  }

  take(call: ReplayCall): ReplayAnswer {
    const queue = this.#queues.get(this.#keyOf(call));
    if (!queue) return { exchange: undefined, nearest: this.nearest(call) };
    const exchange = queue.exchanges[Math.min(queue.next, queue.exchanges.length - 1)] as Exchange;
    queue.next += 1;
    return { exchange };
  }

  /** The recorded call most like this one (by edit distance of their names and bodies), for the 404's message. */
  nearest(call: ReplayCall): Exchange | undefined {
    const text = (c: ReplayCall) => `${describeCall(c)} ${normalBody(c, c.path).slice(0, 200)}`;
    const wanted = text(call);
    let best: { exchange: Exchange; score: number } | undefined;
    for (const exchange of this.exchanges) {
      const score = distance(wanted, text(callOf(exchange)));
      if (!best || score < best.score) best = { exchange, score };
    }
    return best?.exchange;
  }
}

export { callOf as recordedCall };
