import type { MiddlewareHandler } from 'hono';

/** One line per request: host label, method, path, status and time taken (written as is: console.log formats). */
export function requestLog(host: string): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    process.stdout.write(`${host} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms\n`);
  };
}
