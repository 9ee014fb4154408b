import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import type { Db } from '@daftar/db/client';
import { tafsiliAccounts } from '@daftar/db/schema/accounting-chart';
import { paymentMethods } from '@daftar/db/schema/payment-methods';
import { nameSortKey, searchTextOf } from '@daftar/db/text/search-text';

/** A company's standard books and its treasury places: the chart's ids by code and the tafsilis' ids by kind. */
export function insertBooks(db: Db, companyId: number) {
  const accountIds = insertStandardChart(db, companyId);
  insertStandardSettings(db, companyId, accountIds);
  const tafsili = (kind: 'BANK_ACCOUNT' | 'CASH_BOX' | 'PERSON', code: string, name: string) =>
    db.insert(tafsiliAccounts).values({ companyId, kind, code, name }).returning().get().id;
  const account = (code: string) => {
    const id = accountIds.get(code);
    if (id === undefined) throw new Error(`no account ${code}`);
    return id;
  };
  return {
    cash: account('1101'),
    bank: account('1102'),
    sales: account('6101'),
    cashGroup: account('11'),
    bankTafsili: tafsili('BANK_ACCOUNT', '20001', 'بانک ملت — حساب جاری'),
    cashBox: tafsili('CASH_BOX', '30001', 'صندوق فروشگاه'),
    person: tafsili('PERSON', '1001', 'مریم احمدی'),
  };
}

/** A payment method row written directly (the access suite's record). */
export function insertPaymentMethod(db: Db, companyId: number, accountId: number, name = 'صندوق فروشگاه') {
  return db
    .insert(paymentMethods)
    .values({ companyId, name, kind: 'CASH', accountId, sortName: nameSortKey(name), searchText: searchTextOf(name) })
    .returning()
    .get();
}
