import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * `pnpm bench`'s baseline: a bare Hono hello-world on the same Node and adapter as the mock API, so the figures
 * show what the API's own work (auth, SQLite, validation) costs. Listens on PORT on loopback.
 */
const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) =>
  console.log(`hello listening on ${info.port}`),
);
