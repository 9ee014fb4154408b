import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { databaseFileFrom, openDb } from '@daftar/db/client';
import { migrateDb } from '@daftar/db/migrate';
import { createApps } from './app.ts';
import { createFaultLab } from './fault-lab/lab.ts';
import { serverLabHooks } from './fault-lab/lab-hooks.ts';
import { readEnv } from './env.ts';
import { translationCatalogue } from './seed/catalogues.ts';
import { describeGateway, Gateway } from './upstream/gateway.ts';
import { envFromArgs, gatewayOptionsFrom } from './upstream/options-from-env.ts';

const env = readEnv({ ...process.env, ...envFromArgs(process.argv.slice(2)) });
const wildcardHosts = new Set(['0.0.0.0', '::', '[::]']);
const file = databaseFileFrom(env.DATABASE_URL);
const db = openDb(file);
migrateDb(db);
const faultLab = env.MOCK_CONTROL
  ? { lab: createFaultLab(), hooks: serverLabHooks(db, translationCatalogue(), env.MOCK_SEEDED_ON) }
  : undefined;
const gatewayOptions = gatewayOptionsFrom(env);
// With the lab on, the panel may start recording or a replay at any time: the gateway is there, idle.
const gateway =
  gatewayOptions || faultLab
    ? new Gateway(
        gatewayOptions ?? { upstream: { main: null, pay: null }, local: [], timeoutMs: env.UPSTREAM_TIMEOUT_MS },
      )
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
    codeRequestLimits: {
      perTarget: { max: env.CODE_REQUESTS_PER_TARGET, windowSeconds: env.RATE_LIMIT_WINDOW_MINUTES * 60 },
      perAddress: { max: env.CODE_REQUESTS_PER_ADDRESS, windowSeconds: env.RATE_LIMIT_WINDOW_MINUTES * 60 },
    },
    joinLimit: { max: env.JOIN_ATTEMPTS_PER_USER, windowSeconds: env.RATE_LIMIT_WINDOW_MINUTES * 60 },
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
  },
  ...(faultLab ? { faultLab } : {}),
  ...(gateway ? { gateway } : {}),
  limits: {
    bodyBytes: env.BODY_LIMIT_BYTES,
    // The address it listens on is a name it is called by, unless it is the any-address (which pages must not use).
    extraHosts: [...env.ALLOWED_HOSTS, ...(wildcardHosts.has(env.API_HOST) ? [] : [env.API_HOST])],
  },
});
if (faultLab) console.log('QA fault lab: control API on /__mock (loopback only)');
for (const line of gateway ? describeGateway(gateway) : []) console.log(line);
if (env.devEndpoints) console.log('development endpoints on: /api/v1/dev/outbox, /api/v1/dev/google-credential');

const servers = [
  // The adapter's listener behind the fast paths: the gateway's forwarded GETs, then start-up's kept answers.
  createServer(apps.fastForwards.main(apps.mainFastReads(getRequestListener(apps.main.fetch)))).listen(
    env.API_PORT,
    env.API_HOST,
    function (this: Server) {
      console.log(`main API listening on http://${env.API_HOST}:${(this.address() as AddressInfo).port} (db ${file})`);
    },
  ),
  createServer(apps.fastForwards.pay(getRequestListener(apps.pay.fetch))).listen(
    env.PAY_API_PORT,
    env.API_HOST,
    function (this: Server) {
      console.log(`payment API listening on http://${env.API_HOST}:${(this.address() as AddressInfo).port}`);
    },
  ),
];

function shutdown(): void {
  for (const server of servers) server.close();
  db.$client.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
