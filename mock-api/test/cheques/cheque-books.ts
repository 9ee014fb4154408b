import type { Db } from '@daftar/db/client';
import { insertStakeholder } from '../support/factories.ts';
import { mellatIban, openTreasuryBooks, type TreasuryBooks, treasuryRows } from '../treasury/treasury-books.ts';

/**
 * Where the cheque tests start: the treasury's books (the standard chart, settings, the open year 1405, a signed-in
 * accountant) with a Bank Mellat account, a customer and a supplier; `cheques` is the area's path.
 */
export interface ChequeBooks extends TreasuryBooks {
  cheques: string;
  bank: { id: number; tafsiliId: number };
  customer: number;
  supplier: number;
  /** The person tafsili of a stakeholder (made on first need by the posting). */
  tafsiliOf(stakeholderId: number): number;
  receive(body?: Record<string, unknown>): Promise<Cheque>;
  step(id: number, body: Record<string, unknown>): Promise<{ status: number; body: Answer }>;
}

export interface Cheque {
  id: number;
  state: string;
  sayadId: string;
  serial: string | null;
  actions: string[];
  bank: { id: number; name: string } | null;
  steps: { kind: string; toState: string; voucherId: number | null; undoneAt: string | null }[];
}
export interface Answer {
  itemInfo: Cheque;
  message: string;
  errors?: { path: string; message: string }[];
}

export const sayad = (n: number) => String(1_000_000_000_000_000 + n);

export async function openChequeBooks(): Promise<ChequeBooks> {
  const k = await openTreasuryBooks();
  const bank = await k.place({ kind: 'BANK_ACCOUNT', name: 'ملت جاری', iban: mellatIban, openingBalance: 100_000_000 });
  const customer = insertStakeholder(k.t.db, k.b.companyId, { firstName: 'مریم', lastName: 'کاظمی' }).id;
  const supplier = insertStakeholder(k.t.db, k.b.companyId, {
    kind: 'BUSINESS',
    businessName: 'پخش البرز',
    isCustomer: false,
    isSupplier: true,
  }).id;
  const cheques = `/api/v1/companies/${k.b.companyId}/cheques`;
  let next = 0;
  return {
    ...k,
    cheques,
    bank,
    customer,
    supplier,
    tafsiliOf: (stakeholderId) =>
      (
        k.t.db.$client.prepare('select id from tafsili_accounts where stakeholder_id = ?').get(stakeholderId) as {
          id: number;
        }
      ).id,
    async receive(body = {}) {
      next += 1;
      const answer = await k.api<Answer>('POST', cheques, receiptBody(customer, { sayadId: sayad(next), ...body }));
      if (answer.status !== 201) throw new Error(`receive: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.itemInfo;
    },
    step: (id, body) => k.api<Answer>('POST', `${cheques}/${id}/steps`, body),
  };
}

/** A cheque of 25,000,000 Rials from `stakeholderId`, received 10 Ordibehesht 1405, due 10 Tir. */
export const receiptBody = (stakeholderId: number, overrides: Record<string, unknown> = {}) => ({
  stakeholderId,
  date: '2026-04-30',
  dueDate: '2026-07-01',
  amount: 25_000_000,
  sayadId: '1234567890123456',
  serial: '۸۷۶۵۴۳',
  bankName: 'بانک ملی',
  branch: 'شعبه ونک',
  drawerName: 'مریم کاظمی',
  drawerNationalId: '0013542419',
  ...overrides,
});

/** Every row of the cheques, the treasury and the books, to prove a refusal wrote nothing. */
export function chequeRows(db: Db): Record<string, unknown[]> {
  const tables = ['cheques', 'cheque_steps', 'cheque_books', 'cheque_leaves', 'invoice_payments'];
  return {
    ...treasuryRows(db),
    ...Object.fromEntries(
      tables.map((table) => [table, db.$client.prepare(`select * from ${table} order by rowid`).all()]),
    ),
  };
}

/** Debit − credit on an account code (and tafsili when given) over the whole journal. */
export function balanceOn(k: ChequeBooks, code: string, tafsiliId?: number): number {
  const row = k.t.db.$client
    .prepare(
      `select coalesce(sum(debit - credit), 0) as balance from voucher_lines
       where account_id = ? and (? is null or tafsili_id = ?)`,
    )
    .get(k.b.acc(code), tafsiliId ?? null, tafsiliId ?? null) as { balance: number };
  return row.balance;
}
