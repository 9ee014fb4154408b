import { asc, eq } from 'drizzle-orm';
import type { Terminal } from '@daftar/contracts/endpoints/pay';
import type { Queryable } from '@daftar/db/client';
import { terminals } from '@daftar/db/schema/pay';

/** The company's payment terminals, oldest first. */
export function listTerminals(db: Queryable, companyId: number): Terminal[] {
  return db
    .select({ id: terminals.id, name: terminals.name, kind: terminals.kind, active: terminals.active })
    .from(terminals)
    .where(eq(terminals.companyId, companyId))
    .orderBy(asc(terminals.id))
    .all();
}
