import { withActivityActor } from '@daftar/db/activities/activity-actor';
import { auditedChildTables, auditedTables, unauditedTables } from '@daftar/db/activities/activity-triggers';
import { describe, expect, it } from 'vitest';
import { addMember, insertItem, insertUser } from '../support/factories.ts';
import { companyDbPerTest } from '../support/company-db.ts';

let userId: number;
const temp = companyDbPerTest((made) => {
  userId = insertUser(made.db).id;
  addMember(made.db, userId, made.companyId);
});

const asUser = <T>(work: () => T) => withActivityActor({ userId: () => userId, apiKeyId: () => null }, work);
const activities = () =>
  (
    temp.db.$client
      .prepare('select company_id, user_id, entity, entity_id, action, changes from company_activities order by id')
      .all() as { changes: string }[]
  ).map((row) => ({ ...row, changes: JSON.parse(row.changes) }));

describe('company activities: the triggers', () => {
  it('log one row per change, with the changed columns only, before and after, as the actor', () => {
    const item = insertItem(temp.db, temp.companyId, { salePrice: 1_500_000, name: 'چای' });
    expect(activities()).toEqual([]);
    const sqlite = temp.db.$client;
    asUser(() => {
      sqlite
        .prepare("update items set sale_price = 1800000, updated_at = '2026-11-25T10:00:00.000Z' where id = ?")
        .run(item.id);
      // Only the bookkeeping timestamp: no activity.
      sqlite.prepare("update items set updated_at = '2026-11-25T11:00:00.000Z' where id = ?").run(item.id);
      sqlite.prepare('delete from items where id = ?').run(item.id);
    });
    const [update, removal] = activities();
    expect(activities()).toHaveLength(2);
    expect(update).toEqual({
      company_id: temp.companyId,
      user_id: userId,
      entity: 'items',
      entity_id: item.id,
      action: 'UPDATE',
      changes: { sale_price: [1_500_000, 1_800_000] },
    });
    expect(removal).toMatchObject({ action: 'DELETE', entity_id: item.id });
    expect(removal?.changes).toMatchObject({ name: ['چای', null], sale_price: [1_800_000, null] });
    expect(removal?.changes).not.toHaveProperty('search_text');
  });

  it('log a created row with the columns that hold a value', () => {
    asUser(() => insertItem(temp.db, temp.companyId, { code: '2001', name: 'قهوه' }));
    expect(activities()).toMatchObject([
      { entity: 'items', action: 'CREATE', changes: { code: [null, '2001'], name: [null, 'قهوه'] } },
    ]);
  });

  it('leave no activity for a rolled-back transaction', () => {
    const item = insertItem(temp.db, temp.companyId);
    const sqlite = temp.db.$client;
    expect(() =>
      asUser(() =>
        sqlite.transaction(() => {
          sqlite.prepare('update items set sale_price = 99 where id = ?').run(item.id);
          throw new Error('the document failed after its item was changed');
        })(),
      ),
    ).toThrow('document failed');
    expect(activities()).toEqual([]);
  });

  it('keep the log append-only inside a request, and let the seed and the reset empty it outside one', () => {
    const item = insertItem(temp.db, temp.companyId);
    const sqlite = temp.db.$client;
    asUser(() => sqlite.prepare('update items set sale_price = 5 where id = ?').run(item.id));
    asUser(() => {
      expect(() => sqlite.prepare('delete from company_activities').run()).toThrow('COMPANY_ACTIVITIES_APPEND_ONLY');
      expect(() => sqlite.prepare("update company_activities set action = 'CREATE'").run()).toThrow(
        'COMPANY_ACTIVITIES_APPEND_ONLY',
      );
    });
    expect(activities()).toHaveLength(1);
    sqlite.prepare('delete from company_activities').run();
    expect(activities()).toEqual([]);
  });

  it('cover every table that names a company, directly or through a parent, but the derived ones', () => {
    const sqlite = temp.db.$client;
    const audited = auditedTables(sqlite).map((table) => table.name);
    const withCompany = (
      sqlite
        .prepare(
          "select m.name from sqlite_master m where m.type = 'table' and exists (select 1 from pragma_table_info(m.name) where name = 'company_id')",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    for (const table of withCompany)
      expect([table, audited.includes(table) || unauditedTables.has(table)]).toEqual([table, true]);
    for (const child of Object.keys(auditedChildTables)) expect(audited).toContain(child);
    // A table pointing at an audited table is audited too, unless it is one of the derived ones.
    const pointing = (
      sqlite
        .prepare(
          'select distinct m.name, f."table" as parent from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = \'table\'',
        )
        .all() as { name: string; parent: string }[]
    ).filter((row) => audited.includes(row.parent) && row.parent !== 'companies');
    const userScoped = new Set(['users', 'sessions']);
    for (const { name } of pointing)
      if (!unauditedTables.has(name) && !userScoped.has(name))
        expect([name, audited.includes(name)]).toEqual([name, true]);
  });
});
