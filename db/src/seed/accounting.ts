import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { accounts, type NewAccountRow, tafsiliAccounts } from '../schema/accounting-chart.ts';
import { voucherLines, vouchers } from '../schema/accounting-journal.ts';
import { accountingSettings, fiscalYears } from '../schema/accounting-years.ts';
import { stakeholders } from '../schema/stakeholders.ts';
import { seededCompanies } from './accounts.ts';
import { fiscalYearBounds } from '../accounting/calendar.ts';
import { standardChart, standardDefaults } from './accounting-chart.ts';
import { periodTotalsInStep, rebuildPeriodTotals } from '../accounting/period-totals.ts';
import { type SeedParties, type SeedVoucher, seedVoucherSpecs } from './accounting-vouchers.ts';

/** The seeded year: 1 Farvardin 1405 (2026-03-21) to 29 Esfand 1405 (2027-03-20). */
export const seededFiscalYear = 1405;

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

function insertTafsili(db: Queryable, row: typeof tafsiliAccounts.$inferInsert): number {
  db.insert(tafsiliAccounts).values(row).onConflictDoNothing().run();
  const found = db
    .select({ id: tafsiliAccounts.id })
    .from(tafsiliAccounts)
    .where(and(eq(tafsiliAccounts.companyId, row.companyId), eq(tafsiliAccounts.code, row.code)))
    .get();
  if (!found) throw new Error(`seed: tafsili ${row.code} missing`);
  return found.id;
}

/** A person tafsili per stakeholder (same code), a bank account, a cash box and a petty cash. */
function seedTafsili(db: Queryable, companyId: number): SeedParties {
  const people = db
    .select()
    .from(stakeholders)
    .where(eq(stakeholders.companyId, companyId))
    .orderBy(asc(stakeholders.id))
    .all();
  const parties: SeedParties = { bank: 0, cash: 0, customers: [], suppliers: [] };
  for (const person of people) {
    const id = insertTafsili(db, {
      companyId,
      kind: 'PERSON',
      code: person.code,
      name: person.displayName,
      stakeholderId: person.id,
    });
    const party = { id, name: person.displayName };
    if (person.isSupplier) parties.suppliers.push(party);
    else if (person.isCustomer) parties.customers.push(party);
  }
  parties.bank = insertTafsili(db, { companyId, kind: 'BANK_ACCOUNT', code: '20001', name: 'بانک ملت — حساب جاری' });
  parties.cash = insertTafsili(db, { companyId, kind: 'CASH_BOX', code: '30001', name: 'صندوق فروشگاه' });
  insertTafsili(db, { companyId, kind: 'PETTY_CASH', code: '30002', name: 'تنخواه‌گردان دفتر' });
  return parties;
}

function insertSeedVoucher(db: Queryable, ids: { company: number; year: number }, accountIds: Map<string, number>) {
  return (spec: SeedVoucher, index: number) => {
    const total = spec.lines.reduce((sum, line) => sum + (line.debit ?? 0), 0);
    const voucher = db
      .insert(vouchers)
      .values({
        companyId: ids.company,
        fiscalYearId: ids.year,
        number: index + 1,
        date: spec.date,
        status: spec.final ? 'FINAL' : 'TEMPORARY',
        description: spec.description,
        total,
      })
      .returning({ id: vouchers.id })
      .get();
    db.insert(voucherLines)
      .values(
        spec.lines.map((line, row) => {
          const accountId = accountIds.get(line.code);
          if (accountId === undefined) throw new Error(`seed: account ${line.code} missing`);
          return {
            voucherId: voucher.id,
            companyId: ids.company,
            date: spec.date,
            voucherKind: 'NORMAL' as const,
            row: row + 1,
            accountId,
            tafsiliId: line.tafsiliId ?? null,
            debit: line.debit ?? 0,
            credit: line.credit ?? 0,
            description: line.description ?? null,
          };
        }),
      )
      .run();
  };
}

/**
 * Runs after the stakeholders' seed (a tafsili per stakeholder). Vouchers are written only into an empty year; the
 * monthly roll-up is rebuilt whenever it disagrees with the lines.
 */
export function seedAccounting(db: Queryable): void {
  for (const company of Object.values(seededCompanies)) {
    const accountIds = insertStandardChart(db, company.id);
    insertStandardSettings(db, company.id, accountIds);
    const parties = seedTafsili(db, company.id);
    const bounds = fiscalYearBounds(seededFiscalYear);
    db.insert(fiscalYears)
      .values({ companyId: company.id, name: String(seededFiscalYear), ...bounds })
      .onConflictDoNothing()
      .run();
    const year = db
      .select({ id: fiscalYears.id })
      .from(fiscalYears)
      .where(and(eq(fiscalYears.companyId, company.id), eq(fiscalYears.startDate, bounds.startDate)))
      .get();
    if (!year) throw new Error('seed: fiscal year missing');
    const written = db.select({ n: count() }).from(vouchers).where(eq(vouchers.fiscalYearId, year.id)).get();
    if ((written?.n ?? 0) === 0) {
      const insert = insertSeedVoucher(db, { company: company.id, year: year.id }, accountIds);
      seedVoucherSpecs(company.id, parties).forEach(insert);
    }
    // Lines written straight into the table (and books from before the roll-up) get their monthly totals here.
    if (!periodTotalsInStep(db, company.id)) rebuildPeriodTotals(db, company.id);
  }
}
