import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppEnv } from '../../src/http/app-env.ts';
import { call } from './http.ts';
import { expectUnchanged } from './rows.ts';
import type { TestSession } from './session.ts';
import type { TestApp } from './test-app.ts';

/** One call of an area: method, path and JSON body (undefined for none). */
export type ApiCall = [method: string, path: string, body: unknown];

/**
 * Makes every call in turn and expects each to answer `status` (and `body`, when given). One comparison over all the
 * calls, so a failure lists every call that answered otherwise, by method and path.
 */
export async function expectEveryAnswer(
  app: Hono<AppEnv>,
  calls: readonly ApiCall[],
  expected: { headers?: Record<string, string>; status: number; body?: unknown },
): Promise<void> {
  const withBody = expected.body !== undefined;
  const answers: unknown[][] = [];
  for (const [method, path, body] of calls) {
    const answer = await call(app, method, path, { headers: expected.headers, body });
    answers.push([method, path, answer.status, ...(withBody ? [answer.body] : [])]);
  }
  expect(answers).toEqual(
    calls.map(([method, path]) => [method, path, expected.status, ...(withBody ? [expected.body] : [])]),
  );
}

/** `expectEveryAnswer` for a refusal: every call, made with `headers`, answers `status` and the envelope naming `code`. */
export function expectEveryRefusal(
  app: Hono<AppEnv>,
  calls: readonly ApiCall[],
  headers: Record<string, string> | undefined,
  status: number,
  code: string,
): Promise<void> {
  return expectEveryAnswer(app, calls, { headers, status, body: { success: false, message: code } });
}

/**
 * The call, made as `s`, answers 400 VALIDATION_FAILED naming `field` (with `message` when given), and `table`
 * holds what it held before.
 */
export async function expectValidationFailed(
  on: { t: TestApp; s: TestSession; table: SQLiteTable },
  [method, path, body]: ApiCall,
  field: string,
  message?: string,
): Promise<void> {
  await expectUnchanged(on.t.db, on.table, async () => {
    const answer = await call(on.t.apps.main, method, path, { headers: on.s.auth, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      message: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([message ? { path: field, message } : expect.objectContaining({ path: field })]),
    });
  });
}

/** A field error of a refusal's envelope. */
export interface RefusalFieldError {
  path: string;
  message: string;
}

/**
 * Makes the call and expects it refused with `status` and the code `message` (and `error` among its field errors,
 * when given), and `rows()` to read the same after it as before: a refusal writes nothing.
 */
export async function expectRefusedUnchanged<A extends { status: number; body: unknown }>(
  rows: () => unknown,
  run: () => Promise<A>,
  status: number,
  message: string,
  error?: RefusalFieldError,
): Promise<A> {
  const before = rows();
  const answer = await run();
  const body = answer.body as { message?: unknown; errors?: unknown };
  expect({ status: answer.status, message: body.message }).toEqual({ status, message });
  if (error) expect(body.errors).toContainEqual(error);
  expect(rows()).toEqual(before);
  return answer;
}

/**
 * Makes the call and expects it refused with `status` and `code`, its one field error naming `path` with the same
 * code, and `rows()` to read the same after it as before.
 */
export async function expectRefusedAt<A extends { status: number; body: unknown }>(
  rows: () => unknown,
  run: () => Promise<A>,
  [status, code, path]: [status: number, code: string, path: string],
): Promise<A> {
  const before = rows();
  const answer = await run();
  const body = answer.body as { message?: unknown; errors?: unknown };
  expect([answer.status, body.message, body.errors]).toEqual([status, code, [{ path, message: code }]]);
  expect(rows()).toEqual(before);
  return answer;
}
