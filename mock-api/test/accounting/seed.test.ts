import { seedDb } from '@daftar/db/seed';
import { createSeededDb, seedToday } from '@daftar/db/testing/seed-templates';
import type { TempDb } from '@daftar/db/testing/temp-db';
import { fiscalYearBounds, fromJalali, toJalali } from '@daftar/db/accounting/calendar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: TempDb;
// db's seed (seedDb) up to today, as the run's global setup seeded it: a copy each.
beforeEach(() => {
  t = createSeededDb('books');
});
afterEach(() => t.dispose());

const all = (query: string) => t.db.$client.prepare(query).all();

describe('the Jalali calendar the books use', () => {
  it('agrees with the platform: 1403 is a leap year, 1 Farvardin 1404 is 2025-03-21, 1405 starts 2026-03-21', () => {
    expect(fromJalali({ year: 1403, month: 12, day: 30 })).toBe('2025-03-20');
    expect(fromJalali({ year: 1404, month: 1, day: 1 })).toBe('2025-03-21');
    expect(fiscalYearBounds(1405)).toEqual({ startDate: '2026-03-21', endDate: '2027-03-20' });
    expect(toJalali('2026-11-23')).toEqual({ year: 1405, month: 9, day: 2 });
    expect(() => fromJalali({ year: 1404, month: 12, day: 30 })).toThrow(RangeError);
  });
});

describe('the seeded books', () => {
  it('gives each company the standard chart, its settings, a tafsili per stakeholder and the years 1404 and 1405', () => {
    expect(all('select company_id, level, count(*) as n from accounts group by 1, 2 order by 1, 2')).toEqual([
      { company_id: 1, level: 'GROUP', n: 8 },
      { company_id: 1, level: 'KOL', n: 23 },
      { company_id: 1, level: 'MOEIN', n: 54 },
      { company_id: 2, level: 'GROUP', n: 8 },
      { company_id: 2, level: 'KOL', n: 23 },
      { company_id: 2, level: 'MOEIN', n: 54 },
    ]);
    expect(all("select name_fa from accounts where company_id = 1 and code in ('1101', '5201') order by code")).toEqual(
      [{ name_fa: 'صندوق' }, { name_fa: 'سود و زیان انباشته' }],
    );
    expect(
      all(`select count(*) as n from accounts moein join accounts kol on kol.id = moein.parent_id
           where moein.level = 'MOEIN' and (kol.level <> 'KOL' or substr(moein.code, 1, 2) <> kol.code)`),
    ).toEqual([{ n: 0 }]);
    expect(
      all(`select a.code from accounting_settings s join accounts a on a.id = s.retained_earnings_account_id
           where s.company_id = 2`),
    ).toEqual([{ code: '5201' }]);
    expect(
      all(`select count(*) as n from stakeholders s left join tafsili_accounts t on t.stakeholder_id = s.id
           where t.id is null`),
    ).toEqual([{ n: 0 }]);
    // Both open here: mock-api's seed closes 1404 once its invoices and treasury are in (test/seed/year-end.test.ts).
    expect(all('select company_id, name, start_date, end_date, status from fiscal_years order by 1, 2')).toEqual([
      { company_id: 1, name: '1404', start_date: '2025-03-21', end_date: '2026-03-20', status: 'OPEN' },
      { company_id: 1, name: '1405', start_date: '2026-03-21', end_date: '2027-03-20', status: 'OPEN' },
      { company_id: 2, name: '1404', start_date: '2025-03-21', end_date: '2026-03-20', status: 'OPEN' },
      { company_id: 2, name: '1405', start_date: '2026-03-21', end_date: '2027-03-20', status: 'OPEN' },
    ]);
  });

  it('writes balanced vouchers numbered 1..n per year, FINAL before TEMPORARY, and a second run adds nothing', () => {
    const unbalanced = all(`select v.id from vouchers v join voucher_lines l on l.voucher_id = v.id group by v.id
                            having sum(l.debit) <> sum(l.credit) or sum(l.debit) <> v.total`);
    expect(unbalanced).toEqual([]);
    const numbering = all(`select fiscal_year_id, count(*) as n, min(number) as first, max(number) as last,
                           max(case when status = 'FINAL' then number end) as lastFinal,
                           min(case when status = 'TEMPORARY' then number end) as firstTemporary
                           from vouchers group by fiscal_year_id`) as Record<string, number>[];
    expect(numbering).toHaveLength(4);
    for (const company of numbering) {
      expect(company.n).toBeGreaterThan(30);
      expect([company.first, company.last]).toEqual([1, company.n]);
      expect(company.firstTemporary).toBe((company.lastFinal ?? 0) + 1);
    }
    const before = all('select * from voucher_lines order by id');
    seedDb(t.db, seedToday());
    expect(all('select * from voucher_lines order by id')).toEqual(before);
    expect(all('select count(*) as n from accounts')).toEqual([{ n: 170 }]);
  });
});
