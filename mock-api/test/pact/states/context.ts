import type { Db } from '@daftar/db/client';
import type { Hono } from 'hono';
import type { AppConfig } from '../../../src/app.ts';
import type { FaultLab } from '../../../src/fault-lab/lab.ts';
import type { AppEnv } from '../../../src/http/app-env.ts';
import type { Gateway } from '../../../src/upstream/gateway.ts';
import { insertUser } from '../../support/factories.ts';
import { expiredToken, signedIn, type TestSession } from '../../support/session.ts';
import { pactSession, resetPactSession } from '../pact-session.ts';

export interface StateContext {
  db: Db;
  config: AppConfig;
  /** The fault lab, for the QA panel's interactions. */
  lab?: FaultLab;
  /** The gateway to a real API, for the QA panel's record switch and drift tab. */
  gateway?: Gateway;
  /** The main host's app, for a state made by calling it (a write whose Idempotency-Key it must remember). */
  main?: Hono<AppEnv>;
}

export type StateParams = Record<string, unknown>;

/** Writes the rows an interaction needs; may return values the consumer injects with fromProviderState. */
export type StateSetup = (context: StateContext, params: StateParams) => unknown;

export function stringParam(params: StateParams, name: string, fallback: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : fallback;
}

export function numberParam(params: StateParams, name: string, fallback: number): number {
  const value = params[name];
  return typeof value === 'number' ? value : fallback;
}

/** Signs the state's user in; the request filter will send this user's access token. */
export async function signInAs(
  { db, config }: StateContext,
  role: 'USER' | 'ADMIN',
  options: { deviceId?: string } = {},
): Promise<TestSession> {
  const user = insertUser(db, { email: role === 'ADMIN' ? 'admin@daftar.local' : 'user@daftar.local', role });
  const session = await signedIn(db, config, user.id, options);
  pactSession.accessToken = session.token;
  return session;
}

/** The user is signed in, but the token the SPA holds has expired. */
export async function signInExpired(context: StateContext): Promise<void> {
  const session = await signInAs(context, 'USER');
  pactSession.accessToken = (await expiredToken(context.config, session)).Authorization.replace(/^Bearer /, '');
}

/**
 * A provider state run on a test's app as the verification runs it (the session reset first): what it returns, and
 * the headers of the user it signed in, so the state's own test can check its rows through the API.
 */
export async function arrangeState(
  context: StateContext,
  setup: StateSetup | undefined,
  params: StateParams = {},
): Promise<{ result: unknown; headers: { Authorization: string } }> {
  resetPactSession();
  const { db, config, main, lab } = context;
  const result = await setup?.({ db, config, ...(main ? { main } : {}), ...(lab ? { lab } : {}) }, params);
  return { result, headers: { Authorization: `Bearer ${pactSession.accessToken}` } };
}
