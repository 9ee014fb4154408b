/**
 * Survivors that no test can kill because the mutant behaves as the original does, each with why. The run's summary
 * names them apart from the survivors still to kill; a mutant is matched by its file, the code replaced, the
 * replacement Stryker made and (where those alone are ambiguous) its line's text, so an entry outlives edits
 * elsewhere in the file.
 */
export interface EquivalentMutant {
  file: string;
  /** The original code Stryker replaced (the mutant's `original`), trimmed. */
  original: string;
  replacement: string;
  /** Text of the mutant's source line, when the original and replacement alone would match other mutants too. */
  near?: string;
  why: string;
}

const ledger = 'mock-api/src/domain/accounting/reports/ledger.ts';
const companyAreas = 'mock-api/src/auth/roles/company-areas.ts';
const chequePosting = 'mock-api/src/domain/cheques/cheque-posting.ts';
const companyRoles = 'mock-api/src/auth/roles/company-roles.ts';
const membership = 'mock-api/src/domain/membership.ts';
const posting = 'mock-api/src/domain/accounting/posting.ts';
const turnovers = 'mock-api/src/domain/accounting/reports/turnovers.ts';
const totals = 'contracts/src/invoices/totals.ts';
const noNegativeZero =
  'a BigInt has no negative zero: at 0n either branch gives 0n, so taking 0n as negative changes no figure';
const zeroDivisor =
  'a divisor of 0n throws RangeError on either branch (no line divides by zero: the scales and 100 are constants)';
const unreachableStep =
  "a guard no step reaches: a deposit's bank is checked before posting and a cleared or bounced cheque has one (its deposit's, or its book's when issued), and chequeActionsByState lets no received cheque be issued or cancelled: its refusal cannot be asked for";
const sumsBeforeWhy =
  "sumsBefore reaches the same sum by either road (the roll-up to the month's end less the lines from the position on, or the lines from the month's or period's start up to the position): which one it takes is a speed choice";

