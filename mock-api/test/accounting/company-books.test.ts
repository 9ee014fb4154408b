import { and, eq } from 'drizzle-orm';
import type { Db } from '@daftar/db/client';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { accountingSettings, fiscalYears } from '@daftar/db/schema/accounting-years';
import { createTempDb, type TempDb } from '@daftar/db/testing/temp-db';
import { afterEach, describe, expect, it } from 'vitest';
import { createVoucher } from '../../src/domain/accounting/vouchers.ts';
import { createCompany } from '../../src/domain/companies.ts';
import { createStakeholder, removeStakeholder, updateStakeholder } from '../../src/domain/stakeholders.ts';
import { insertUser } from '../support/factories.ts';
import { cr, dr, openBooks } from './books.ts';
import { tehranToday } from '../../src/domain/clock/tehran-day.ts';

const person = {
  kind: 'INDIVIDUAL',
  firstName: 'کاوه',
  lastName: 'یزدانی',
  isCustomer: true,
  isSupplier: false,
  active: true,
} as const;

function personTafsili(db: Db, companyId: number, stakeholderId: number) {
  return db
    .select()
    .from(tafsiliAccounts)
    .where(and(eq(tafsiliAccounts.companyId, companyId), eq(tafsiliAccounts.stakeholderId, stakeholderId)))
    .get();
}

describe('a company’s books are opened with the company', () => {
  let temp: TempDb | undefined;
  afterEach(() => temp?.dispose());

  it('gives a new company the standard chart, its settings and the Jalali year of today, open', () => {
    temp = createTempDb();
    const company = createCompany(temp.db, insertUser(temp.db).id, { name: 'نانوایی سحر' });
    const chart = temp.db.select().from(accounts).where(eq(accounts.companyId, company.id)).all();
    expect(chart.filter((account) => account.level === 'MOEIN').length).toBeGreaterThan(40);
    const settings = temp.db
      .select()
      .from(accountingSettings)
      .where(eq(accountingSettings.companyId, company.id))
      .get();
    expect(settings?.receivablesAccountId).toEqual(expect.any(Number));
    const years = temp.db.select().from(fiscalYears).where(eq(fiscalYears.companyId, company.id)).all();
    expect(years).toHaveLength(1);
    const today = tehranToday();
    expect(years[0]?.status).toBe('OPEN');
    expect((years[0]?.startDate ?? '') <= today && today <= (years[0]?.endDate ?? '')).toBe(true);
  });

  it('reads today in Tehran, which is already tomorrow late in the UTC evening', () => {
    expect(tehranToday(new Date('2026-03-20T20:29:59Z'))).toBe('2026-03-20');
    expect(tehranToday(new Date('2026-03-20T20:30:00Z'))).toBe('2026-03-21');
  });
});

describe('a stakeholder is a tafsili of the books', () => {
  let temp: TempDb | undefined;
  afterEach(() => temp?.dispose());

  it('gets one when created, keeps its name in step, and loses it with the stakeholder when nothing was posted', () => {
    const books = openBooks();
    temp = books;
    const created = createStakeholder(books.db, books.companyId, person);
    expect(personTafsili(books.db, books.companyId, created.id)?.name).toBe('کاوه یزدانی');

    updateStakeholder(books.db, books.companyId, created.id, { ...person, firstName: 'کامران' });
    expect(personTafsili(books.db, books.companyId, created.id)?.name).toBe('کامران یزدانی');

    expect(removeStakeholder(books.db, books.companyId, created.id)).toBe('DELETED');
    expect(books.db.select().from(tafsiliAccounts).where(eq(tafsiliAccounts.name, 'کامران یزدانی')).all()).toEqual([]);
  });

  it('is archived, not deleted, once a voucher posted to their tafsili', () => {
    const books = openBooks();
    temp = books;
    const created = createStakeholder(books.db, books.companyId, person);
    const tafsili = personTafsili(books.db, books.companyId, created.id);
    const sale = {
      date: '2026-04-01',
      lines: [dr(books.acc('1201'), 5_000_000, tafsili?.id), cr(books.acc('6101'), 5_000_000)],
    };
    createVoucher(books.db, books.companyId, books.userId, sale);

    expect(removeStakeholder(books.db, books.companyId, created.id)).toBe('ARCHIVED');
    expect(personTafsili(books.db, books.companyId, created.id)).toBeDefined();
  });
});
