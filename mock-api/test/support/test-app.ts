import { createTempDb, type TempDb } from '@daftar/db/testing/temp-db';
import { type Apps, createApps } from '../../src/app.ts';

export interface TestApp extends TempDb {
  apps: Apps;
}

/** Both hosts in-process over a fresh temp database; answers are checked against their contracts. */
export function createTestApp(): TestApp {
  const temp = createTempDb();
  const apps = createApps(temp.db, {
    corsOrigins: ['http://localhost:5173'],
    logRequests: false,
    checkResponses: true,
  });
  return { ...temp, apps };
}
