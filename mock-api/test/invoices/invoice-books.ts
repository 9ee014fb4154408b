import { standardDefaults } from '@daftar/db/accounting/standard-chart';
import type { Db } from '@daftar/db/client';
import { addMember, insertItem, insertStakeholder } from '../support/factories.ts';
import { type ApiCall, expectRefusedUnchanged, type RefusalFieldError } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addTafsili, bookRows, type Books, openBooks, tableRows } from '../accounting/books.ts';

/**
 * Where the invoice tests start: a fresh app, a company with the standard chart, settings and the open year 1405,
 * a signed-in accountant, two customers, a supplier, a bank account and a cash box (tafsili), and three items:
 * a 10% product, a VAT-exempt product sold by the kilogram and a 10% service.
 */
export interface InvoiceBooks {
  t: TestApp;
  b: Books;
  s: TestSession;
  base: string;
  customer: number;
  otherCustomer: number;
  supplier: number;
  product: number;
  exempt: number;
  service: number;
  /** A product whose stock is tracked. */
  stocked: number;
  bank: number;
  cash: number;
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): ReturnType<typeof call<T>>;
  /** The account the standard settings name for a field, e.g. `settingAccount('salesAccountId')`. */
  settingAccount(field: keyof typeof standardDefaults): number;
}

export async function openInvoiceBooks(): Promise<InvoiceBooks> {
  const t = createTestApp();
  const b = openBooks({ db: t });
  const s = await signedIn(t.db, t.config, b.userId);
  addMember(t.db, b.userId, b.companyId, 'ACCOUNTANT');
  const party = (overrides: Parameters<typeof insertStakeholder>[2]) =>
    insertStakeholder(t.db, b.companyId, overrides).id;
  const item = (overrides: Parameters<typeof insertItem>[2]) => insertItem(t.db, b.companyId, overrides).id;
  return {
    t,
    b,
    s,
    base: `/api/v1/companies/${b.companyId}/invoices`,
    customer: party({ firstName: 'مریم', lastName: 'احمدی' }),
    otherCustomer: party({ firstName: 'کاوه', lastName: 'یزدانی' }),
    supplier: party({ kind: 'BUSINESS', businessName: 'پخش البرز', isCustomer: false, isSupplier: true }),
    product: item({ name: 'چای سبز', salePrice: 1_200_000, vatRate: 10 }),
    exempt: item({ name: 'برنج', unit: 'کیلوگرم', salePrice: 950_000, vatApplicable: false, vatRate: 0 }),
    service: item({ kind: 'SERVICE', name: 'نصب', unit: 'ساعت', salePrice: 3_000_000, vatRate: 10 }),
    stocked: item({ name: 'قهوه اسپرسو', salePrice: 2_000_000, purchasePrice: 1_000_000, trackStock: true }),
    bank: addTafsili(b, 'بانک ملت', 'BANK_ACCOUNT'),
    cash: addTafsili(b, 'صندوق', 'CASH_BOX'),
    api: (method, path, body) => call(t.apps.main, method, path, { headers: s.auth, body }),
    settingAccount: (field) => b.acc(standardDefaults[field]),
  };
}

/** Every row of the invoice tables and the books, to prove a refusal wrote nothing. */
export function allRows(db: Db): Record<string, unknown[]> {
  const tables = [
    'invoices',
    'invoice_lines',
    'invoice_payments',
    'invoice_number_prefixes',
    'invoice_returns',
    'invoice_return_lines',
    'delivery_notes',
    'delivery_note_lines',
    'stock_movements',
  ];
  return {
    ...bookRows(db),
    ...tableRows(db, tables),
  };
}

/** Runs a call on `k` and expects its status, code and field error, and that no row of the invoices or the books changed. */
export const expectInvoicesRefused = (
  k: InvoiceBooks,
  [method, path, body]: ApiCall,
  status: number,
  message: string,
  error?: RefusalFieldError,
) =>
  expectRefusedUnchanged(
    () => allRows(k.t.db),
    () => k.api(method, path, body),
    status,
    message,
    error,
  );
