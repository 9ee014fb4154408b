import { createTempDb, type TempDb } from '@daftar/db/testing/temp-db';
import { type Apps, createApps } from '../../src/app.ts';
import { createFaultLab, type FaultLab } from '../../src/fault-lab/lab.ts';
import type { LabHooks } from '../../src/fault-lab/control-routes.ts';

export interface TestApp extends TempDb {
  apps: Apps;
  lab: FaultLab | undefined;
}

/** Env for `app.request(…, env)`: the control API only answers callers on a loopback socket. */
export const loopbackEnv = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

/** Both hosts in-process over a fresh temp database; answers are checked against their contracts. */
export function createTestApp(options: { faultLab?: boolean; hooks?: Partial<LabHooks> } = {}): TestApp {
  const temp = createTempDb();
  const lab = options.faultLab ? createFaultLab() : undefined;
  const hooks: LabHooks = {
    reseed: () => undefined,
    setFlag: () => undefined,
    ...options.hooks,
  };
  const apps = createApps(temp.db, {
    corsOrigins: ['http://localhost:5173'],
    logRequests: false,
    checkResponses: true,
    ...(lab ? { faultLab: { lab, hooks } } : {}),
  });
  return { ...temp, apps, lab };
}
