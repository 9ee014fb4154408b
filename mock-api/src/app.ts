import type { RequestListener } from 'node:http';
import { Hono } from 'hono';
import { bankTokenHeader } from '@daftar/contracts/endpoints/banking';
import type { Db } from '@daftar/db/client';
import { companyRoles } from './auth/roles/company-roles.ts';
import type { ServerConfig } from './config.ts';
import { type FaultLabOption, useFaultLab } from './fault-lab/use-fault-lab.ts';
import { frontendApiRoutes } from './flags/frontend-api.ts';
import type { AppEnv } from './http/app-env.ts';
import { CachedRouter } from './http/cached-router.ts';
import { fastReads } from './http/fast-reads.ts';
import { notFound, onError } from './middleware/errors.ts';
import { guards } from './middleware/guards.ts';
import { idempotencyKeyHeader, idempotentReplayHeader } from './middleware/idempotency.ts';
import { xsrfHeader } from './middleware/xsrf.ts';
import { gatewayControlRoutes } from './upstream/control-routes.ts';
import { fastForward } from './upstream/fast-forward.ts';
import { gatewayStep } from './upstream/forward.ts';
import type { Gateway } from './upstream/gateway.ts';
import { recordingTap } from './upstream/tap.ts';
import { accountingRoutes } from './routes/accounting.ts';
import { apiKeyRoutes } from './routes/api-keys.ts';
import { apiReferenceRoutes } from './routes/api-reference.ts';
import { appSettingRoutes } from './routes/app-setting.ts';
import { authRoutes } from './routes/auth.ts';
import { bankingRoutes } from './routes/banking.ts';
import { companyRoutes } from './routes/companies.ts';
import { companyActivityRoutes } from './routes/company-activities.ts';
import { companyBackupRoutes } from './routes/company-backup.ts';
import { companyProfileRoutes } from './routes/company-profile.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { devRoutes } from './routes/dev.ts';
import { employeeRoutes } from './routes/employees.ts';
import { healthRoutes } from './routes/health.ts';
import { invoiceMoadianRoutes } from './routes/invoice-moadian.ts';
import { invoicePdfRoutes } from './routes/invoice-pdf.ts';
import { invoiceRecurringRoutes } from './routes/invoice-recurring.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { chequeRoutes } from './routes/cheques.ts';
import { moneyRecordRoutes } from './routes/money-records.ts';
import { peopleReportRoutes } from './routes/people-reports.ts';
import { salesReportRoutes } from './routes/sales-reports.ts';
import { itemRoutes } from './routes/items.ts';
import { mobileRoutes } from './routes/mobile.ts';
import { payRoutes } from './routes/pay.ts';
import { paymentMethodRoutes } from './routes/payment-methods.ts';
import { stakeholderRoutes } from './routes/stakeholders.ts';
import { translationRoutes } from './routes/translation.ts';
import { treasuryRoutes } from './routes/treasury.ts';
import { userRoutes } from './routes/users.ts';

/** The server's rules, minus the access-token lifetime getter, which createApps wires to the fault lab. */
export type AppConfig = Omit<ServerConfig, 'accessTokenTtlSeconds'> & { accessTokenTtlSeconds: number };

export interface AppOptions {
  /** Origins the browser may call from (the SPA's dev and preview servers). */
  corsOrigins: string[];
  logRequests: boolean;
  /** Check every answer against its contract schema (on in tests). */
  checkResponses: boolean;
  config: AppConfig;
  /** The QA fault lab and its control API (/__mock); absent means off. */
  faultLab?: FaultLabOption;
  /** The real API behind the mock: forwarding, recording, replay, drift checks (upstream/); absent means off. */
  gateway?: Gateway;
  limits: RequestLimits;
}

/** Guards every request meets before any route (docs/developers/security.md). */
export interface RequestLimits {
  /** Largest request body in bytes; a larger one is 413. */
  bodyBytes: number;
  /** Host names answered besides localhost, 127.0.0.1 and [::1]; any other Host is 421 (DNS rebinding). */
  extraHosts: string[];
}

export interface Apps {
  /** The main API (SPEC §7: one base URL). */
  main: Hono<AppEnv>;
  /** The separate payment API host. */
  pay: Hono<AppEnv>;
  /** Wraps the main host's Node listener: start-up's public reads answered before Hono (http/fast-reads.ts). */
  mainFastReads: (next: RequestListener) => RequestListener;
  /** Wraps each host's Node listener: the GETs the gateway forwards, answered before Hono (upstream/fast-forward.ts). */
  fastForwards: Record<'main' | 'pay', (next: RequestListener) => RequestListener>;
}

