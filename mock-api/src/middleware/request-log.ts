import type { Context } from 'hono';

/** Lines waiting for the end of the event loop's turn, written then in one call. */
let pending: string[] = [];

function flush(): void {
  const lines = pending.join('');
  pending = [];
  process.stdout.write(lines);
}

/**
 * One line per request: host label, method, path, status and time taken since `started` (the guards' start, see
 * guards.ts). Lines are gathered and written once per turn of the event loop, in order: a write is a system call (a
 * synchronous one when stdout is a file), and with several requests in flight one write carries all their lines.
 */
export function logRequest(host: string, c: Context, started: number): void {
  logLine(host, c.req.method, c.req.path, c.res.status, started);
}

/** The same line for an answer sent outside Hono (http/fast-reads.ts). */
export function logLine(host: string, method: string, path: string, status: number, started: number): void {
  const ms = (performance.now() - started).toFixed(1);
  if (pending.length === 0) setImmediate(flush);
  pending.push(`${host} ${method} ${path} ${status} ${ms}ms\n`);
}
