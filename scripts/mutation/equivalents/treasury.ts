import { type EquivalentMutant, oneAggregateRow, unreachableAfterLookUp } from './equivalent-mutant.ts';

const transfers = 'mock-api/src/domain/treasury/transfers.ts';
const pettyCash = 'mock-api/src/domain/treasury/petty-cash.ts';
const owners = 'mock-api/src/domain/treasury/owners.ts';
const accounts = 'mock-api/src/domain/treasury/treasury-accounts.ts';
const keptByForeignKey =
  "a foreign key keeps every treasury account's and partner's tafsili, and every move's partner: the look-up always finds the row, so the fallback for none is never read";

/** A not-found throw after the look-up that already answered 404, both of its texts. */
const afterLookUp = (file: string, code: string): EquivalentMutant[] => [
  { file, original: "'not-found'", replacement: '""', near: code, why: unreachableAfterLookUp },
  {
    file,
    original: `'${code}'`,
    replacement: '""',
    near: "throw new DomainError('not-found'",
    why: unreachableAfterLookUp,
  },
];

/** A list's count of matching rows, read from the one row its aggregate answers. */
const countOf = (file: string, table: string): EquivalentMutant => ({
  file,
  original: `db.select({ n: count() }).from(${table}).where(where).get()?.n`,
  replacement: `db.select({\n  n: count()\n}).from(${table}).where(where).get().n`,
  why: oneAggregateRow,
});

/** The treasury's: its documents (transfers, petty cash) and its places (accounts, partners). */
export const treasuryEquivalents: EquivalentMutant[] = [
  { file: transfers, original: 'sums?.n', replacement: 'sums.n', why: oneAggregateRow },
  { file: transfers, original: 'sums?.amount', replacement: 'sums.amount', why: oneAggregateRow },
  { file: transfers, original: 'sums?.fee', replacement: 'sums.fee', why: oneAggregateRow },
  ...afterLookUp(transfers, 'TRANSFER_NOT_FOUND'),
  ...afterLookUp(pettyCash, 'SETTLEMENT_NOT_FOUND'),
  ...afterLookUp(owners, 'OWNER_TRANSACTION_NOT_FOUND'),
  ...afterLookUp(accounts, 'TREASURY_ACCOUNT_NOT_FOUND'),
  countOf(accounts, 'treasuryAccounts'),
  { file: owners, original: "''", replacement: '"Stryker was here!"', near: "code?.code ?? ''", why: keptByForeignKey },
  {
    file: owners,
    original: "''",
    replacement: '"Stryker was here!"',
    near: "names.get(row.partnerId) ?? ''",
    why: keptByForeignKey,
  },
  {
    file: accounts,
    original: "''",
    replacement: '"Stryker was here!"',
    near: "codes.get(row.tafsiliId) ?? ''",
    why: keptByForeignKey,
  },
];
