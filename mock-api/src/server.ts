import { serve } from '@hono/node-server';
import { databaseFileFrom, openDb } from '@daftar/db/client';
import { migrateDb } from '@daftar/db/migrate';
import { createApps } from './app.ts';
import { createFaultLab } from './fault-lab/lab.ts';
import { serverLabHooks } from './fault-lab/lab-hooks.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const file = databaseFileFrom(env.DATABASE_URL);
const db = openDb(file);
migrateDb(db);
const apps = createApps(db, {
  corsOrigins: env.CORS_ORIGINS,
  logRequests: env.LOG_REQUESTS,
  checkResponses: false,
  ...(env.MOCK_CONTROL ? { faultLab: { lab: createFaultLab(), hooks: serverLabHooks(db) } } : {}),
});
if (env.MOCK_CONTROL) console.log('QA fault lab: control API on /__mock (loopback only)');

const servers = [
  serve({ fetch: apps.main.fetch, port: env.API_PORT, hostname: env.API_HOST }, (info) =>
    console.log(`main API listening on http://${env.API_HOST}:${info.port} (db ${file})`),
  ),
  serve({ fetch: apps.pay.fetch, port: env.PAY_API_PORT, hostname: env.API_HOST }, (info) =>
    console.log(`payment API listening on http://${env.API_HOST}:${info.port}`),
  ),
];

function shutdown(): void {
  for (const server of servers) server.close();
  db.$client.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
