import { moneyRecords } from '@daftar/db/schema/money-records';
import { accounts, tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { fiscalYears } from '@daftar/db/schema/accounting-years';
import { describeAreaAccess } from '../support/area-access.ts';

describeAreaAccess({
  area: 'money-records',
  table: moneyRecords,
  insertRecord: (db, companyId) => {
    const year = db
      .insert(fiscalYears)
      .values({ companyId, name: '1405', startDate: '2026-03-21', endDate: '2027-03-20' })
      .returning()
      .get();
    const account = db
      .insert(accounts)
      .values({ companyId, level: 'GROUP', code: '8', nameFa: 'هزینه‌ها', nature: 'DEBIT', type: 'EXPENSE' })
      .returning()
      .get();
    const box = db
      .insert(tafsiliAccounts)
      .values({ companyId, kind: 'CASH_BOX', code: '30001', name: 'صندوق' })
      .returning()
      .get();
    return db
      .insert(moneyRecords)
      .values({
        companyId,
        kind: 'EXPENSE',
        fiscalYearId: year.id,
        number: 1,
        date: '2026-05-01',
        categoryAccountId: account.id,
        categoryCode: account.code,
        categoryName: account.nameFa,
        amount: 1_000_000,
        total: 1_000_000,
        treasuryId: box.id,
        treasuryKind: 'CASH_BOX',
        treasuryCode: box.code,
        treasuryName: box.name,
        searchText: '1',
      })
      .returning()
      .get().id;
  },
  body: { kind: 'EXPENSE', date: '2026-05-01', categoryAccountId: 1, amount: 1_000_000, treasuryId: 1 },
  reads: ['charts'],
  notFound: 'MONEY_RECORD_NOT_FOUND',
});
