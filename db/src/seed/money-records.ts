import { and, asc, count, eq, max } from 'drizzle-orm';
import { toJalali } from '../accounting/calendar.ts';
import { rebuildPeriodTotals } from '../accounting/period-totals.ts';
import type { Queryable } from '../client.ts';
import { accounts, type TafsiliRow, tafsiliAccounts } from '../schema/accounting-chart.ts';
import { voucherLines, vouchers } from '../schema/accounting-journal.ts';
import { accountingSettings, fiscalYears } from '../schema/accounting-years.ts';
import { attachments } from '../schema/attachments.ts';
import { moneyRecords } from '../schema/money-records.ts';
import { stakeholders } from '../schema/stakeholders.ts';
import { searchTextOf } from '../text/search-text.ts';
import { seededCompanies } from './accounts.ts';
import { type PlannedRecord, plannedMonth } from './money-records-plan.ts';
import { seededRandom } from './random.ts';
import { type SeedPeriod, seedPeriods } from './seed-years.ts';
import { receiptPdf } from './receipt-pdf.ts';

const kindWords = { INCOME: 'درآمد', EXPENSE: 'هزینه' } as const;
const settingOf = {
  CASH_BOX: 'cashAccountId',
  BANK_ACCOUNT: 'bankAccountId',
  PETTY_CASH: 'pettyCashAccountId',
} as const;

type Line = { accountId: number; tafsiliId: number | null; debit: number; credit: number };

/** The company's pieces a record needs: accounts by code, settings, its first place of each kind, suppliers. */
function companyPieces(db: Queryable, companyId: number) {
  const chart = new Map(
    db
      .select()
      .from(accounts)
      .where(eq(accounts.companyId, companyId))
      .all()
      .map((account) => [account.code, account]),
  );
  const settings = db.select().from(accountingSettings).where(eq(accountingSettings.companyId, companyId)).get();
  const places = new Map<string, TafsiliRow>();
  for (const row of db
    .select()
    .from(tafsiliAccounts)
    .where(eq(tafsiliAccounts.companyId, companyId))
    .orderBy(asc(tafsiliAccounts.code))
    .all()) {
    if (!places.has(row.kind)) places.set(row.kind, row);
  }
  const suppliers = db
    .select()
    .from(stakeholders)
    .where(and(eq(stakeholders.companyId, companyId), eq(stakeholders.isSupplier, true)))
    .orderBy(asc(stakeholders.id))
    .all();
  const personTafsili = new Map(
    [...db.select().from(tafsiliAccounts).where(eq(tafsiliAccounts.companyId, companyId)).all()]
      .filter((row) => row.stakeholderId !== null)
      .map((row) => [row.stakeholderId, row.id]),
  );
  return { chart, settings, places, suppliers, personTafsili };
}

/**
 * The voucher lines of a record, as mock-api's `moneyRecordPostingLines` writes them (its seed test holds the two
 * alike): an expense debits the category (the party's tafsili on it) and VAT receivable, credits the treasury; income
 * the mirror.
 */
function postingLines(
  record: { kind: 'INCOME' | 'EXPENSE'; amount: number; vat: number; total: number },
  ids: { category: number; treasuryAccount: number; treasury: number; vatAccount: number; party: number | null },
): Line[] {
  const line = (accountId: number, tafsiliId: number | null, debit: number, credit: number) => ({
    accountId,
    tafsiliId,
    debit,
    credit,
  });
  const lines =
    record.kind === 'EXPENSE'
      ? [
          line(ids.category, ids.party, record.amount, 0),
          line(ids.vatAccount, null, record.vat, 0),
          line(ids.treasuryAccount, ids.treasury, 0, record.total),
        ]
      : [
          line(ids.treasuryAccount, ids.treasury, record.total, 0),
          line(ids.category, ids.party, 0, record.amount),
          line(ids.vatAccount, null, 0, record.vat),
        ];
  return lines.filter((entry) => entry.debit > 0 || entry.credit > 0);
}

/** The rent: each month's payment has the landlord's receipt attached, as a bookkeeper would keep it. */
const rentCode = '8103';

function attachRentReceipt(
  db: Queryable,
  companyId: number,
  recordId: number,
  rent: Pick<PlannedRecord, 'date' | 'reference'> & { total: number },
  stamp: string,
): void {
  const data = receiptPdf([
    'Rent receipt',
    `Date: ${rent.date}`,
    `Received: ${rent.total.toLocaleString('en-US')} Rials`,
    `Reference: ${rent.reference ?? '-'}`,
  ]);
  const { year, month } = toJalali(rent.date);
  db.insert(attachments)
    .values({
      companyId,
      ownerKind: 'MONEY_RECORD',
      ownerId: recordId,
      fileName: `رسید اجاره ${year}-${String(month).padStart(2, '0')}.pdf`,
      mediaType: 'application/pdf',
      size: data.length,
      data,
      uploadedAt: stamp,
    })
    .run();
}

