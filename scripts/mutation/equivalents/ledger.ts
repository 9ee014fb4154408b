import type { EquivalentMutant } from './equivalent-mutant.ts';

const ledger = 'mock-api/src/domain/accounting/reports/ledger.ts';

/** The general ledger's. */
export const ledgerEquivalents: EquivalentMutant[] = [
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
    original: '-1',
    replacement: '+1',
    near: '[period.from, month.start].sort().slice(-1)',
    why: 'slice(+1) of the two sorted dates is slice(-1): the later one',
  },
  {
    file: ledger,
    original: 'road.cut > from',
    replacement: 'true',
    why: "when the cut is the period's start the roll-up's range [from, from − 1] is empty: rangeSums answers no sums",
  },
  {
    file: ledger,
    original: 'road.cut > from',
    replacement: 'road.cut >= from',
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
];
