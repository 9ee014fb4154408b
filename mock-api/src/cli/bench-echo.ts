import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * `pnpm bench`'s baseline for the mock's own overhead: a bare Hono server on the same Node and adapter that answers
 * each path of BODIES_FILE (a JSON object path → { contentType, body }) with exactly those bytes, so the mock API
 * and the baseline send the same answers and the difference is the mock's own work. Listens on PORT on loopback.
 */
const bodies = JSON.parse(readFileSync(String(process.env.BODIES_FILE), 'utf8')) as Record<
  string,
  { contentType: string; body: string }
>;
const app = new Hono();
app.get('/health', (c) => c.text('ok'));
for (const [path, { contentType, body }] of Object.entries(bodies))
  app.get(path, (c) => c.body(body, 200, { 'Content-Type': contentType }));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) =>
  console.log(`echo listening on ${info.port}`),
);
