import type { Db } from '@daftar/db/client';

/** Tables a request touches whatever it does (who signed in, when, from where), not the company's data. */
const requestTables = new Set(['sessions', 'devices', 'rate_limits', 'refresh_tokens']);

/** Every row of every table but the request's own bookkeeping: a refused call must leave them all as they were. */
export function everyRow(db: Db): Record<string, unknown[]> {
  const tables = db.$client
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and sql not like 'CREATE VIRTUAL%' order by name",
    )
    .all() as { name: string }[];
  return Object.fromEntries(
    tables
      .filter(({ name }) => !requestTables.has(name))
      .map(({ name }) => [name, db.$client.prepare(`select * from "${name}"`).all()]),
  );
}
