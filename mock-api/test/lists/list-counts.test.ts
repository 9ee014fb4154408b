import { describe, expect, it } from 'vitest';
import { stakeholderInputSchema } from '@daftar/contracts/endpoints/stakeholders';
import { restoreSnapshot, takeSnapshot } from '@daftar/db/reset';
import { itemSeedRows } from '@daftar/db/seed/items';
import { insertStakeholderRows, stakeholderSeedRows } from '@daftar/db/seed/stakeholders';
import { items } from '@daftar/db/schema/items';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import { listItems } from '../../src/domain/items.ts';
import {
  createStakeholder,
  listStakeholders,
  removeStakeholder,
  updateStakeholder,
} from '../../src/domain/stakeholders.ts';
import { insertCompany } from '../support/factories.ts';
import { companyDbPerTest } from '../support/company-db.ts';

/**
 * The lists' counts come from roll-ups kept by triggers and a search's matching ids are kept until
 * the next write: after every create, rename, archive, delete and a snapshot restored, each list answers what a count
 * and a test of every row answer — the totals of every filter and the rows of each search, in order.
 */
let otherCompanyId: number;
const temp = companyDbPerTest((made) => {
  otherCompanyId = insertCompany(made.db).id;
  made.db.transaction((tx) => {
    insertStakeholderRows(tx, stakeholderSeedRows(made.companyId, 400));
    insertStakeholderRows(tx, stakeholderSeedRows(otherCompanyId, 50));
    tx.insert(items).values(itemSeedRows(made.companyId, 120)).run();
  });
});

const stakeholderFilters = [
  {},
  { kind: 'INDIVIDUAL' },
  { kind: 'BUSINESS', active: true },
  { role: 'customer' },
  { role: 'supplier', active: false },
  { active: false },
] as const;
const itemFilters = [{}, { kind: 'SERVICE' }, { active: true }, { kind: 'PRODUCT', active: false }] as const;
const searches = ['احمدی', 'كريمي', 'مریم احمدی', 'زرین‌کوب', 'ی', 'نیک'];

/** What a count of every row of `table` the filter picks answers: the list's total must agree. */
function counted(
  table: 'stakeholders' | 'items',
  filter: { kind?: string; role?: 'customer' | 'supplier'; active?: boolean },
): number {
  const where = ['company_id = ?'];
  const params: unknown[] = [temp.companyId];
  if ('kind' in filter) {
    where.push('kind = ?');
    params.push(filter.kind);
  }
  if ('role' in filter) where.push(filter.role === 'customer' ? 'is_customer = 1' : 'is_supplier = 1');
  if ('active' in filter) {
    where.push('active = ?');
    params.push(filter.active ? 1 : 0);
  }
  const sql = `select count(*) as n from ${table} where ${where.join(' and ')}`;
  return (temp.db.$client.prepare(sql).get(...params) as { n: number }).n;
}

/** Every row's stored key tested for every word, in the list's order by name: the answer without any index. */
function scannedCodes(q: string): string[] {
  const words = normalizeSearchText(q).split(' ').filter(Boolean);
  const rows = temp.db.$client
    .prepare('select code, search_text from stakeholders where company_id = ? order by sort_name, id')
    .all(temp.companyId) as { code: string; search_text: string }[];
  return rows.filter((row) => words.every((word) => row.search_text.includes(word))).map((row) => row.code);
}

function expectListsRight() {
  for (const filter of stakeholderFilters) {
    const { total } = listStakeholders(temp.db, temp.companyId, {
      page: 1,
      pageSize: 5,
      sort: '-createdAt',
      ...filter,
    });
    expect(total, JSON.stringify(filter)).toBe(counted('stakeholders', filter));
  }
  for (const filter of itemFilters) {
    const { total } = listItems(temp.db, temp.companyId, { page: 1, pageSize: 5, sort: 'name', ...filter });
    expect(total, JSON.stringify(filter)).toBe(counted('items', filter));
  }
  for (const q of searches) {
    const expected = scannedCodes(q);
    const answer = listStakeholders(temp.db, temp.companyId, { page: 2, pageSize: 3, sort: 'displayName', q });
    expect(answer.total, q).toBe(expected.length);
    expect(
      answer.rows.map((row) => row.code),
      q,
    ).toEqual(expected.slice(3, 6));
  }
}

const person = (firstName: string, lastName: string, more: Record<string, unknown> = {}) =>
  stakeholderInputSchema.parse({
    kind: 'INDIVIDUAL',
    firstName,
    lastName,
    isCustomer: true,
    isSupplier: false,
    ...more,
  });

describe('the lists’ counts and kept search ids follow every write', () => {
  it('after creates, renames, archives and deletes, in Persian with Arabic letters and half-spaces', () => {
    expectListsRight();
    const created = [
      createStakeholder(temp.db, temp.companyId, person('مريم', 'احمدي')),
      createStakeholder(temp.db, temp.companyId, person('نیک', 'زرین‌کوب', { isSupplier: true })),
      createStakeholder(temp.db, temp.companyId, person('كاوه', 'كريمي', { active: false })),
    ];
    expectListsRight();
    const [maryam, nik, kaveh] = created.map(({ id }) => id) as [number, number, number];
    updateStakeholder(temp.db, temp.companyId, maryam, person('مریم', 'زرین‌کوب'));
    updateStakeholder(
      temp.db,
      temp.companyId,
      nik,
      stakeholderInputSchema.parse({
        kind: 'BUSINESS',
        businessName: 'نیک احمدی',
        isCustomer: false,
        isSupplier: true,
      }),
    );
    expectListsRight();
    temp.db.$client.prepare('update stakeholders set active = 0 where id = ?').run(maryam);
    expectListsRight();
    expect(removeStakeholder(temp.db, temp.companyId, kaveh)).toBe('DELETED');
    temp.db.$client.prepare("delete from items where company_id = ? and kind = 'SERVICE'").run(temp.companyId);
    expectListsRight();
  });

  it('after a snapshot is restored, and with another company’s rows left out', () => {
    takeSnapshot(temp.db);
    expectListsRight();
    createStakeholder(temp.db, temp.companyId, person('مريم', 'احمدي'));
    temp.db.$client.prepare('delete from stakeholders where company_id = ? and id % 3 = 0').run(temp.companyId);
    temp.db.$client.prepare('update items set active = 1 - active where company_id = ?').run(temp.companyId);
    expectListsRight();
    restoreSnapshot(temp.db);
    expectListsRight();
    const { total } = listStakeholders(temp.db, otherCompanyId, { page: 1, pageSize: 5, sort: 'code' });
    expect(total).toBe(50);
  });
});
