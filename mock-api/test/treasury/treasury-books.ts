import type { Db } from '@daftar/db/client';
import { addMember } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { type Books, bookRows, openBooks, tableRows } from '../accounting/books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

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

/** A treasury account as its creation answers it. */
export type PlaceMade = Awaited<ReturnType<TreasuryBooks['place']>>;

/** The shop's cash box, the treasury tests' usual till. */
export const shopCashBox = (k: TreasuryBooks, openingBalance: number) =>
  k.place({ kind: 'CASH_BOX', name: 'صندوق فروشگاه', openingBalance });

/** A current account at Bank Mellat, the treasury tests' usual bank. */
export const mellatCurrentAccount = (k: TreasuryBooks, openingBalance: number) =>
  k.place({ kind: 'BANK_ACCOUNT', name: 'ملت جاری', iban: mellatIban, openingBalance });

/** Reza Karimi's petty cash, empty until an advance. */
export const rezasPettyCash = (k: TreasuryBooks) =>
  k.place({ kind: 'PETTY_CASH', name: 'تنخواه رضا کریمی', holderName: 'رضا کریمی' });

/** Treasury books with their usual places open: the shop's cash box, the Mellat account and, where asked, petty cash. */
export interface TreasuryPlaces extends TreasuryBooks {
  cash: PlaceMade;
  bank: PlaceMade;
  /** Reza's petty cash: only with `{ pettyCash: true }`. */
  holder: PlaceMade;
}

/**
 * `openTreasuryBooks` for every test of a file, with the cash box and the bank opened at `openings` (and Reza's petty
 * cash with `pettyCash`) in that order; `arrange` writes the rest every test starts from.
 */
export function treasuryPlacesPerTest(
  openings: { cash: number; bank: number; pettyCash?: boolean },
  arrange?: (k: TreasuryPlaces) => Promise<void>,
): TreasuryPlaces {
  const open = async (): Promise<TreasuryPlaces> => {
    const k = await openTreasuryBooks();
    const cash = await shopCashBox(k, openings.cash);
    const bank = await mellatCurrentAccount(k, openings.bank);
    const holder = openings.pettyCash ? await rezasPettyCash(k) : undefined;
    return {
      ...k,
      cash,
      bank,
      get holder() {
        if (!holder) throw new Error('No petty cash: call treasuryPlacesPerTest({ pettyCash: true, … }).');
        return holder;
      },
    };
  };
  return booksPerTest(open, arrange);
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
    ...tableRows(db, tables),
  };
}
