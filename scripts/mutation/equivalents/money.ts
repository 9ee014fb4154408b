import { type EquivalentMutant, oneAggregateRow } from './equivalent-mutant.ts';

const chequePosting = 'mock-api/src/domain/cheques/cheque-posting.ts';
const posting = 'mock-api/src/domain/accounting/posting.ts';
const turnovers = 'mock-api/src/domain/accounting/reports/turnovers.ts';
const totals = 'contracts/src/invoices/totals.ts';
const rangeSums = 'mock-api/src/domain/accounting/reports/range-sums.ts';
const trialBalance = 'mock-api/src/domain/accounting/reports/trial-balance.ts';
const noTafsiliKey =
  "the row key's stand-in for no tafsili only has to differ from every tafsili id, a number: any other text keeps the same rows apart";
const numbering = 'mock-api/src/domain/accounting/numbering.ts';
const invoicePosting = 'mock-api/src/domain/invoices/invoice-posting.ts';
const voucherLines = 'mock-api/src/domain/accounting/voucher-lines.ts';
const periodTotals = 'db/src/accounting/period-totals.ts';
const noZeroRowsAfterAdding =
  "adding lines only raises a roll-up row's count, and no row is left at zero (taking lines away drops them): looking for empty rows after adding finds none";
const noNegativeZero =
  'a BigInt has no negative zero: at 0n either branch gives 0n, so taking 0n as negative changes no figure';
const zeroDivisor =
  'a divisor of 0n throws RangeError on either branch (no line divides by zero: the scales and 100 are constants)';
const unreachableStep =
  "a guard no step reaches: a deposit's bank is checked before posting and a cleared or bounced cheque has one (its deposit's, or its book's when issued), and chequeActionsByState lets no received cheque be issued or cancelled: its refusal cannot be asked for";

