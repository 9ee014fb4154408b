import { type ItemInput, itemInputSchema } from '@daftar/contracts/endpoints/items';
import { type StakeholderInput, stakeholderInputSchema } from '@daftar/contracts/endpoints/stakeholders';
import { seedDb } from '@daftar/db/seed';
import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { stakeholderSeedRows } from '@daftar/db/seed/stakeholders';
import { seedTemplate, seedToday } from '@daftar/db/testing/seed-templates';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toItem } from '../../src/domain/items.ts';
import { toStakeholder } from '../../src/domain/stakeholders.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
// db's seed (seedDb) up to today, as the run's global setup seeded it: a copy each.
beforeEach(() => {
  t = createTestApp({ template: seedTemplate('books').file });
});
afterEach(() => t.dispose());

/** A stored value as the form would send it: no value is left out. */
const present = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

describe('the seeded stakeholders and items', () => {
  it('gives each seeded company 200 stakeholders and 100 items, and a second run adds nothing', () => {
    const perCompany = (table: 'stakeholders' | 'items') =>
      t.db.$client.prepare(`select company_id, count(*) as n from ${table} group by 1`).all();
    expect(perCompany('stakeholders')).toEqual([
      { company_id: 1, n: 200 },
      { company_id: 2, n: 200 },
    ]);
    expect(perCompany('items')).toEqual([
      { company_id: 1, n: 100 },
      { company_id: 2, n: 100 },
    ]);
    const before = t.db.select().from(stakeholders).all();
    seedDb(t.db, seedToday());
    expect(t.db.select().from(stakeholders).all()).toEqual(before);
  });

  it('passes the API’s own field rules: national id check digits, mobiles, postal codes, barcodes, prices', () => {
    for (const row of t.db.select().from(stakeholders).all()) {
      const input = present(toStakeholder(row)) as StakeholderInput;
      const checked = stakeholderInputSchema.safeParse(input);
      expect(checked.error?.issues ?? [], `${row.code} ${row.displayName}`).toEqual([]);
    }
    for (const row of t.db.select().from(items).all()) {
      const checked = itemInputSchema.safeParse(present(toItem(row)) as ItemInput);
      expect(checked.error?.issues ?? [], `${row.code} ${row.name}`).toEqual([]);
      expect(row.salePrice).toBeGreaterThanOrEqual(500_000);
      expect(row.salePrice).toBeLessThanOrEqual(50_000_000);
    }
  });

  it('generates 10k distinct national ids for one company, so the bench seed drops no row', () => {
    const ids = stakeholderSeedRows(1, 10_000).flatMap(({ nationalId }) => (nationalId ? [nationalId] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
