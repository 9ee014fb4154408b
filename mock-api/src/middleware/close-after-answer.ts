import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

/**
 * A body refused before it is read is still on the socket, so Node closes the connection after the answer. Saying
 * so (`Connection: close`) keeps a client that pools connections from sending its next call down a socket that is
 * about to close, where that call would be lost.
 */
export function closeAfterAnswer(c: Context<AppEnv>): void {
  c.header('Connection', 'close');
}
