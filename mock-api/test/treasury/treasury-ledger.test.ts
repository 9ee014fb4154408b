import { eq } from 'drizzle-orm';
import { accountingSettings } from '@daftar/db/schema/accounting-years';
import { treasurySettings } from '@daftar/db/schema/treasury';
import { afterEach, describe, expect, it } from 'vitest';
import { createVoucher } from '../../src/domain/accounting/vouchers.ts';
import {
  assertCanPayFrom,
  treasuryBalance,
  treasuryLedgerAccountId,
} from '../../src/domain/treasury/treasury-ledger.ts';
import { addTafsili, type Books, cr, dr, openBooks } from '../accounting/books.ts';
import { insertCompany } from '../support/factories.ts';
import { createTafsili } from '../../src/domain/accounting/tafsili.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { statusOf } from '../../src/http/http-error.ts';

let books: Books | undefined;
afterEach(() => books?.dispose());

function refusal(run: () => unknown): { status: number; code: string; errors: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { status: statusOf(error.kind), code: error.code, errors: error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** What refusal() answers for a domain check that names one field: the status, the code, and the code under the field. */
function refusedUnder(status: number, code: string, path: string) {
  return { status, code, errors: [{ path, message: code }] };
}

describe('treasuryLedgerAccountId', () => {
  it('maps a cash box, a bank account and a petty-cash holder to the settings’ cash, bank and petty-cash accounts', () => {
    books = openBooks();
    const b = books;
    const pettyCash = createTafsili(b.db, b.companyId, { kind: 'PETTY_CASH', name: 'تنخواه آقای رضایی' }).id;
    expect(treasuryLedgerAccountId(b.db, b.companyId, addTafsili(b, 'صندوق', 'CASH_BOX'))).toBe(b.acc('1101'));
    expect(treasuryLedgerAccountId(b.db, b.companyId, addTafsili(b, 'بانک ملت', 'BANK_ACCOUNT'))).toBe(b.acc('1102'));
    expect(treasuryLedgerAccountId(b.db, b.companyId, pettyCash)).toBe(b.acc('1103'));
  });

  it('refuses a person tafsili and another company’s cash box with a field error at the given path', () => {
    books = openBooks();
    const b = books;
    const person = addTafsili(b, 'مریم احمدی');
    expect(refusal(() => treasuryLedgerAccountId(b.db, b.companyId, person, 'body.fromId'))).toEqual(
      refusedUnder(400, 'NOT_A_TREASURY_ACCOUNT', 'body.fromId'),
    );
    const other = insertCompany(b.db).id;
    const theirs = createTafsili(b.db, other, { kind: 'CASH_BOX', name: 'صندوق' }).id;
    expect(refusal(() => treasuryLedgerAccountId(b.db, b.companyId, theirs))).toEqual(
      refusedUnder(400, 'TREASURY_ACCOUNT_NOT_FOUND', 'body.treasuryId'),
    );
  });

  it('answers 409 TREASURY_ACCOUNTS_MISSING when the settings name no petty-cash account', () => {
    books = openBooks();
    const b = books;
    b.db
      .update(accountingSettings)
      .set({ pettyCashAccountId: null })
      .where(eq(accountingSettings.companyId, b.companyId))
      .run();
    const holder = createTafsili(b.db, b.companyId, { kind: 'PETTY_CASH', name: 'تنخواه' }).id;
    expect(refusal(() => treasuryLedgerAccountId(b.db, b.companyId, holder))).toEqual(
      refusedUnder(409, 'TREASURY_ACCOUNTS_MISSING', 'body.treasuryId'),
    );
  });
});

describe('assertCanPayFrom', () => {
  function cashWith(b: Books, amount: number) {
    const cash = addTafsili(b, 'صندوق فروشگاه', 'CASH_BOX');
    createVoucher(b.db, b.companyId, b.userId, {
      date: '2026-04-01',
      lines: [dr(b.acc('1101'), amount, cash), cr(b.acc('5101'), amount)],
    });
    return cash;
  }

  it('lets a cash box pay down to zero and refuses one Rial more (400 CASH_BOX_NEGATIVE)', () => {
    books = openBooks();
    const b = books;
    const cash = cashWith(b, 5_000_000);
    expect(treasuryBalance(b.db, b.companyId, cash, b.acc('1101'))).toBe(5_000_000);
    expect(() => assertCanPayFrom(b.db, b.companyId, cash, 5_000_000)).not.toThrow();
    expect(refusal(() => assertCanPayFrom(b.db, b.companyId, cash, 5_000_001))).toEqual(
      refusedUnder(400, 'CASH_BOX_NEGATIVE', 'body.amount'),
    );
  });

  it('does not limit bank accounts, and lets cash go negative when the setting allows it', () => {
    books = openBooks();
    const b = books;
    const cash = cashWith(b, 1_000);
    const bank = addTafsili(b, 'بانک ملت', 'BANK_ACCOUNT');
    expect(() => assertCanPayFrom(b.db, b.companyId, bank, 9_000_000)).not.toThrow();
    b.db.insert(treasurySettings).values({ companyId: b.companyId, cashMayGoNegative: true }).run();
    expect(() => assertCanPayFrom(b.db, b.companyId, cash, 9_000_000)).not.toThrow();
  });
});
