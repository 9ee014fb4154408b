import { serve } from '@hono/node-server';
import { databaseFileFrom, openDb } from '@daftar/db/client';
import { migrateDb } from '@daftar/db/migrate';
import { createApps } from './app.ts';
import { createFaultLab } from './fault-lab/lab.ts';
import { serverLabHooks } from './fault-lab/lab-hooks.ts';
import { readEnv } from './env.ts';
import { translationCatalogue } from './seed/catalogues.ts';

const env = readEnv();
const file = databaseFileFrom(env.DATABASE_URL);
const db = openDb(file);
migrateDb(db);
const faultLab = env.MOCK_CONTROL
  ? { lab: createFaultLab(), hooks: serverLabHooks(db, translationCatalogue()) }
  : undefined;
const apps = createApps(db, {
  corsOrigins: env.CORS_ORIGINS,
  logRequests: env.LOG_REQUESTS,
  checkResponses: false,
  config: {
    accessTokenSecret: env.accessTokenSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    codeValidMinutes: env.CODE_VALID_MINUTES,
    bankTokenTtlSeconds: env.BANK_TOKEN_TTL_SECONDS,
    googleClientId: env.GOOGLE_CLIENT_ID,
    devEndpoints: env.devEndpoints,
    devGoogleSecret: env.DEV_GOOGLE_SECRET,
    unleashFrontendKey: env.UNLEASH_FRONTEND_KEY,
    printOutbox: true,
  },
  ...(faultLab ? { faultLab } : {}),
});
if (faultLab) console.log('QA fault lab: control API on /__mock (loopback only)');
if (env.devEndpoints) console.log('development endpoints on: /api/v1/dev/outbox, /api/v1/dev/google-credential');

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
