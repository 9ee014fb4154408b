/**
 * What `pnpm test:mutation` mutates: the money path and the access rules, each module with the test files that
 * cover it. A module's score counts only its own tests, so a module tested only by accident scores low.
 */
export interface MutationModule {
  /** Repository-relative source files mutated together. */
  mutate: string[];
  /** Repository-relative test files (globs allowed) run against their mutants. */
  tests: string[];
}

/**
 * The test files of the module being mutated, in the environment run.ts gives Stryker's runners: they are the whole
 * suite of vitest.config.ts, not Stryker's `testFiles`. Given `testFiles`, Stryker 10 hands a static mutant (one in a
 * module-level table or constant, read once at import) to the runner as a test filter, and the runner then switches
 * it on only when the tests start, after the module was imported unmutated: no test could see it. Without, a static
 * mutant runs "every test" of the config with the mutant on before the worker imports anything.
 */
export const mutationTestsVariable = 'DAFTAR_MUTATION_TESTS';

const accounting = 'mock-api/test/accounting/*.test.ts';
const accountingSrc = 'mock-api/src/domain/accounting';

export const mutationModules: Record<string, MutationModule> = {
  posting: {
    mutate: [`${accountingSrc}/posting.ts`],
    tests: [
      accounting,
      'mock-api/test/invoices/api.test.ts',
      'mock-api/test/money-records/{api,reversal}.test.ts',
      // Every posting route walked in a locked month: a document there is refused, whatever its voucher's status.
      'mock-api/test/legal-books/period-lock-routes.test.ts',
    ],
  },
  'invoice-posting': {
    mutate: ['mock-api/src/domain/invoices/invoice-posting.ts'],
    // The tests that read the documents' vouchers and the missing-accounts refusal: its module-level tables make
    // static mutants, each run against every file here, and the invoices' other tests post nothing they check.
    tests: ['mock-api/test/invoices/{posting-lines,api,refusals}.test.ts', 'mock-api/test/accounting/postings.test.ts'],
  },
  'invoice-totals': {
    mutate: ['contracts/src/invoices/totals.ts', 'contracts/src/invoices/returns.ts'],
    tests: ['contracts/src/invoices/*.test.ts', 'mock-api/test/invoices/totals.property.test.ts'],
  },
  numbering: {
    mutate: [`${accountingSrc}/numbering.ts`],
    tests: [accounting],
  },
  'voucher-lines': {
    mutate: [`${accountingSrc}/voucher-lines.ts`],
    tests: [accounting],
  },
  'trial-balance': {
    mutate: [`${accountingSrc}/reports/trial-balance.ts`, `${accountingSrc}/reports/range-sums.ts`],
    tests: [accounting, 'mock-api/test/people-reports/reports-agree.test.ts'],
  },
  turnovers: {
    mutate: [`${accountingSrc}/reports/turnovers.ts`, 'db/src/accounting/period-totals.ts'],
    tests: [accounting, 'mock-api/test/people-reports/reports-agree.test.ts'],
  },
  ledger: {
    mutate: [`${accountingSrc}/reports/ledger.ts`],
    tests: [accounting],
  },
  'treasury-posting': {
    mutate: [
      'mock-api/src/domain/treasury/treasury-documents.ts',
      'mock-api/src/domain/treasury/transfers.ts',
      'mock-api/src/domain/treasury/petty-cash.ts',
    ],
    tests: ['mock-api/test/treasury/*.test.ts', 'mock-api/test/accounting/postings.test.ts'],
  },
  // The treasury's places (opening balances), partners' contributions and withdrawals, and the check that a cash box
  // pays out only what it holds, which every payment from one goes through.
  'treasury-places': {
    mutate: [
      'mock-api/src/domain/treasury/treasury-accounts.ts',
      'mock-api/src/domain/treasury/owners.ts',
      'mock-api/src/domain/treasury/treasury-ledger.ts',
    ],
    tests: ['mock-api/test/treasury/*.test.ts', 'mock-api/test/accounting/postings.test.ts'],
  },
  'money-record-posting': {
    mutate: ['mock-api/src/domain/money-records/money-record-posting.ts'],
    tests: ['mock-api/test/money-records/*.test.ts', 'mock-api/test/accounting/postings.test.ts'],
  },
  'cheque-posting': {
    mutate: ['mock-api/src/domain/cheques/cheque-posting.ts'],
    // The tests that post a cheque's steps; the list, attachment, due-date and access tests post nothing new.
    tests: [
      'mock-api/test/cheques/{steps,issued,refusals,issued-refusals,worked-example,invoice-payment}.test.ts',
      'mock-api/test/accounting/postings.test.ts',
    ],
  },
  'role-table': {
    mutate: ['contracts/src/endpoints/employees-roles.ts'],
    tests: ['contracts/src/endpoints/employees-roles.test.ts', 'mock-api/test/roles/*.test.ts'],
  },
  'area-map': {
    mutate: ['mock-api/src/auth/roles/company-areas.ts'],
    tests: ['mock-api/test/roles/*.test.ts'],
  },
  'area-segments': {
    mutate: ['contracts/src/endpoints/company-area-segments.ts'],
    // The segment table's own test first: each of its mutants is static and would otherwise wait for the route walk.
    tests: ['contracts/src/endpoints/company-area-segments.test.ts', 'mock-api/test/roles/*.test.ts'],
  },
  membership: {
    mutate: ['mock-api/src/auth/roles/company-roles.ts', 'mock-api/src/domain/membership.ts'],
    // The API keys' tests walk the middleware's key branch: a key acting as its creator, within its scopes.
    tests: [
      'mock-api/test/roles/*.test.ts',
      'mock-api/test/companies/*.test.ts',
      'mock-api/test/*/access.test.ts',
      'mock-api/test/api-keys/*.test.ts',
      // requireOwner's callers: a period lock and a year's reopening are the owner's alone.
      'mock-api/test/legal-books/period-locks.test.ts',
      'mock-api/test/accounting/year-end-reopen.test.ts',
    ],
  },
  'refresh-rotation': {
    mutate: ['mock-api/src/domain/refresh.ts', 'mock-api/src/auth/refresh-grace.ts'],
    tests: ['mock-api/test/auth/*.test.ts'],
  },
  'api-key-scopes': {
    mutate: ['mock-api/src/domain/api-keys/api-key-auth.ts'],
    tests: ['mock-api/test/api-keys/*.test.ts'],
  },
};
