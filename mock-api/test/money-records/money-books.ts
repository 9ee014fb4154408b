import type { Db } from '@daftar/db/client';
import { addMember, insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createVoucher } from '../../src/domain/accounting/vouchers.ts';
import { addTafsili, bookRows, type Books, cr, dr, openBooks, tableRows } from '../accounting/books.ts';

/**
 * Where the income and expense tests start: a fresh app, a company with the standard chart, settings and the open
 * year 1405, a signed-in accountant, a supplier, a bank account and a cash box (tafsili) and a person tafsili that is
 * no treasury account. The owner put 500,000,000 Rials into the cash box on 1 Farvardin (a cash box may not go below
 * zero: CASH_BOX_NEGATIVE).
 */
export interface MoneyBooks {
  t: TestApp;
  b: Books;
  s: TestSession;
  base: string;
  supplier: number;
  bank: number;
  cash: number;
  person: number;
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): ReturnType<typeof call<T>>;
}

/** What the cash box holds before any record. */
export const cashFloat = 500_000_000;

export async function openMoneyBooks(app: Parameters<typeof createTestApp>[0] = {}): Promise<MoneyBooks> {
  const t = createTestApp(app);
  const b = openBooks({ db: t });
  const s = await signedIn(t.db, t.config, b.userId);
  addMember(t.db, b.userId, b.companyId, 'ACCOUNTANT');
  const cash = addTafsili(b, 'صندوق', 'CASH_BOX');
  createVoucher(t.db, b.companyId, b.userId, {
    date: '2026-03-21',
    description: 'آورده نقدی مالک',
    lines: [dr(b.acc('1101'), cashFloat, cash), cr(b.acc('5101'), cashFloat)],
  });
  return {
    t,
    b,
    s,
    base: `/api/v1/companies/${b.companyId}/money-records`,
    supplier: insertStakeholder(t.db, b.companyId, { kind: 'BUSINESS', businessName: 'مخابرات منطقه ۳' }).id,
    bank: addTafsili(b, 'بانک ملت', 'BANK_ACCOUNT'),
    cash,
    person: addTafsili(b, 'کاوه یزدانی', 'PERSON'),
    api: (method, path, body) => call(t.apps.main, method, path, { headers: s.auth, body }),
  };
}

/** An expense body: rent from the bank unless changed. */
export const expenseBody = (k: MoneyBooks, overrides: Record<string, unknown> = {}) => ({
  kind: 'EXPENSE',
  date: '2026-05-01',
  categoryAccountId: k.b.acc('8103'),
  amount: 150_000_000,
  treasuryId: k.bank,
  description: 'اجاره مغازه اردیبهشت',
  ...overrides,
});

/** An income body: sundry income into the cash box unless changed. */
export const incomeBody = (k: MoneyBooks, overrides: Record<string, unknown> = {}) => ({
  kind: 'INCOME',
  date: '2026-05-03',
  categoryAccountId: k.b.acc('6302'),
  amount: 12_000_000,
  treasuryId: k.cash,
  ...overrides,
});

/** Every row of the records and the books, to prove a refusal wrote nothing. */
export function allRows(db: Db): Record<string, unknown[]> {
  return { ...bookRows(db), ...tableRows(db, ['money_records']) };
}
