import type { Db } from '@daftar/db/client';

/** Leaves the company's accounting settings naming no account at `column`: how a refusal for a missing one is set up. */
export function clearAccountSetting(db: Db, companyId: number, column: `${string}_account_id`): void {
  db.$client.prepare(`update accounting_settings set ${column} = null where company_id = ?`).run(companyId);
}
