import { catalogue } from '@daftar/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceBooks, openInvoiceBooks } from '../invoices/invoice-books.ts';
import { mellatIban } from '../treasury/treasury-books.ts';
import { everyRow } from './period-lock-support.ts';

/**
 * Every company write route that posts, walked in a locked month (Ordibehesht 1405): each is refused with 409
 * PERIOD_LOCKED and writes nothing. Drafts and estimates post nothing but are dated in the period all the same: they
 * are refused too (a key's words after the route's name say which document a call is about). The last test fails
 * when the catalogue gains a company write route that is in neither table below: a new route must be shown refused
 * here, or said to post nothing.
 */
let k: InvoiceBooks;
const locked = { from: '2026-04-21', to: '2026-05-21' };
const inLocked = '2026-05-10';
const alsoInLocked = '2026-05-12';
const inOpen = '2026-06-10';
const ids: Record<string, number> = {};

const company = () => `/api/v1/companies/${k.b.companyId}`;
const books = () => `${company()}/accounting`;
const treasury = () => `${company()}/treasury`;

async function made(method: string, path: string, body?: unknown): Promise<Record<string, unknown> & { id: number }> {
  const answer = await k.api<{ itemInfo: Record<string, unknown> & { id: number } }>(method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.itemInfo;
}

const invoiceBody = (issueDate: string, extra: Record<string, unknown> = {}) => ({
  kind: 'SELL',
  stakeholderId: k.customer,
  issueDate,
  lines: [{ itemId: k.service, quantity: 2, unitPrice: 1_500_000 }],
  ...extra,
});
const moneyBody = (date: string, amount = 12_000_000) => ({
  kind: 'INCOME',
  date,
  categoryAccountId: k.b.acc('6302'),
  amount,
  vatRate: 0,
  treasuryId: k.cash,
});
const placeBody = (openingDate: string, openingBalance: number) => ({
  kind: 'CASH_BOX',
  name: 'صندوق شعبه',
  openingBalance,
  openingDate,
});
const voucherBody = (date: string) => ({
  date,
  lines: [
    { accountId: k.b.acc('1101'), debit: 700_000, credit: 0 },
    { accountId: k.b.acc('6101'), debit: 0, credit: 700_000 },
  ],
});

/** The documents of the month, all posted and finalised before it is locked. */
async function arrangeLockedMonth() {
  ids.invoice = (await made('POST', `${company()}/invoices`, invoiceBody(inLocked, { issue: true }))).id;
  ids.draft = (await made('POST', `${company()}/invoices`, invoiceBody(inLocked, { issue: false }))).id;
  ids.unpaid = (await made('POST', `${company()}/invoices`, invoiceBody(inLocked, { issue: true }))).id;
  const estimate = invoiceBody(inLocked, { kind: 'ESTIMATE', issue: true });
  ids.estimate = (await made('POST', `${company()}/invoices`, estimate)).id;
  const draftEstimate = invoiceBody(inLocked, { kind: 'ESTIMATE', issue: false });
  ids.draftEstimate = (await made('POST', `${company()}/invoices`, draftEstimate)).id;
  ids.openDraft = (await made('POST', `${company()}/invoices`, invoiceBody(inOpen, { issue: false }))).id;
  const paid = await made('POST', `${company()}/invoices/${ids.invoice}/payments`, {
    date: inLocked,
    amount: 400_000,
    method: 'CASH',
  });
  ids.payment = (paid.payments as { id: number }[])[0]?.id ?? 0;
  ids.line = ((await made('GET', `${company()}/invoices/${ids.invoice}`)).lines as { id: number }[])[0]?.id ?? 0;
  ids.money = (await made('POST', `${company()}/money-records`, moneyBody(inLocked))).id;
  ids.voucher = (await made('POST', `${books()}/vouchers`, voucherBody(inLocked))).id;
  const mellat = await made('POST', `${treasury()}/accounts`, {
    kind: 'BANK_ACCOUNT',
    name: 'ملت جاری',
    iban: mellatIban,
    openingBalance: 80_000_000,
  });
  ids.mellat = mellat.tafsiliId as number;
  ids.place = (await made('POST', `${treasury()}/accounts`, placeBody(inLocked, 2_000_000))).id;
  ids.till = (await made('GET', `${treasury()}/accounts/${ids.place}`)).tafsiliId as number;
  const transfer = { date: inLocked, fromTafsiliId: ids.mellat, toTafsiliId: ids.till, amount: 1_000_000 };
  ids.transfer = (await made('POST', `${treasury()}/transfers`, transfer)).id;
  const holder = await made('POST', `${treasury()}/accounts`, {
    kind: 'PETTY_CASH',
    name: 'تنخواه',
    holderName: 'رضا',
  });
  ids.holder = holder.tafsiliId as number;
  ids.settlement = (await made('POST', `${treasury()}/petty-cash-settlements`, settlementBody(inLocked))).id;
  ids.partner = (await made('POST', `${treasury()}/partners`, { name: 'علی رضایی', shareBasisPoints: 6000 })).id;
  ids.ownerTransaction = (await made('POST', `${treasury()}/owner-transactions`, ownerBody(inLocked))).id;
  ids.cheque = (await made('POST', `${company()}/cheques`, chequeBody(inLocked, '4000000000000701'))).id;
  await made('POST', `${company()}/cheques/${ids.cheque}/steps`, {
    date: inLocked,
    action: 'DEPOSIT',
    bankTafsiliId: ids.mellat,
  });
  ids.chequeBook = (
    await made('POST', `${company()}/cheque-books`, {
      bankTafsiliId: ids.mellat,
      series: 'ج',
      firstLeaf: 1,
      lastLeaf: 9,
    })
  ).id;
  await made('POST', `${books()}/fiscal-years/${k.b.yearId}/finalise-vouchers`, {});
  const book = { sealDate: '2026-03-21', registrationNumber: null, firstPage: 1 };
  await made('PUT', `${books()}/legal-books/settings/${k.b.yearId}`, {
    journal: book,
    ledger: book,
    granularity: 'DAY',
    rowsPerPage: 25,
    openingClosingApart: true,
  });
  await made('POST', `${books()}/legal-books/locks`, locked);
}

const settlementBody = (date: string) => ({
  holderTafsiliId: ids.holder,
  date,
  lines: [{ accountId: k.b.acc('8107'), amount: 200_000 }],
});
const ownerBody = (date: string) => ({
  partnerId: ids.partner,
  kind: 'CONTRIBUTION',
  date,
  amount: 3_000_000,
  treasuryTafsiliId: ids.till,
});
const chequeBody = (date: string, sayadId: string) => ({
  stakeholderId: k.customer,
  date,
  dueDate: '2026-07-01',
  amount: 900_000,
  sayadId,
  serial: '۷۰۱',
  bankName: 'بانک ملی',
});

type Call = [method: string, path: () => string, body?: () => unknown];

/** The catalogue's name of the route a key of `refused` calls (`createInvoice (draft)` → `createInvoice`). */
const routeOf = (key: string) => key.split(' ')[0] ?? key;

/** Each posting route, called on a document or a date of the locked month. */
const refused: Record<string, Call> = {
  createVoucher: ['POST', () => `${books()}/vouchers`, () => voucherBody(alsoInLocked)],
  updateVoucher: ['PUT', () => `${books()}/vouchers/${ids.voucher}`, () => voucherBody(inLocked)],
  removeVoucher: ['DELETE', () => `${books()}/vouchers/${ids.voucher}`],
  copyVoucher: ['POST', () => `${books()}/vouchers/${ids.voucher}/copy`, () => ({})],
  finaliseVoucher: ['POST', () => `${books()}/vouchers/${ids.voucher}/finalise`],
  createInvoice: ['POST', () => `${company()}/invoices`, () => invoiceBody(alsoInLocked, { issue: true })],
  'createInvoice (draft)': ['POST', () => `${company()}/invoices`, () => invoiceBody(alsoInLocked, { issue: false })],
  'createInvoice (estimate)': [
    'POST',
    () => `${company()}/invoices`,
    () => invoiceBody(alsoInLocked, { kind: 'ESTIMATE', issue: true }),
  ],
  'createInvoice (draft estimate)': [
    'POST',
    () => `${company()}/invoices`,
    () => invoiceBody(alsoInLocked, { kind: 'ESTIMATE', issue: false }),
  ],
  updateInvoice: ['PUT', () => `${company()}/invoices/${ids.invoice}`, () => invoiceBody(alsoInLocked)],
  'updateInvoice (draft)': ['PUT', () => `${company()}/invoices/${ids.draft}`, () => invoiceBody(alsoInLocked)],
  'updateInvoice (draft moved out of the locked month)': [
    'PUT',
    () => `${company()}/invoices/${ids.draft}`,
    () => invoiceBody(inOpen),
  ],
  'updateInvoice (draft moved into the locked month)': [
    'PUT',
    () => `${company()}/invoices/${ids.openDraft}`,
    () => invoiceBody(alsoInLocked),
  ],
  'updateInvoice (estimate)': ['PUT', () => `${company()}/invoices/${ids.estimate}`, () => invoiceBody(inLocked)],
  issueInvoice: ['POST', () => `${company()}/invoices/${ids.draft}/issue`, () => ({})],
  'issueInvoice (estimate)': ['POST', () => `${company()}/invoices/${ids.draftEstimate}/issue`, () => ({})],
  cancelInvoice: ['POST', () => `${company()}/invoices/${ids.unpaid}/cancel`, () => ({ date: inOpen })],
  'cancelInvoice (estimate)': ['POST', () => `${company()}/invoices/${ids.estimate}/cancel`, () => ({ date: inOpen })],
  'removeInvoice (draft)': ['DELETE', () => `${company()}/invoices/${ids.draft}`],
  'removeInvoice (draft estimate)': ['DELETE', () => `${company()}/invoices/${ids.draftEstimate}`],
  convertEstimate: ['POST', () => `${company()}/invoices/${ids.estimate}/convert`, () => ({ issueDate: alsoInLocked })],
  addInvoicePayment: [
    'POST',
    () => `${company()}/invoices/${ids.invoice}/payments`,
    () => ({ date: alsoInLocked, amount: 100_000, method: 'CASH' }),
  ],
  removeInvoicePayment: ['DELETE', () => `${company()}/invoices/${ids.invoice}/payments/${ids.payment}`],
  addInvoiceReturn: [
    'POST',
    () => `${company()}/invoices/${ids.invoice}/returns`,
    () => ({ date: alsoInLocked, lines: [{ invoiceLineId: ids.line, quantity: 1 }] }),
  ],
  createMoneyRecord: ['POST', () => `${company()}/money-records`, () => moneyBody(alsoInLocked)],
  updateMoneyRecord: ['PUT', () => `${company()}/money-records/${ids.money}`, () => moneyBody(inLocked, 13_000_000)],
  removeMoneyRecord: ['DELETE', () => `${company()}/money-records/${ids.money}`],
  reverseMoneyRecord: ['POST', () => `${company()}/money-records/${ids.money}/reverse`, () => ({ date: '2026-06-10' })],
  createTreasuryAccount: ['POST', () => `${treasury()}/accounts`, () => placeBody(alsoInLocked, 500_000)],
  updateTreasuryAccount: ['PUT', () => `${treasury()}/accounts/${ids.place}`, () => placeBody(inLocked, 2_500_000)],
  createTreasuryTransfer: [
    'POST',
    () => `${treasury()}/transfers`,
    () => ({ date: alsoInLocked, fromTafsiliId: ids.mellat, toTafsiliId: ids.till, amount: 100_000 }),
  ],
  cancelTreasuryTransfer: ['POST', () => `${treasury()}/transfers/${ids.transfer}/cancel`, () => ({})],
  createPettyCashSettlement: ['POST', () => `${treasury()}/petty-cash-settlements`, () => settlementBody(alsoInLocked)],
  cancelPettyCashSettlement: [
    'POST',
    () => `${treasury()}/petty-cash-settlements/${ids.settlement}/cancel`,
    () => ({}),
  ],
  createOwnerTransaction: ['POST', () => `${treasury()}/owner-transactions`, () => ownerBody(alsoInLocked)],
  cancelOwnerTransaction: ['POST', () => `${treasury()}/owner-transactions/${ids.ownerTransaction}/cancel`, () => ({})],
  receiveCheque: ['POST', () => `${company()}/cheques`, () => chequeBody(alsoInLocked, '4000000000000702')],
  addChequeStep: [
    'POST',
    () => `${company()}/cheques/${ids.cheque}/steps`,
    () => ({ date: alsoInLocked, action: 'CLEAR' }),
  ],
  undoChequeStep: ['POST', () => `${company()}/cheques/${ids.cheque}/undo`, () => ({ date: '2026-06-10' })],
  issueCheque: [
    'POST',
    () => `${company()}/cheque-books/${ids.chequeBook}/issue`,
    () => ({
      stakeholderId: k.supplier,
      leaf: 2,
      sayadId: '6000000000000002',
      date: alsoInLocked,
      dueDate: '2026-07-01',
      amount: 500_000,
    }),
  ],
};

/**
 * Routes proved with their own arrangement: the year's closing and reopening in period-locks.test.ts (a year that has
 * ended); the opening-balances import in imports/opening-balances-import.test.ts (it writes on the year's first day).
 */
const provedApart = new Set(['closeFiscalYear', 'reopenFiscalYear', 'commitOpeningBalanceImport']);

/** Company write routes that never write a voucher themselves, and why. */
const postsNothing: Record<string, string> = {
  createAccount: 'the chart',
  updateAccount: 'the chart',
  removeAccount: 'the chart (an account with postings is refused)',
  createTafsili: 'the chart',
  updateTafsili: 'the chart',
  removeTafsili: 'the chart',
  previewTafsiliImport: 'the chart (no opening balances are imported)',
  commitTafsiliImport: 'the chart (no opening balances are imported)',
  previewAccountImport: 'nothing: a preview',
  commitAccountImport: 'the chart (no opening balances are imported)',
  previewOpeningBalanceImport: 'nothing: a preview (it names the lock its commit would meet)',
  createFiscalYear: 'a new, empty year',
  finaliseYearVouchers:
    'finalises TEMPORARY vouchers only, and none is dated in a locked period (a lock needs them final, and none can be made there since); each is checked all the same',
  lockPeriod: 'the lock itself',
  reopenPeriod: 'the lock itself',
  updateLegalBookSettings: 'settings',
  updateAccountingSettings: 'settings',
  updateInvoiceSettings: 'settings',
  addInvoiceDelivery: 'stock only (a delivery posts nothing)',
  exportInvoiceMoadian: 'the e-invoice export',
  putInvoiceSchedule: 'the schedule; each run issues through the posting layer',
  removeInvoiceSchedule: 'the schedule',
  uploadMoneyRecordAttachment: 'a file beside the record',
  removeMoneyRecordAttachment: 'a file beside the record',
  uploadChequeAttachment: 'a file beside the cheque',
  removeChequeAttachment: 'a file beside the cheque',
  createPartner: 'a partner and their tafsili',
  updatePartner: 'a partner and their tafsili',
  updateTreasurySettings: 'settings',
  createChequeBook: 'a cheque book',
  voidChequeLeaf: 'an unused leaf',
  createApiKey: 'keys',
  revokeApiKey: 'keys',
  updateCompanySettings: 'company',
  updateCompanyProfile: 'company',
  updateCompanyLogo: 'company',
  removeCompanyLogo: 'company',
  inviteEmployee: 'people',
  cancelInvitation: 'people',
  changeEmployeeRole: 'people',
  removeEmployee: 'people',
  transferOwnership: 'people',
  createItem: 'items',
  updateItem: 'items',
  removeItem: 'items',
  previewItemImport: 'items (no opening balances are imported)',
  commitItemImport: 'items (no opening balances are imported)',
  createStakeholder: 'people',
  updateStakeholder: 'people',
  removeStakeholder: 'people',
  previewStakeholderImport: 'people (no opening balances are imported)',
  commitStakeholderImport: 'people (no opening balances are imported)',
  createPaymentMethod: 'settings',
  updatePaymentMethod: 'settings',
  removePaymentMethod: 'settings',
  createSavedReport: 'a saved report',
  removeSavedReport: 'a saved report',
};

beforeAll(async () => {
  k = await openInvoiceBooks();
  await arrangeLockedMonth();
}, 60_000);
afterAll(() => k.t.dispose());

describe('every posting route refuses a locked period', () => {
  for (const [name, [method, path, body]] of Object.entries(refused)) {
    it(`${name}: 409 PERIOD_LOCKED naming the period, nothing written`, async () => {
      const before = everyRow(k.t.db);
      const answer = await k.api<{ message: string; errors?: { path: string; message: string }[] }>(
        method,
        path(),
        body?.(),
      );
      expect({ status: answer.status, message: answer.body.message, errors: answer.body.errors }).toEqual({
        status: 409,
        message: 'PERIOD_LOCKED',
        errors: [
          { path: 'lockedFrom', message: locked.from },
          { path: 'lockedTo', message: locked.to },
        ],
      });
      expect(everyRow(k.t.db)).toEqual(before);
    });
  }

  it('the same routes in an open month still post (the refusals are the lock’s, not the arrangement’s)', async () => {
    const answer = await k.api('POST', `${books()}/vouchers`, voucherBody('2026-06-10'));
    expect(answer.status).toBe(201);
    const copied = await k.api('POST', `${books()}/vouchers/${ids.voucher}/copy`, { date: '2026-06-11' });
    expect(copied.status).toBe(201);
    const draft = await k.api('PUT', `${company()}/invoices/${ids.openDraft}`, invoiceBody('2026-06-12'));
    expect(draft.status).toBe(200);
  });

  it('an estimate of the locked month is made an invoice of an open one: the estimate’s figures stay as they were', async () => {
    const converted = await k.api<{ itemInfo: { issueDate: string; sourceInvoiceId: number } }>(
      'POST',
      `${company()}/invoices/${ids.estimate}/convert`,
      { issueDate: inOpen },
    );
    expect(converted.status).toBe(201);
    expect(converted.body.itemInfo).toMatchObject({ issueDate: inOpen, sourceInvoiceId: ids.estimate });
  });

  it('every company write route of the catalogue is walked above, proved apart, or posts nothing', () => {
    const writes = catalogue()
      .map(({ endpoint }) => endpoint)
      .filter((endpoint) => endpoint.method !== 'GET' && endpoint.path.startsWith('/api/v1/companies/:companyId'))
      .map((endpoint) => endpoint.name);
    const walked = new Set(Object.keys(refused).map(routeOf));
    const unaccounted = writes.filter((name) => !(walked.has(name) || provedApart.has(name) || name in postsNothing));
    expect(unaccounted).toEqual([]);
    const stale = [...walked, ...provedApart, ...Object.keys(postsNothing)].filter((name) => !writes.includes(name));
    expect(stale).toEqual([]);
  });
});