/** Headers the SPA and the Unleash client send cross-origin; ETag and bank-token must be readable by them. */
const allowHeaders = [
  'Authorization',
  'Content-Type',
  xsrfHeader,
  bankTokenHeader,
  'If-None-Match',
  idempotencyKeyHeader,
  'unleash-sdk',
  'unleash-appname',
  'unleash-connection-id',
];

/** CORS for the SPA's origins; Retry-After tells the SPA when a rate-limited call may be made again. */
const corsFor = (origins: string[]) => ({
  origins,
  allowHeaders,
  exposeHeaders: [bankTokenHeader, 'ETag', 'Retry-After', idempotentReplayHeader],
});

function baseApp(host: 'main' | 'pay', db: Db, config: ServerConfig, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ router: new CachedRouter() });
  app.onError(onError);
  app.notFound(notFound);
  const gateway = options.gateway;
  // Outside the guards, so a recording has every answer as the client got it.
  if (gateway) app.use(recordingTap(gateway, host));
  app.use(
    guards({
      host,
      logRequests: options.logRequests,
      extraHosts: options.limits.extraHosts,
      cors: corsFor(options.corsOrigins),
      bodyBytes: options.limits.bodyBytes,
      variables: { db, config, checkResponses: options.checkResponses },
      lab: options.faultLab?.lab,
      ...(gateway ? { answersElsewhere: (path: string) => gateway.answersElsewhere(path, host) } : {}),
    }),
  );
  useFaultLab(app, host, options.faultLab, options.corsOrigins);
  if (gateway && options.faultLab && host === 'main')
    app.route('/', gatewayControlRoutes(gateway, options.corsOrigins));
  // After the guards (the lab's rules answer first) and before every local route.
  if (gateway) app.use(gatewayStep(gateway, host));
  app.route('/', healthRoutes(host));
  return app;
}

/** Builds both hosts' apps over one database handle; tests call this in-process on a temp file. */
export function createApps(db: Db, options: AppOptions): Apps {
  const lab = options.faultLab?.lab;
  const config: ServerConfig = {
    ...options.config,
    accessTokenTtlSeconds: () => lab?.settings.accessTokenTtlSeconds ?? options.config.accessTokenTtlSeconds,
  };
  const main = baseApp('main', db, config, options);
  // Before every route: a company-scoped call is refused here (401/403/404) before its handler runs.
  main.use('/api/v1/companies/*', companyRoles());
  main.route('/', apiReferenceRoutes());
  main.route('/', appSettingRoutes());
  main.route('/', authRoutes());
  main.route('/', userRoutes());
  main.route('/', mobileRoutes());
  main.route('/', companyRoutes());
  main.route('/', companyBackupRoutes());
  main.route('/', companyProfileRoutes());
  main.route('/', paymentMethodRoutes());
  main.route('/', companyActivityRoutes());
  main.route('/', dashboardRoutes());
  main.route('/', employeeRoutes());
  main.route('/', apiKeyRoutes());
  main.route('/', stakeholderRoutes());
  main.route('/', itemRoutes());
  main.route('/', invoiceRoutes());
  main.route('/', invoiceRecurringRoutes());
  main.route('/', invoicePdfRoutes());
  main.route('/', invoiceMoadianRoutes());
  main.route('/', moneyRecordRoutes());
  main.route('/', accountingRoutes());
  main.route('/', treasuryRoutes());
  main.route('/', chequeRoutes());
  main.route('/', peopleReportRoutes());
  main.route('/', salesReportRoutes());
  main.route('/', translationRoutes());
  main.route('/', bankingRoutes());
  main.route('/', frontendApiRoutes());
  if (config.devEndpoints) main.route('/', devRoutes());
  const pay = baseApp('pay', db, config, options);
  pay.route('/', payRoutes());
  const mainFastReads = fastReads({
    db,
    logRequests: options.logRequests,
    extraHosts: options.limits.extraHosts,
    cors: corsFor(options.corsOrigins),
    lab,
    gateway: options.gateway,
  });
  const fastForwardOf = (host: 'main' | 'pay') =>
    fastForward({
      host,
      logRequests: options.logRequests,
      extraHosts: options.limits.extraHosts,
      cors: corsFor(options.corsOrigins),
      lab,
      gateway: options.gateway,
    });
  return { main, pay, mainFastReads, fastForwards: { main: fastForwardOf('main'), pay: fastForwardOf('pay') } };
}
