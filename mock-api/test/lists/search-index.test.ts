import { describe, expect, it } from 'vitest';
import { restoreSnapshot, takeSnapshot } from '@daftar/db/reset';
import { itemSeedRows } from '@daftar/db/seed/items';
import { insertStakeholderRows, stakeholderSeedRows } from '@daftar/db/seed/stakeholders';
import { items } from '@daftar/db/schema/items';
import { normalizeSearchText } from '@daftar/db/text/search-text';
import { createFiscalYear } from '../../src/domain/accounting/fiscal-years.ts';
import { listVouchers } from '../../src/domain/accounting/voucher-list.ts';
import { listItems } from '../../src/domain/items.ts';
import { listStakeholders } from '../../src/domain/stakeholders.ts';
import { companyDbPerTest } from '../support/company-db.ts';

/**
 * The lists' trigram indexes only narrow a search: whatever the index answers, a list finds exactly
 * the rows that contain every word of `q` — the rows a test of every row finds — before and after rows are added,
 * renamed, deleted and a snapshot is restored.
 */
let fiscalYearId: number;
const temp = companyDbPerTest((made) => {
  fiscalYearId = createFiscalYear(made.db, made.companyId, { year: 1405 }).id;
  made.db.transaction((tx) => {
    insertStakeholderRows(tx, stakeholderSeedRows(made.companyId, 600));
    tx.insert(items).values(itemSeedRows(made.companyId, 300)).run();
  });
  const addVoucher = made.db.$client.prepare(
    `insert into vouchers (company_id, fiscal_year_id, number, date, status, kind, description, total)
     values (?, ?, ?, '2026-04-01', 'FINAL', 'NORMAL', ?, 1000)`,
  );
  const descriptions = ['فروش به مریم احمدی', 'خرید از پخش البرز', null, 'Rent "April"', 'دریافت از علی', 'ab'];
  descriptions.forEach((description, n) => {
    addVoucher.run(made.companyId, fiscalYearId, n + 1, description);
  });
});

const everything = { page: 1, pageSize: 100 };
const words = (q: string) => normalizeSearchText(q).split(' ').filter(Boolean);

function stakeholderCodes(q: string): string[] {
  return listStakeholders(temp.db, temp.companyId, { ...everything, sort: 'code', q }).rows.map((row) => row.code);
}

/** Every row's stored key tested for every word: what the list answered before the index. */
function scannedStakeholderCodes(q: string): string[] {
  const rows = temp.db.$client
    .prepare('select code, search_text from stakeholders where company_id = ? order by code')
    .all(temp.companyId) as { code: string; search_text: string }[];
  return rows
    .filter((row) => words(q).every((word) => row.search_text.includes(word)))
    .map((row) => row.code)
    .slice(0, everything.pageSize);
}

const stakeholderSearches = [
  'احمدی',
  'احمدي مريم',
  'مریم احمدی',
  'کریمی',
  'كريمي',
  '0912',
  '۰۹۱۲',
  'ی',
  'اح',
  '10',
  '1017',
  'شرکت',
  'بازرگانی',
  '"احمدی"',
  'نیست‌در‌فهرست',
];

describe('the lists’ search through the trigram index', () => {
  it.each(stakeholderSearches)('stakeholders: «%s» finds the rows a scan of every row finds', (q) => {
    const expected = scannedStakeholderCodes(q);
    expect(stakeholderCodes(q)).toEqual(expected);
    const { total } = listStakeholders(temp.db, temp.companyId, { ...everything, sort: 'code', q });
    expect(total).toBeGreaterThanOrEqual(expected.length);
  });

  it('stakeholders: counts every matching row, not only the page', () => {
    const q = 'احمدی';
    const matching = temp.db.$client
      .prepare('select count(*) as n from stakeholders where company_id = ? and instr(search_text, ?) > 0')
      .get(temp.companyId, q) as { n: number };
    expect(matching.n).toBeGreaterThan(0);
    expect(listStakeholders(temp.db, temp.companyId, { page: 1, pageSize: 5, sort: 'displayName', q }).total).toBe(
      matching.n,
    );
  });

  it('follows renames and deletes, and a snapshot restored', () => {
    const sqlite = temp.db.$client;
    takeSnapshot(temp.db);
    const [first] = stakeholderCodes('احمدی');
    expect(first).toBeDefined();
    sqlite
      .prepare("update stakeholders set search_text = 'زرین‌کوب' where company_id = ? and code = ?")
      .run(temp.companyId, first);
    expect(stakeholderCodes('احمدی')).not.toContain(first);
    expect(stakeholderCodes('زرین‌کوب')).toEqual([first]);
    sqlite.prepare("delete from stakeholders where company_id = ? and search_text like '%کریمی%'").run(temp.companyId);
    expect(stakeholderCodes('کریمی')).toEqual([]);
    restoreSnapshot(temp.db);
    expect(stakeholderCodes('احمدی')).toContain(first);
    expect(stakeholderCodes('کریمی')).toEqual(scannedStakeholderCodes('کریمی'));
    expect(stakeholderCodes('کریمی').length).toBeGreaterThan(0);
    expect(() =>
      sqlite.exec("insert into stakeholders_search (stakeholders_search) values ('integrity-check')"),
    ).not.toThrow();
  });

  it.each(['برنج', 'مدل 2', 'مدل ۲', 'روغن', '626', 'کیلو'])('items: «%s» finds the rows a scan finds', (q) => {
    const rows = temp.db.$client
      .prepare('select code, search_text from items where company_id = ? order by code')
      .all(temp.companyId) as { code: string; search_text: string }[];
    const expected = rows.filter((row) => words(q).every((word) => row.search_text.includes(word))).map((r) => r.code);
    const found = listItems(temp.db, temp.companyId, { page: 1, pageSize: 100, sort: 'code', q });
    expect(found.rows.map((row) => row.code)).toEqual(expected.slice(0, 100));
    expect(found.total).toBe(expected.length);
  });

  it('a word in most rows (past 5,000 of them) takes the walk of every row, with the same answer', () => {
    temp.db.transaction((tx) => {
      const more = itemSeedRows(temp.companyId, 5_300).slice(300);
      for (let start = 0; start < more.length; start += 500)
        tx.insert(items)
          .values(more.slice(start, start + 500))
          .run();
    });
    const q = 'مدل 7';
    const rows = temp.db.$client
      .prepare('select code, search_text from items where company_id = ? order by sort_name, id')
      .all(temp.companyId) as { code: string; search_text: string }[];
    const expected = rows.filter((row) => words(q).every((word) => row.search_text.includes(word))).map((r) => r.code);
    expect(expected.length).toBeGreaterThan(100);
    const found = listItems(temp.db, temp.companyId, { page: 2, pageSize: 50, sort: 'name', q });
    expect(found.rows.map((row) => row.code)).toEqual(expected.slice(50, 100));
    expect(found.total).toBe(expected.length);
  });

  it.each([
    ['احمدی', [1]],
    ['مریم احمدی', [1]],
    ['از', [2, 5]],
    ['"April"', [4]],
    ['april', []],
    ['ab', [6]],
    ['ناپیدا', []],
  ] as const)('vouchers: «%s» finds numbers %j, as the description test on every row does', (q, numbers) => {
    const found = listVouchers(temp.db, temp.companyId, { page: 1, pageSize: 50, sort: 'number', q, fiscalYearId });
    expect(found.rows.map((row) => row.number)).toEqual(numbers);
    expect(found.total).toBe(numbers.length);
  });
});
