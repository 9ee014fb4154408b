import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Db } from '@daftar/db/client';
import { type FaultLabOption, useFaultLab } from './fault-lab/use-fault-lab.ts';
import type { AppEnv } from './http/app-env.ts';
import { notFound, onError } from './middleware/errors.ts';
import { requestLog } from './middleware/request-log.ts';
import { apiReferenceRoutes } from './routes/api-reference.ts';
import { appSettingRoutes } from './routes/app-setting.ts';
import { healthRoutes } from './routes/health.ts';

export interface AppOptions {
  /** Origins the browser may call from (the SPA's dev and preview servers). */
  corsOrigins: string[];
  logRequests: boolean;
  /** Check every answer against its contract schema (on in tests). */
  checkResponses: boolean;
  /** The QA fault lab and its control API (/__mock); absent means off. */
  faultLab?: FaultLabOption;
}

export interface Apps {
  /** The main API (SPEC §7: one base URL). */
  main: Hono<AppEnv>;
  /** The separate payment API host. */
  pay: Hono<AppEnv>;
}

function baseApp(host: 'main' | 'pay', db: Db, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(notFound);
  if (options.logRequests) app.use(requestLog(host));
  app.use(
    cors({
      origin: (origin) => (options.corsOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'bank-token'],
      exposeHeaders: ['bank-token', 'ETag'],
    }),
  );
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('checkResponses', options.checkResponses);
    await next();
  });
  useFaultLab(app, host, options.faultLab);
  app.route('/', healthRoutes(host));
  return app;
}

/** Builds both hosts' apps over one database handle; tests call this in-process on a temp file. */
export function createApps(db: Db, options: AppOptions): Apps {
  const main = baseApp('main', db, options);
  main.route('/', apiReferenceRoutes());
  main.route('/', appSettingRoutes());
  const pay = baseApp('pay', db, options);
  return { main, pay };
}
