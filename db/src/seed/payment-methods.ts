import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { accounts, tafsiliAccounts } from '../schema/accounting-chart.ts';
import { type PaymentMethodKind, paymentMethods } from '../schema/payment-methods.ts';
import { nameSortKey, searchTextOf } from '../text/search-text.ts';
import { seededCompanies } from './accounts.ts';

interface SeedMethod {
  name: string;
  kind: PaymentMethodKind;
  /** The standard chart's moein code: 1101 cash on hand, 1102 bank accounts. */
  accountCode: string;
  /** The seeded treasury tafsili: 20001 the Mellat account, 30001 the shop's cash box. */
  tafsiliCode: string | null;
  active: boolean;
  isDefault: boolean;
}

/** A shop's usual ways of taking money: the till, the card reader, transfers and cheques, and an old reader. */
const seedMethods: SeedMethod[] = [
  { name: 'صندوق فروشگاه', kind: 'CASH', accountCode: '1101', tafsiliCode: '30001', active: true, isDefault: true },
  {
    name: 'کارت‌خوان بانک ملت',
    kind: 'CARD_READER',
    accountCode: '1102',
    tafsiliCode: '20001',
    active: true,
    isDefault: true,
  },
  {
    name: 'کارت‌به‌کارت و انتقال به حساب ملت',
    kind: 'BANK_TRANSFER',
    accountCode: '1102',
    tafsiliCode: '20001',
    active: true,
    isDefault: true,
  },
  { name: 'چک مشتریان', kind: 'CHEQUE', accountCode: '1102', tafsiliCode: null, active: true, isDefault: true },
  {
    name: 'کارت‌خوان قدیمی سامان',
    kind: 'CARD_READER',
    accountCode: '1102',
    tafsiliCode: null,
    active: false,
    isDefault: false,
  },
];

function idOf(db: Queryable, table: typeof accounts | typeof tafsiliAccounts, companyId: number, code: string): number {
  const row = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.code, code)))
    .get();
  if (!row) throw new Error(`seed: payment methods need ${code} in company ${companyId}`);
  return row.id;
}

/** After the books (the chart and the treasury tafsilis): each seeded company's payment methods. */
export function seedPaymentMethods(db: Queryable): void {
  for (const company of Object.values(seededCompanies)) {
    for (const method of seedMethods) {
      db.insert(paymentMethods)
        .values({
          companyId: company.id,
          name: method.name,
          kind: method.kind,
          accountId: idOf(db, accounts, company.id, method.accountCode),
          tafsiliId: method.tafsiliCode === null ? null : idOf(db, tafsiliAccounts, company.id, method.tafsiliCode),
          active: method.active,
          isDefault: method.isDefault,
          sortName: nameSortKey(method.name),
          searchText: searchTextOf(method.name),
        })
        .onConflictDoNothing()
        .run();
    }
  }
}
