import type { ActivityChanges } from '@daftar/contracts/endpoints/company-activities';
import { sql } from 'drizzle-orm';
import type { Queryable } from '@daftar/db/client';

/** The logged tables whose records have a name a person knows them by, and the column that holds it. */
const labelColumns: Readonly<Record<string, string>> = {
  items: 'name',
  stakeholders: 'display_name',
  payment_methods: 'name',
  treasury_accounts: 'name',
  treasury_partners: 'name',
  terminals: 'name',
  fiscal_years: 'name',
};

interface LoggedRecord {
  entity: string;
  entityId: number | null;
  changes: ActivityChanges;
}

/**
 * Each logged record's name, so the log reads «کالا: چای سیاه» rather than «کالا #400»: its name now (one query per
 * kind of record on the page), or, for a record since deleted, the name the log kept. Null for kinds without a name.
 */
export function recordLabels(db: Queryable, companyId: number, rows: readonly LoggedRecord[]): (string | null)[] {
  const current = new Map<string, string>();
  for (const [entity, column] of Object.entries(labelColumns)) {
    const ids = [
      ...new Set(rows.filter((row) => row.entity === entity && row.entityId !== null).map((r) => r.entityId)),
    ];
    if (ids.length === 0) continue;
    const found = db.all<{ id: number; label: string }>(
      sql`select id, ${sql.identifier(column)} as label from ${sql.identifier(entity)}
          where company_id = ${companyId} and id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const { id, label } of found) current.set(`${entity}:${id}`, label);
  }
  return rows.map((row) => {
    const column = labelColumns[row.entity];
    if (!column) return null;
    const now = current.get(`${row.entity}:${row.entityId}`);
    if (now !== undefined) return now;
    const [before, after] = row.changes[column] ?? [null, null];
    const kept = after ?? before;
    return kept === null ? null : String(kept);
  });
}
