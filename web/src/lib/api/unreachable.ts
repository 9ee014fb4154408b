import { ApiError } from './http-error.ts';

/** The one message of every failure to reach the API: the key's text says nothing was saved (fa and en). */
export const serverUnreachableCode = 'SERVER_UNREACHABLE';

/** Statuses a proxy or gateway answers when the API behind it did not: the API itself never sent them. */
const gatewayStatuses = new Set([502, 503, 504]);

/**
 * The API could not be reached: the request failed on the network (no answer, a closed connection, a timeout) or a
 * gateway answered in the API's place. An ApiError with status 0, so every place that shows an error already handles
 * it; its server message is the key of the one translated text.
 */
export class ServerUnreachableError extends ApiError {
  readonly reason: 'network' | 'timeout' | 'gateway';

  constructor(reason: 'network' | 'timeout' | 'gateway') {
    super(0, serverUnreachableCode);
    this.reason = reason;
    this.name = 'ServerUnreachableError';
  }
}

/**
 * The texts browsers give a fetch that got no answer (Chromium, Firefox, Safari), and the names of a timeout's and
 * an abort's errors. Matched so that an error thrown by a fetch outside the client never reaches the screen raw.
 */
const networkFailureText = /failed to fetch|networkerror|network error|load failed|network connection was lost/i;

/**
 * A screen's chunk that did not load (Chromium's "Failed to fetch dynamically imported module", Firefox's and
 * Safari's words): the app's own files, not the API, which the route's chunk-failure reload and error page handle.
 */
const chunkFailureText = /dynamically imported module|importing a module script/i;

/** Whether an error means the API could not be reached (thrown by the client, or raw from a fetch). */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ServerUnreachableError) return true;
  if (error instanceof ApiError) return error.status === 0;
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError') return true;
  return error instanceof TypeError && networkFailureText.test(error.message) && !chunkFailureText.test(error.message);
}

/** A gateway's status: without an error envelope of the API's own, the API did not answer (with one, it did). */
export const isGatewayStatus = (status: number) => gatewayStatuses.has(status);
