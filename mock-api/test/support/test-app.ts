import { createTempDb, type TempDb } from '@daftar/db/testing/temp-db';
import { type AppConfig, type Apps, createApps, type RequestLimits } from '../../src/app.ts';
import { createFaultLab, type FaultLab } from '../../src/fault-lab/lab.ts';
import type { LabHooks } from '../../src/fault-lab/control-routes.ts';
import type { Gateway } from '../../src/upstream/gateway.ts';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { madeInHooks } from './made-in-hooks.ts';

export interface TestApp extends TempDb {
  apps: Apps;
  lab: FaultLab | undefined;
  config: AppConfig;
}

/** Env for `app.request(…, env)`: the control API only answers callers on a loopback socket. */
export const loopbackEnv = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

export const testConfig: AppConfig = {
  accessTokenSecret: 'test-access-token-secret-that-is-long-enough',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlDays: 30,
  codeValidMinutes: 2,
  bankTokenTtlSeconds: 1800,
  googleClientId: undefined,
  devEndpoints: true,
  devGoogleSecret: 'test-dev-google-secret',
  unleashFrontendKey: 'test-frontend-key',
  printOutbox: false,
  codeRequestLimits: { perTarget: { max: 10, windowSeconds: 900 }, perAddress: { max: 100, windowSeconds: 900 } },
  joinLimit: { max: 20, windowSeconds: 900 },
  // No grace by default, so a replayed refresh token is reuse at once; the grace tests turn it on.
  refreshGraceSeconds: 0,
};

export interface TestAppOptions {
  faultLab?: boolean;
  hooks?: Partial<LabHooks>;
  config?: Partial<AppConfig>;
  limits?: Partial<RequestLimits>;
  /** A database file to start from, e.g. a seeded one (createSeededDb's seedTemplate): a fresh one otherwise. */
  template?: string;
  /** The real API behind the mock (upstream/): forwarding, recording, replay. */
  gateway?: Gateway;
  /** The request log on stdout, as `npm start` writes it. */
  logRequests?: boolean;
}

/** Both hosts in-process over a temp database of their own; answers are checked against their contracts. */
export function createTestApp(options: TestAppOptions = {}): TestApp {
  const temp = createTempDb(options.template);
  const lab = options.faultLab ? createFaultLab() : undefined;
  const hooks: LabHooks = {
    reseed: () => undefined,
    setFlag: () => undefined,
    ...options.hooks,
  };
  const config = { ...testConfig, ...options.config };
  const apps = createApps(temp.db, {
    corsOrigins: ['http://localhost:5173'],
    logRequests: options.logRequests ?? false,
    checkResponses: true,
    config,
    ...(lab ? { faultLab: { lab, hooks } } : {}),
    ...(options.gateway ? { gateway: options.gateway } : {}),
    limits: { bodyBytes: 1024 * 1024, extraHosts: [], ...options.limits },
  });
  return { ...temp, apps, lab, config };
}

/**
 * `createTestApp` for a whole file: called at the top of it, it makes a fresh app before each test (`'test'`) or one
 * before the file's first (`'file'`), runs `arrange` on it (rows the tests read), and disposes of it after. Read its
 * fields inside a test: `t.apps.main`, `t.db`.
 */
export function testAppPer(
  when: 'test' | 'file',
  options: TestAppOptions = {},
  arrange: (app: TestApp) => void = () => undefined,
): TestApp {
  const app = madeInHooks<TestApp>(
    ['db', 'file', 'dispose', 'apps', 'lab', 'config'],
    'The test app is made in a set-up hook: read it inside a test.',
  );
  const [before, after] = when === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(() => {
    app.set(createTestApp(options));
    arrange(app.view);
  });
  after(() => app.current()?.dispose());
  return app.view;
}
