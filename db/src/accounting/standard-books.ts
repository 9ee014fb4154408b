import { eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { accounts, type NewAccountRow } from '../schema/accounting-chart.ts';
import { accountingSettings } from '../schema/accounting-years.ts';
import { standardChart, standardDefaults } from './standard-chart.ts';

/*
 * The books a company opens with: the standard chart and the settings pointing at it. The running server writes them
 * for every new company (mock-api's company-books) and the seed for the seeded ones, so they live here, not in seed/.
 */

const systemCodes = new Set<string>(Object.values(standardDefaults));

function codeIds(db: Queryable, companyId: number): Map<string, number> {
  const rows = db
    .select({ id: accounts.id, code: accounts.code })
    .from(accounts)
    .where(eq(accounts.companyId, companyId))
    .all();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * The standard chart for one company, level by level (a row needs its parent's id); accounts whose code the company
 * already has are kept as they are. Groups and the accounts the settings point at are system accounts. Answers the
 * company's code → id map.
 */
export function insertStandardChart(db: Queryable, companyId: number): Map<string, number> {
  let ids = codeIds(db, companyId);
  for (const level of ['GROUP', 'KOL', 'MOEIN'] as const) {
    const rows: NewAccountRow[] = standardChart
      .filter((account) => account.level === level)
      .map((account) => ({
        companyId,
        parentId: account.parentCode === null ? null : (ids.get(account.parentCode) ?? null),
        level,
        code: account.code,
        nameFa: account.fa,
        nameEn: account.en,
        nature: account.nature,
        type: account.type,
        system: level === 'GROUP' || systemCodes.has(account.code),
      }));
    db.insert(accounts).values(rows).onConflictDoNothing().run();
    ids = codeIds(db, companyId);
  }
  return ids;
}

/** Settings pointing at the standard chart's accounts; a company's own settings are kept. */
export function insertStandardSettings(db: Queryable, companyId: number, ids: Map<string, number>): void {
  const defaults = Object.fromEntries(
    Object.entries(standardDefaults).map(([field, code]) => [field, ids.get(code) ?? null]),
  );
  db.insert(accountingSettings)
    .values({ companyId, ...defaults })
    .onConflictDoNothing()
    .run();
}