export const equivalentMutants: EquivalentMutant[] = [
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
    file: companyRoles,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the template literal's source text, as Stryker reports it
    original: '`api-key:${key.id}`',
    replacement: '``',
    why: "a key's caller acts only on company paths, and no company route reads the caller's deviceId (only the user's own device list and sign-in do, which no key reaches)",
  },
  {
    file: companyRoles,
    original: "'user'",
    replacement: '""',
    near: 'authenticate(c,',
    why: "authenticate reads the 'user' kind only to skip a call an API key already passed, and this branch runs only when there is no key: any kind but 'none' and 'bank' checks the access token alike",
  },
  {
    file: membership,
    original: "'$client'",
    replacement: '""',
    why: "no database has a property '': the membership query is built each time instead of prepared once, which gives the same row (preparing it is a speed choice)",
  },
  {
    file: ledger,
    original: "''",
    replacement: '"Stryker was here!"',
    near: "cursor.split('.')",
    why: "the contract's cursor pattern (YYYY-MM-DD.id) lets no cursor without both parts reach the ledger",
  },
  {
    file: ledger,
    original: '[0]',
    replacement: '[]',
    near: 'scope.accountIds.length > 0',
    why: "a summary account with no moein under it: Drizzle's inArray of no ids is `false`, as [0] matches no account, and rangeSums answers nothing for no accounts",
  },
  {
    file: ledger,
    original: 'month.end <= period.to && position.date >= addDays(month.start, 15)',
    replacement: 'true',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: 'month.end <= period.to && position.date >= addDays(month.start, 15)',
    replacement: 'false',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: 'month.end <= period.to && position.date >= addDays(month.start, 15)',
    replacement: 'month.end <= period.to || position.date >= addDays(month.start, 15)',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: 'month.end <= period.to',
    replacement: 'true',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: 'month.end <= period.to',
    replacement: 'month.end < period.to',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: 'month.end <= period.to',
    replacement: 'month.end > period.to',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: 'position.date >= addDays(month.start, 15)',
    replacement: 'true',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: 'position.date >= addDays(month.start, 15)',
    replacement: 'position.date > addDays(month.start, 15)',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: 'position.date >= addDays(month.start, 15)',
    replacement: 'position.date < addDays(month.start, 15)',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: '{',
    replacement: '{}',
    near: 'if (month.end <= period.to',
    why: sumsBeforeWhy,
  },
  {
    file: ledger,
    original: '[from, month.start]',
    replacement: '[]',
    why: "with no candidates the cut falls back to the period's start: the lines from the period's start to the position, read from the lines, are the same sum the roll-up gives (only slower)",
  },
  {
    file: ledger,
    original: '-1',
    replacement: '+1',
    near: '[from, month.start].sort().slice(-1)',
    why: 'slice(+1) of the two sorted dates is slice(-1): the later one',
  },
  {
    file: ledger,
    original: 'cut > from',
    replacement: 'true',
    why: "when the cut is the period's start the roll-up's range [from, from − 1] is empty: rangeSums answers no sums",
  },
  {
    file: ledger,
    original: 'cut > from',
    replacement: 'cut >= from',
    why: "when the cut is the period's start the roll-up's range [from, from − 1] is empty: rangeSums answers no sums",
  },
  {
    file: ledger,
    original: 'ids.length === 0',
    replacement: 'false',
    why: "Drizzle's inArray of no ids is `false`: the query answers no rows, as the early return does",
  },
  {
    file: ledger,
    original: '{ byTafsili: false }',
    replacement: '{}',
    why: 'whether the sums are kept apart by tafsili does not matter: the ledger adds every sum of the scope',
  },
  {
    file: ledger,
    original: 'false',
    replacement: 'true',
    near: '{ byTafsili: false }',
    why: 'whether the sums are kept apart by tafsili does not matter: the ledger adds every sum of the scope',
  },
  {
    file: ledger,
    original: '[eq(voucherLines.companyId, companyId)]',
    replacement: '[]',
    why: "the account and tafsili filters already hold the company's lines only: account and tafsili ids are a company's own",
  },
  {
    file: ledger,
    original: "account.level === 'MOEIN'",
    replacement: 'false',
    why: "the chart's moeinIdsUnder of a moein is that moein alone",
  },
  {
    file: ledger,
    original: "'MOEIN'",
    replacement: '""',
    why: "the chart's moeinIdsUnder of a moein is that moein alone",
  },
  {
    file: ledger,
    original: 'scope.accountIds.length > 0',
    replacement: 'true',
    why: "a summary account with no moein under it: Drizzle's inArray of no ids is `false`, as [0] matches no account, and rangeSums answers nothing for no accounts",
  },
  {
    file: ledger,
    original: 'scope.accountIds.length > 0',
    replacement: 'scope.accountIds.length >= 0',
    why: "a summary account with no moein under it: Drizzle's inArray of no ids is `false`, as [0] matches no account, and rangeSums answers nothing for no accounts",
  },
  {
    file: ledger,
    original: "sum.kind !== 'CLOSING'",
    replacement: 'true',
    why: "a closing voucher is dated its year's last day, which never falls before a period's start: no CLOSING sum precedes a period",
  },
  {
    file: ledger,
    original: "'CLOSING'",
    replacement: '""',
    why: "a closing voucher is dated its year's last day, which never falls before a period's start: no CLOSING sum precedes a period",
  },
  {
    file: ledger,
    original: 'rows.length > 0',
    replacement: 'true',
    why: 'with no rows on the page there is no last line, so `next` is null whatever hasNext says',
  },
  {
    file: ledger,
    original: 'rows.length > 0',
    replacement: 'rows.length >= 0',
    why: 'with no rows on the page there is no last line, so `next` is null whatever hasNext says',
  },
  {
    file: companyAreas,
    original: "''",
    replacement: '"Stryker was here!"',
    near: 'match[1]',
    why: "the company id is the pattern's required group ([^/]+): a match always has it, so the fallback is never read",
  },
  {
    file: companyAreas,
    original: '{',
    replacement: '{}',
    near: '} catch {',
    why: "a segment that is no valid escape is no area's segment and a company id that is none is no number: undefined in its place gives `other` and NaN just as the undecoded text does",
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
    file: 'mock-api/src/domain/refresh.ts',
    original: "'rotated'",
    replacement: '""',
    why: "rotateRefreshToken reads an outcome's kind only to pick out 'reused' and 'refused'; whatever else it is, the caller and the new token are answered",
  },
  {
    file: 'mock-api/src/auth/refresh-grace.ts',
    original: 'config.refreshGraceSeconds > 0',
    replacement: 'true',
    why: 'with no grace window the pair is remembered until the moment it was made, and the sweep before every look-up drops an entry whose time is not after now: the guard only keeps the map empty',
  },
  {
    file: 'mock-api/src/auth/refresh-grace.ts',
    original: 'config.refreshGraceSeconds > 0',
    replacement: 'config.refreshGraceSeconds >= 0',
    why: 'with no grace window the pair is remembered until the moment it was made, and the sweep before every look-up drops an entry whose time is not after now: the guard only keeps the map empty',
  },
  {
    file: turnovers,
    original: "''",
    replacement: '"Stryker was here!"',
    near: "tafsiliId ?? ''",
    why: "the row key's stand-in for no tafsili only has to differ from every tafsili id, a number: any other text keeps the same rows apart",
  },
];
