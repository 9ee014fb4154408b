import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLines, maxLineAmount, type VoucherLineInput } from '../../src/domain/accounting/voucher-lines.ts';
import { DomainError } from '../../src/domain/errors.ts';
import { statusOf } from '../../src/http/http-error.ts';
import { addTafsili, type Books, cr, dr, openBooks } from './books.ts';

/**
 * Every rule of a voucher's lines, on the debit side and on the credit side alike, at the domain (the HTTP schema
 * refuses some of these before the domain sees them; documents post through the domain without it).
 */
let b: Books;
let person: number;
let archivedPerson: number;
let otherCompanysTafsili: number;
beforeAll(() => {
  b = openBooks();
  person = addTafsili(b, 'مریم احمدی');
  archivedPerson = addTafsili(b, 'شریک پیشین');
  b.db.$client.prepare('update tafsili_accounts set archived = 1 where id = ?').run(archivedPerson);
  b.db.$client.prepare("update accounts set archived = 1 where company_id = ? and code = '1202'").run(b.companyId);
  const other = openBooks({ db: b });
  otherCompanysTafsili = addTafsili(other, 'مشتری شرکت دیگر');
});
afterAll(() => b.dispose());

/** The refusal's message and field errors, or the total when the lines pass. */
function check(lines: VoucherLineInput[]) {
  try {
    return { total: checkLines(b.db, b.companyId, lines) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: statusOf(error.kind), message: error.code, errors: error.errors };
  }
}

const refused = (message: string, path: string) => ({
  status: 400,
  message,
  errors: [{ path, message }],
});

describe('the amount checks, each side', () => {
  const bad = [-1, 1.5, maxLineAmount + 1, Number.NaN, Number.MAX_SAFE_INTEGER + 2];
  for (const amount of bad) {
    it(`${amount}: refused on the debit side and on the credit side, each naming its own field`, () => {
      const cash = b.acc('1101');
      const sales = b.acc('6101');
      expect(check([{ accountId: cash, debit: amount, credit: 0 }, cr(sales, 1)])).toEqual(
        refused('INVALID_AMOUNT', 'body.lines.0.debit'),
      );
      expect(check([dr(cash, 1), { accountId: sales, debit: 0, credit: amount }])).toEqual(
        refused('INVALID_AMOUNT', 'body.lines.1.credit'),
      );
    });
  }

  it('10^15 Rials a line passes on either side; one Rial more is refused', () => {
    expect(check([dr(b.acc('1101'), maxLineAmount), cr(b.acc('6101'), maxLineAmount)])).toEqual({
      total: maxLineAmount,
    });
    expect(maxLineAmount).toBe(10 ** 15);
  });

  it('a line with both sides, or neither, is refused', () => {
    const both = { accountId: b.acc('1101'), debit: 5, credit: 5 };
    expect(check([both, cr(b.acc('6101'), 5)])).toEqual(refused('LINE_NEEDS_ONE_SIDE', 'body.lines.0.debit'));
    const neither = { accountId: b.acc('6101'), debit: 0, credit: 0 };
    expect(check([dr(b.acc('1101'), 5), neither])).toEqual(refused('LINE_NEEDS_ONE_SIDE', 'body.lines.1.debit'));
  });
});

describe('the account and tafsili checks, each side', () => {
  for (const [name, accountCode, tafsili, message, field] of [
    ['an archived account', '1202', () => null, 'ACCOUNT_ARCHIVED', 'accountId'],
    ['a kol', '11', () => null, 'ACCOUNT_NOT_POSTABLE', 'accountId'],
    ['an archived tafsili', '1201', () => archivedPerson, 'TAFSILI_ARCHIVED', 'tafsiliId'],
    ['another company’s tafsili', '1201', () => otherCompanysTafsili, 'TAFSILI_NOT_FOUND', 'tafsiliId'],
  ] as const) {
    it(`${name}: refused as a debit and as a credit`, () => {
      const line = (side: 'debit' | 'credit') => ({
        accountId: b.acc(accountCode),
        tafsiliId: tafsili(),
        debit: side === 'debit' ? 7 : 0,
        credit: side === 'credit' ? 7 : 0,
      });
      expect(check([line('debit'), cr(b.acc('6101'), 7)])).toEqual(refused(message, `body.lines.0.${field}`));
      expect(check([dr(b.acc('1101'), 7), line('credit')])).toEqual(refused(message, `body.lines.1.${field}`));
    });
  }

  it('an unknown account is refused; a live tafsili on a live moein passes', () => {
    expect(check([{ accountId: 999_999, debit: 3, credit: 0 }, cr(b.acc('6101'), 3)])).toEqual(
      refused('ACCOUNT_NOT_FOUND', 'body.lines.0.accountId'),
    );
    expect(check([dr(b.acc('1201'), 3, person), cr(b.acc('6101'), 3)])).toEqual({ total: 3 });
  });

  it('every problem is listed, the first one’s code the message; then balance and the two-line minimum', () => {
    expect(
      check([
        { accountId: b.acc('11'), debit: 4, credit: 0 },
        { accountId: b.acc('1201'), tafsiliId: archivedPerson, debit: 0, credit: -4 },
      ]),
    ).toEqual({
      status: 400,
      message: 'INVALID_AMOUNT',
      errors: [
        { path: 'body.lines.1.credit', message: 'INVALID_AMOUNT' },
        { path: 'body.lines.0.accountId', message: 'ACCOUNT_NOT_POSTABLE' },
        { path: 'body.lines.1.tafsiliId', message: 'TAFSILI_ARCHIVED' },
      ],
    });
    expect(check([dr(b.acc('1101'), 4), cr(b.acc('6101'), 3)])).toEqual(refused('UNBALANCED_VOUCHER', 'body.lines'));
    expect(check([dr(b.acc('1101'), 4)])).toEqual(refused('VOUCHER_NEEDS_TWO_LINES', 'body.lines'));
  });
});