/**
 * A company's seeded period of records, numbered per kind in date order within its fiscal year, each with its
 * TEMPORARY voucher after the journal's.
 */
function seedCompanyRecords(db: Queryable, companyId: number, seed: number, period: SeedPeriod): void {
  const year = db
    .select()
    .from(fiscalYears)
    .where(and(eq(fiscalYears.companyId, companyId), eq(fiscalYears.name, String(period.year))))
    .get();
  const { chart, settings, places, suppliers, personTafsili } = companyPieces(db, companyId);
  if (!year || !settings?.vatPayableAccountId || !settings.vatReceivableAccountId) return;
  const random = seededRandom(seed);
  const planned: PlannedRecord[] = [];
  for (let month = 1; month <= period.lastMonth; month += 1) {
    planned.push(...plannedMonth(random, period.year, month, month === period.lastMonth ? period.lastDay : 31));
  }
  let voucherNumber =
    db
      .select({ last: max(vouchers.number) })
      .from(vouchers)
      .where(eq(vouchers.fiscalYearId, year.id))
      .get()?.last ?? 0;
  const numbers = { INCOME: 0, EXPENSE: 0 };
  for (const plan of planned) {
    const category = chart.get(plan.categoryCode);
    const place = places.get(plan.treasury);
    const treasuryAccount = settings[settingOf[plan.treasury]];
    if (!category || !place || !treasuryAccount) continue;
    const party = plan.withSupplier && suppliers.length > 0 ? random.pick(suppliers) : null;
    const vat = Math.round((plan.amount * plan.vatRate) / 100);
    const total = plan.amount + vat;
    numbers[plan.kind] += 1;
    voucherNumber += 1;
    const about = `${kindWords[plan.kind]}: ${category.nameFa} — ${plan.description}`;
    const stamp = `${plan.date}T07:30:00.000Z`;
    const voucher = db
      .insert(vouchers)
      .values({
        companyId,
        fiscalYearId: year.id,
        number: voucherNumber,
        date: plan.date,
        sourceType: 'MONEY_RECORD',
        sourceId: 0,
        description: about,
        total,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning({ id: vouchers.id })
      .get();
    const fields = {
      date: plan.date,
      categoryAccountId: category.id,
      categoryCode: category.code,
      categoryName: category.nameFa,
      categoryNameEn: category.nameEn,
      amount: plan.amount,
      vatRate: plan.vatRate,
      vat,
      total,
      treasuryId: place.id,
      treasuryKind: plan.treasury,
      treasuryCode: place.code,
      treasuryName: place.name,
      stakeholderId: party?.id ?? null,
      stakeholderCode: party?.code ?? null,
      stakeholderName: party?.displayName ?? null,
      description: plan.description,
      reference: plan.reference,
    };
    const number = numbers[plan.kind];
    const record = db
      .insert(moneyRecords)
      .values({
        ...fields,
        companyId,
        kind: plan.kind,
        fiscalYearId: year.id,
        number,
        voucherId: voucher.id,
        searchText: searchTextOf(
          String(number),
          fields.categoryCode,
          fields.categoryName,
          fields.categoryNameEn,
          fields.treasuryName,
          fields.stakeholderCode,
          fields.stakeholderName,
          fields.description,
          fields.reference,
        ),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning({ id: moneyRecords.id })
      .get();
    db.update(vouchers).set({ sourceId: record.id }).where(eq(vouchers.id, voucher.id)).run();
    if (plan.categoryCode === rentCode) attachRentReceipt(db, companyId, record.id, { ...plan, total }, stamp);
    const vatAccount = plan.kind === 'INCOME' ? settings.vatPayableAccountId : settings.vatReceivableAccountId;
    const lines = postingLines(
      { kind: plan.kind, amount: plan.amount, vat, total },
      {
        category: category.id,
        treasuryAccount,
        treasury: place.id,
        vatAccount,
        party: party ? (personTafsili.get(party.id) ?? null) : null,
      },
    );
    db.insert(voucherLines)
      .values(
        lines.map((entry, row) => ({
          ...entry,
          voucherId: voucher.id,
          companyId,
          date: plan.date,
          voucherKind: 'NORMAL' as const,
          row: row + 1,
        })),
      )
      .run();
  }
  rebuildPeriodTotals(db, companyId);
}

/**
 * Income and expense records of each seeded company over the seeded years (1404 whole, 1405 up to `today`), after
 * the books' seed (its chart, settings, years and cash, bank and petty-cash tafsili). Only a company with no records
 * gets them, so a second run adds nothing.
 */
export function seedMoneyRecords(db: Queryable, today: string): void {
  for (const company of Object.values(seededCompanies)) {
    const written = db.select({ n: count() }).from(moneyRecords).where(eq(moneyRecords.companyId, company.id)).get();
    if ((written?.n ?? 0) > 0) continue;
    for (const period of seedPeriods(today)) {
      seedCompanyRecords(db, company.id, 16_000 + company.id + (period.year - 1405) * 1_000, period);
    }
  }
}
