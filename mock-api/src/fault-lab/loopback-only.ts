import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';

const loopback = [/^127\./, /^::1$/, /^::ffff:127\./];

/**
 * The control API changes what the server answers, so only this machine may call it. The address comes from the
 * Node socket; without one (an in-process request with no socket) the caller cannot be vouched for and is refused.
 */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const address = env?.incoming?.socket?.remoteAddress;
    if (!address || !loopback.some((pattern) => pattern.test(address))) {
      throw new HttpError(403, 'MOCK_CONTROL_LOOPBACK_ONLY');
    }
    await next();
  };
}
