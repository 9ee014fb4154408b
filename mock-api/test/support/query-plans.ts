import type { Db } from '@daftar/db/client';
import { expect, vi } from 'vitest';

/**
 * The SQL of every statement `call` prepares on `db` that reads from one of `tables`, in order; the call must answer
 * 200. What a list's index test reads the plans of.
 */
export async function statementsPreparedBy(
  db: Db,
  tables: readonly string[],
  call: () => Promise<{ status: number }>,
): Promise<string[]> {
  const prepare = vi.spyOn(db.$client, 'prepare');
  const answer = await call();
  expect(answer.status).toBe(200);
  const statements = prepare.mock.calls
    .map(([sql]) => sql)
    .filter((sql) => tables.some((table) => sql.includes(`from "${table}"`)));
  prepare.mockRestore();
  return statements;
}

/** SQLite's plan for a statement; the plan does not depend on the bound values, so every placeholder gets 1. */
export function queryPlanOf(db: Db, sql: string): string {
  const placeholders = sql.split('?').length - 1;
  const rows = db.$client.prepare(`explain query plan ${sql}`).all(...Array(placeholders).fill(1)) as {
    detail: string;
  }[];
  return rows.map(({ detail }) => detail).join('\n');
}
