import { sql } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';

/** A round-trip to the database: a server whose file is gone or locked is not healthy. */
export function checkDatabase(db: Db): void {
  db.run(sql`select 1`);
}