/** The money path's outside the ledger: invoice totals and posting, posting, cheques, turnovers, numbering. */
export const moneyEquivalents: EquivalentMutant[] = [
  {
    file: totals,
    original: 'numerator < 0n',
    replacement: 'numerator <= 0n',
    near: 'const negative',
    why: noNegativeZero,
  },
  {
    file: totals,
    original: 'numerator < 0n',
    replacement: 'numerator <= 0n',
    near: 'const n =',
    why: noNegativeZero,
  },
  {
    file: totals,
    original: 'denominator < 0n',
    replacement: 'denominator <= 0n',
    why: zeroDivisor,
  },
  {
    file: totals,
    original: 'value < 0n',
    replacement: 'value <= 0n',
    near: 'const clamp',
    why: 'clamping 0n to 0n gives 0n: the bound is the same figure',
  },
  {
    file: totals,
    original: 'value > max',
    replacement: 'value >= max',
    near: 'const clamp',
    why: 'clamping a figure equal to its maximum to the maximum gives the same figure',
  },
  {
    file: posting,
    original: '!current',
    replacement: 'false',
    near: 'if (!current) return;',
    why: "assertDocumentChangeable's only caller is a money record's edit or delete, and every money record posts its voucher when written and keeps it in force until reversed, which is refused first: there is always a voucher to check",
  },
  {
    file: posting,
    original: 'assertEditable(tx, current);',
    replacement: ';',
    why: "on a TEMPORARY voucher whose period was just checked open, assertEditable's one other check is its year: a year closes only once it has no TEMPORARY voucher (YEAR_HAS_TEMPORARY_VOUCHERS), so the year is open",
  },
  {
    file: chequePosting,
    original: "'conflict'",
    replacement: '""',
    near: "'CHEQUE_ACTION_NOT_ALLOWED'",
    why: unreachableStep,
  },
  {
    file: chequePosting,
    original: "'CHEQUE_ACTION_NOT_ALLOWED'",
    replacement: '""',
    why: unreachableStep,
  },
  {
    file: chequePosting,
    original: 'default:',
    replacement: 'default:',
    why: unreachableStep,
  },
  {
    file: turnovers,
    original: "''",
    replacement: '"Stryker was here!"',
    near: "tafsiliId ?? ''",
    why: noTafsiliKey,
  },
  {
    file: invoicePosting,
    original: "'پیش‌فاکتور'",
    replacement: '""',
    why: "an estimate posts no voucher, so no voucher's description ever carries the estimate's word",
  },
  {
    file: invoicePosting,
    original: "''",
    replacement: '"Stryker was here!"',
    near: 'kindWords[invoice.kind]',
    why: 'only an issued invoice posts, and issuing gives it its number: the text standing for a missing one is never written',
  },
  {
    file: rangeSums,
    original: 'first <= last',
    replacement: 'first < last',
    why: "first is a month's first day and last a month's last day: they are never the same day",
  },
  {
    file: rangeSums,
    original: 'lo < whole.first',
    replacement: 'lo <= whole.first',
    why: "a range starting on a month's first day has nothing before its whole months: the lines from lo to the day before lo add nothing",
  },
  {
    file: rangeSums,
    original: "''",
    replacement: '"Stryker was here!"',
    near: "part.tafsiliId ?? ''",
    why: noTafsiliKey,
  },
  {
    file: trialBalance,
    original: "''",
    replacement: '"Stryker was here!"',
    near: "turnover.tafsiliId ?? ''",
    why: noTafsiliKey,
  },
  {
    file: trialBalance,
    original: "'MOEIN'",
    replacement: '""',
    near: 'ancestorAt',
    why: 'every voucher line is on a moein (the line checks refuse any other level), and a moein asked for its ancestor at a level the chart does not know answers itself, as at MOEIN',
  },
  {
    file: trialBalance,
    original: 'turnover.tafsiliId === null',
    replacement: 'false',
    why: 'the map of tafsili names has no null key: looking up no tafsili answers undefined, as the condition does',
  },
  {
    file: numbering,
    original: 'chosen.length === 0',
    replacement: 'false',
    why: 'with no voucher chosen every temporary keeps its number (they already hold k+1..n in order) and no row is dated up to the day: the early return only saves the queries',
  },
  {
    file: numbering,
    original: 'assertPeriodOpen(tx, voucher.companyId, voucher.date);',
    replacement: ';',
    why: 'a locked month holds no temporary voucher: a month locks only once its vouchers are final, and none can be made or made temporary there after (legal-books/period-lock-routes.test.ts), so the check finds nothing to refuse',
  },
  {
    file: numbering,
    original: 'order',
    replacement:
      'order.map((voucher, index) => ({\n  id: voucher.id,\n  from: voucher.number,\n  to: finals + index + 1\n}))',
    why: "a voucher 'moved' to the number it has is parked at its negative and settled back: the same number",
  },
  {
    file: numbering,
    original: 'move.from !== move.to',
    replacement: 'true',
    why: "a voucher 'moved' to the number it has is parked at its negative and settled back: the same number",
  },
  {
    file: numbering,
    original: 'voucher.number !== target',
    replacement: 'true',
    why: 'a voucher already at the next final number is set to 0, the empty range after it (from > to) moves no row and it takes the same number back',
  },
  { file: numbering, original: 'row?.last', replacement: 'row.last', why: oneAggregateRow },
  { file: numbering, original: 'row?.n', replacement: 'row.n', why: oneAggregateRow },
  { file: numbering, original: 'last?.last', replacement: 'last.last', why: oneAggregateRow },
  {
    file: voucherLines,
    original: '[]',
    replacement: '["Stryker was here"]',
    near: 'const tafsiliIds',
    why: 'an id added to the tafsili look-up for a line without a tafsili: no tafsili has it, so no row is found, and a line without a tafsili looks none up',
  },
  {
    file: voucherLines,
    original: 'tafsiliIds.length === 0',
    replacement: 'false',
    why: "Drizzle's inArray of no ids is `false`: the query answers no rows, as the shortcut's empty list does",
  },
  {
    file: periodTotals,
    original: '!range?.first || !range.last',
    replacement: '!range?.first && !range.last',
    why: 'min and max of the same dates are both null (no lines) or both dates: either test answers the same',
  },
  {
    file: periodTotals,
    original: 'range?.first',
    replacement: 'range.first',
    why: oneAggregateRow,
  },
  ...['row?.lines', 'row?.monthly', 'row?.daily'].map((original) => ({
    file: periodTotals,
    original,
    replacement: original.replace('?', ''),
    near: 'row?.lines === row?.monthly',
    why: oneAggregateRow,
  })),
  {
    file: periodTotals,
    original: 'known',
    replacement: 'false',
    near: 'if (known)',
    why: 'the month of a day is computed again instead of read from the cache: the same span, slower',
  },
  {
    file: periodTotals,
    original: 'sign === -1',
    replacement: 'true',
    why: noZeroRowsAfterAdding,
  },
];
