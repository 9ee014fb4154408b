import type { Db } from '@daftar/db/client';
import { insertStakeholder } from '../support/factories.ts';
import {
  openTreasuryBooks,
  type TreasuryBooks,
  treasuryRows,
  mellatCurrentAccount,
} from '../treasury/treasury-books.ts';
import { journalBalance, tableRows } from '../accounting/books.ts';

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
  /** `/cheque-books`: the books' path. */
  books: string;
  /** A book of the Mellat account, series الف/12, leaves 101..125 unless told. */
  newBook(body?: Record<string, unknown>): Promise<{ id: number; nextFreeLeaf: number | null }>;
  /** A cheque issued to the supplier from `bookId` (leaf 101, 18,000,000 Rials unless told). */
  issue(bookId: number, body?: Record<string, unknown>): Promise<Cheque>;
}

export interface Cheque {
  id: number;
  state: string;
  leaf: number | null;
  chequeBookId: number | null;
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
  const bank = await mellatCurrentAccount(k, 100_000_000);
  const customer = insertStakeholder(k.t.db, k.b.companyId, { firstName: 'مریم', lastName: 'کاظمی' }).id;
  const supplier = insertStakeholder(k.t.db, k.b.companyId, {
    kind: 'BUSINESS',
    businessName: 'پخش البرز',
    isCustomer: false,
    isSupplier: true,
  }).id;
  const cheques = `/api/v1/companies/${k.b.companyId}/cheques`;
  const books = `/api/v1/companies/${k.b.companyId}/cheque-books`;
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
    books,
    async newBook(body = {}) {
      const answer = await k.api<{ itemInfo: { id: number; nextFreeLeaf: number | null } }>('POST', books, {
        ...bookBody(bank.tafsiliId),
        ...body,
      });
      if (answer.status !== 201) throw new Error(`book: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.itemInfo;
    },
    async issue(bookId, body = {}) {
      next += 1;
      const answer = await k.api<Answer>('POST', `${books}/${bookId}/issue`, {
        ...issueBody(supplier),
        sayadId: sayad(500 + next),
        ...body,
      });
      if (answer.status !== 201) throw new Error(`issue: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.itemInfo;
    },
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

/** A book of 25 leaves of the bank account `bankTafsiliId`. */
export const bookBody = (bankTafsiliId: number) => ({
  bankTafsiliId,
  series: 'الف/12',
  firstLeaf: 101,
  lastLeaf: 125,
  receivedDate: '2026-04-01',
});

/** A cheque of 18,000,000 Rials to `stakeholderId` on leaf 101, issued 15 Ordibehesht 1405, due 15 Tir. */
export const issueBody = (stakeholderId: number, overrides: Record<string, unknown> = {}) => ({
  stakeholderId,
  leaf: 101,
  sayadId: '2000000000000001',
  date: '2026-05-05',
  dueDate: '2026-07-06',
  amount: 18_000_000,
  ...overrides,
});

/** Every row of the cheques, the treasury and the books, to prove a refusal wrote nothing. */
export function chequeRows(db: Db): Record<string, unknown[]> {
  const tables = ['cheques', 'cheque_steps', 'cheque_books', 'cheque_leaves', 'invoice_payments'];
  return {
    ...treasuryRows(db),
    ...tableRows(db, tables),
  };
}

/** Debit − credit on an account code (and tafsili when given) over the whole journal. */
export function balanceOn(k: ChequeBooks, code: string, tafsiliId?: number): number {
  return journalBalance(k.t.db, k.b.acc(code), tafsiliId);
}
