import type { Db } from '@daftar/db/client';
import { addMember } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { type Books, bookRows, openBooks } from '../accounting/books.ts';

/** Valid test numbers: an IBAN of Bank Mellat (mod-97 holds) and a Mellat card (Luhn holds). */
export const mellatIban = 'IR760120000001234567890123';
export const samanIban = 'IR560560000001234567890123';
export const mellatCard = '6104331234567890';

/** A fresh app, a company with the standard chart, settings and the open year 1405, and its signed-in accountant. */
export interface TreasuryBooks {
  t: TestApp;
  b: Books;
  s: TestSession;
  base: string;
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): ReturnType<typeof call<T>>;
  /** Creates a treasury account through the API and answers its id and tafsili id. */
  place(body: Record<string, unknown>): Promise<{ id: number; tafsiliId: number }>;
  balanceOf(id: number): Promise<number>;
}

export async function openTreasuryBooks(): Promise<TreasuryBooks> {
  const t = createTestApp();
  const b = openBooks({ db: t });
  const s = await signedIn(t.db, t.config, b.userId);
  addMember(t.db, b.userId, b.companyId, 'ACCOUNTANT');
  const base = `/api/v1/companies/${b.companyId}/treasury`;
  const api: TreasuryBooks['api'] = (method, path, body) => call(t.apps.main, method, path, { headers: s.auth, body });
  return {
    t,
    b,
    s,
    base,
    api,
    async place(body) {
      const answer = await api<{ itemInfo: { id: number; tafsiliId: number } }>('POST', `${base}/accounts`, body);
      if (answer.status !== 201) throw new Error(`place: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.itemInfo;
    },
    async balanceOf(id) {
      const answer = await api<{ itemInfo: { balance: number } }>('GET', `${base}/accounts/${id}`);
      return answer.body.itemInfo.balance;
    },
  };
}

/** Every row of the treasury tables and the books, to prove a refusal wrote nothing. */
export function treasuryRows(db: Db): Record<string, unknown[]> {
  const tables = [
    'treasury_accounts',
    'treasury_partners',
    'treasury_transfers',
    'petty_cash_settlements',
    'petty_cash_settlement_lines',
    'owner_transactions',
    'treasury_settings',
  ];
  return {
    ...bookRows(db),
    ...Object.fromEntries(
      tables.map((table) => [table, db.$client.prepare(`select * from ${table} order by rowid`).all()]),
    ),
  };
}

/** The voucher lines of a voucher as (account, tafsili, debit, credit). */
export function linesOfVoucher(db: Db, voucherId: number) {
  return db.$client
    .prepare(
      'select account_id as accountId, tafsili_id as tafsiliId, debit, credit from voucher_lines where voucher_id = ? order by row',
    )
    .all(voucherId);
}
