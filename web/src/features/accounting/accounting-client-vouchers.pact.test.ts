import type { VoucherInput } from '@daftar/contracts/endpoints/accounting-vouchers';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { signedInPact, firstPage } from '../../lib/api/testing/pact.ts';
import { isoDate, isoDateTimeLike, oneOf, providerIds } from '../../lib/api/testing/matchers.ts';
import * as vouchersClient from './accounting-client-vouchers.ts';

const { eachLike, integer, like, string } = MatchersV3;

const isoDateTime = isoDateTimeLike('2026-03-21T08:30:00.000Z');

/** Ids the provider's state answers (autoincrement counters survive its resets); the examples are a fresh chart's. */
const example = {
  fiscalYearId: 1,
  voucherId: 2,
  finalVoucherId: 1,
  cashAccountId: 32,
  bankAccountId: 33,
  capitalAccountId: 60,
  salesAccountId: 63,
};
const { injected, at: injectedPath } = providerIds(example);

const company = { companyId: 1 };
const temporary = 'a company of the signed-in user has a temporary voucher';
const readyToClose = 'a company of the signed-in user has a year ready to close';
const closedYear = 'a company of the signed-in user has a closed year';
const noYear = 'a company of the signed-in user has a chart and no fiscal year';
const vouchersPath = '/api/v1/companies/1/accounting/vouchers';
const yearsPath = '/api/v1/companies/1/accounting/fiscal-years';

const fiscalYear = {
  id: integer(1),
  name: string('1405'),
  startDate: isoDate('2026-03-21'),
  endDate: isoDate('2027-03-20'),
  status: oneOf(['OPEN', 'CLOSED'], 'OPEN'),
  closedAt: like(null),
  createdAt: isoDateTime,
  temporaryVouchers: integer(1),
};

const voucherSummary = {
  id: integer(2),
  fiscalYearId: integer(1),
  number: integer(2),
  date: isoDate('2026-04-01'),
  status: oneOf(['TEMPORARY', 'FINAL'], 'TEMPORARY'),
  kind: oneOf(['NORMAL', 'OPENING', 'CLOSING'], 'NORMAL'),
  sourceType: like(null),
  sourceId: like(null),
  reversesVoucherId: like(null),
  description: string('آورده سرمایه'),
  total: integer(500_000_000),
  createdBy: integer(1),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

const line = {
  id: integer(3),
  row: integer(1),
  accountId: integer(33),
  tafsiliId: like(null),
  debit: integer(500_000_000),
  credit: integer(0),
  description: like('آورده سرمایه'),
};
const voucher = { ...voucherSummary, lines: eachLike(line, 2) };

/** A balanced voucher the editor sends: cash in from capital. */
function capitalInput(amount: number): VoucherInput {
  return {
    date: '2026-04-02',
    description: 'آورده سرمایه نقدی',
    lines: [
      { accountId: example.cashAccountId, tafsiliId: null, debit: amount, credit: 0, description: 'واریز به صندوق' },
      { accountId: example.capitalAccountId, tafsiliId: null, debit: 0, credit: amount, description: 'سرمایه' },
    ],
  };
}

/** The request body with the state's account ids injected. */
function capitalBody(amount: number, creditSide = amount) {
  return {
    date: '2026-04-02',
    description: 'آورده سرمایه نقدی',
    lines: [
      {
        accountId: injected('cashAccountId'),
        tafsiliId: null,
        debit: amount,
        credit: 0,
        description: 'واریز به صندوق',
      },
      { accountId: injected('capitalAccountId'), tafsiliId: null, debit: 0, credit: creditSide, description: 'سرمایه' },
    ],
  };
}

describe('the fiscal years', () => {
  it('lists the company’s years, latest first', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request for the fiscal years of a company')
      .request(['GET', yearsPath])
      .answersList(200, fiscalYear)
      .test(async (client) => {
        const years = await vouchersClient.listFiscalYears(client, 1);
        expect(years[0]?.name).toBe('1405');
      });
  });

  it('opens a year from 1 Farvardin (201)', async () => {
    await signedInPact(noYear, company)
      .uponReceiving('a request to open the fiscal year 1405')
      .request(['POST', yearsPath], { body: { year: 1405 } })
      .answersItem(201, { ...fiscalYear, name: '1405', startDate: '2026-03-21', endDate: '2027-03-20', status: 'OPEN' })
      .test(async (client) => {
        const year = await vouchersClient.createFiscalYear(client, 1, { year: 1405 });
        expect(year.startDate).toBe('2026-03-21');
      });
  });

  it('refuses a second open year other than the next one (409)', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request to open a year while another is open')
      .request(['POST', yearsPath], { body: { year: 1407 } })
      .refusesCall(409, 'ANOTHER_YEAR_OPEN', (client) => vouchersClient.createFiscalYear(client, 1, { year: 1407 }));
  });

  it('closes a year: its closing vouchers, the next year and its opening voucher', async () => {
    await signedInPact(readyToClose, company)
      .uponReceiving('a request to close a fiscal year whose vouchers are final')
      .request(['POST', injectedPath(yearsPath, 'fiscalYearId', '/close')])
      .answersItem(200, {
        closedYear: { ...fiscalYear, status: 'CLOSED', closedAt: isoDateTime, temporaryVouchers: 0 },
        nextYear: { ...fiscalYear, id: integer(2), name: string('1406'), startDate: isoDate('2027-03-21') },
        closeResults: { ...voucherSummary, kind: 'CLOSING', createdBy: like(null) },
        closing: { ...voucherSummary, kind: 'CLOSING', createdBy: like(null) },
        opening: { ...voucherSummary, kind: 'OPENING', createdBy: like(null) },
      })
      .test(async (client) => {
        const closed = await vouchersClient.closeFiscalYear(client, 1, example.fiscalYearId);
        expect(closed.closedYear.status).toBe('CLOSED');
        expect(closed.opening?.kind).toBe('OPENING');
      });
  });

  it('reopens the last closed year with a reason', async () => {
    await signedInPact(closedYear, company)
      .uponReceiving('a request by the owner to reopen the last closed fiscal year')
      .request(['POST', injectedPath(yearsPath, 'fiscalYearId', '/reopen')], {
        body: { reason: 'فاکتور خرید اسفند جا مانده بود' },
      })
      .answersItem(200, { year: { ...fiscalYear, temporaryVouchers: 0 }, removedVoucherIds: eachLike(3) })
      .test(async (client) => {
        const reopened = await vouchersClient.reopenFiscalYear(client, 1, example.fiscalYearId, {
          reason: 'فاکتور خرید اسفند جا مانده بود',
        });
        expect(reopened.year.status).toBe('OPEN');
        expect(reopened.removedVoucherIds.length).toBeGreaterThan(0);
      });
  });

  it('finalises the temporary vouchers dated up to a day, at once', async () => {
    await signedInPact(temporary, company)
      .uponReceiving("a request to finalise a year's temporary vouchers up to a day")
      .request(['POST', injectedPath(yearsPath, 'fiscalYearId', '/finalise-vouchers')], {
        body: { upTo: '2027-03-20' },
      })
      .answersItem(200, { finalised: integer(1), year: { ...fiscalYear, temporaryVouchers: 0 } })
      .test(async (client) => {
        const done = await vouchersClient.finaliseYearVouchers(client, 1, example.fiscalYearId, { upTo: '2027-03-20' });
        expect(done.finalised).toBe(1);
        expect(done.year.temporaryVouchers).toBe(0);
      });
  });

  it('refuses a day that is not a date (400), finalising nothing', async () => {
    await signedInPact(temporary, company)
      .uponReceiving("a request to finalise a year's temporary vouchers up to a day that is not a date")
      .request(['POST', injectedPath(yearsPath, 'fiscalYearId', '/finalise-vouchers')], {
        body: { upTo: '1405-13-40' },
      })
      .refusesField(400, 'VALIDATION_FAILED', { path: 'body.upTo', message: 'INVALID_DATE' }, (client) =>
        vouchersClient.finaliseYearVouchers(client, 1, example.fiscalYearId, { upTo: '1405-13-40' }),
      );
  });
});

describe('the vouchers', () => {
  it('answers one page of the journal filtered by status, dates and account', async () => {
    const query = { page: 1, pageSize: 20, sort: '-number', status: 'TEMPORARY', from: '2026-03-21', to: '2026-06-21' };
    await signedInPact(temporary, company)
      .uponReceiving('a request for a page of vouchers filtered by status, dates and account')
      .request(['GET', vouchersPath], {
        query: { ...query, page: '1', pageSize: '20', accountId: injected('bankAccountId') },
      })
      .answers(200, firstPage(voucherSummary))
      .test(async (client) => {
        const page = await vouchersClient.listVouchers(client, 1, {
          ...(query as { sort: '-number'; status: 'TEMPORARY' } & typeof query),
          accountId: example.bankAccountId,
        });
        expect(page.data[0]?.status).toBe('TEMPORARY');
        expect(page.meta.total).toBe(1);
      });
  });

  it('answers one voucher with its lines', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request for a voucher with its lines')
      .request(['GET', injectedPath(vouchersPath, 'voucherId')])
      .answersItem(200, voucher)
      .test(async (client) => {
        const found = await vouchersClient.getVoucher(client, 1, example.voucherId);
        expect(found.lines).toHaveLength(2);
      });
  });

  it('answers 404 for a voucher the company does not have', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request for a voucher the company does not have')
      .request(`GET ${vouchersPath}/999999`)
      .refusesCall(404, 'VOUCHER_NOT_FOUND', (client) => vouchersClient.getVoucher(client, 1, 999999));
  });

  it('writes a balanced voucher as TEMPORARY (201)', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request to create a balanced voucher')
      .request(['POST', vouchersPath], { body: capitalBody(20_000_000) })
      .answersItem(201, { ...voucher, status: 'TEMPORARY', total: integer(20_000_000) })
      .test(async (client) => {
        const created = await vouchersClient.createVoucher(client, 1, capitalInput(20_000_000));
        expect(created.status).toBe('TEMPORARY');
      });
  });

  it('refuses an unbalanced voucher (400) naming the lines', async () => {
    const input = capitalInput(20_000_000);
    const lines = [input.lines[0], { ...input.lines[1], credit: 19_000_000 }] as VoucherInput['lines'];
    await signedInPact(temporary, company)
      .uponReceiving('a request to create an unbalanced voucher')
      .request(['POST', vouchersPath], { body: capitalBody(20_000_000, 19_000_000) })
      .refuses(400, 'UNBALANCED_VOUCHER', [{ path: 'body.lines', message: 'UNBALANCED_VOUCHER' }])
      .testRefused((client) => vouchersClient.createVoucher(client, 1, { ...input, lines }));
  });

  it('replaces a temporary voucher', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request to update a temporary voucher')
      .request(['PUT', injectedPath(vouchersPath, 'voucherId')], { body: capitalBody(30_000_000) })
      .answersItem(200, { ...voucher, total: integer(30_000_000) })
      .test(async (client) => {
        const saved = await vouchersClient.updateVoucher(client, 1, example.voucherId, capitalInput(30_000_000));
        expect(saved.total).toBe(30_000_000);
      });
  });

  it('refuses to change a final voucher (409)', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request to update a final voucher')
      .request(['PUT', injectedPath(vouchersPath, 'finalVoucherId')], { body: capitalBody(30_000_000) })
      .refusesCall(409, 'VOUCHER_FINAL', (client) =>
        vouchersClient.updateVoucher(client, 1, example.finalVoucherId, capitalInput(30_000_000)),
      );
  });

  it('removes a temporary voucher', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request to remove a temporary voucher')
      .request(['DELETE', injectedPath(vouchersPath, 'voucherId')])
      .answersDone((client) => vouchersClient.removeVoucher(client, 1, example.voucherId));
  });

  it('finalises a temporary voucher', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request to finalise a temporary voucher')
      .request(['POST', injectedPath(vouchersPath, 'voucherId', '/finalise')])
      .answersItem(200, { ...voucher, status: 'FINAL' })
      .test(async (client) => {
        const final = await vouchersClient.finaliseVoucher(client, 1, example.voucherId);
        expect(final.status).toBe('FINAL');
      });
  });

  it('copies a voucher to a new date as TEMPORARY (201)', async () => {
    await signedInPact(temporary, company)
      .uponReceiving('a request to copy a voucher to another date')
      .request(['POST', injectedPath(vouchersPath, 'finalVoucherId', '/copy')], { body: { date: '2026-05-01' } })
      .answersItem(201, { ...voucher, status: 'TEMPORARY', date: '2026-05-01' })
      .test(async (client) => {
        const copy = await vouchersClient.copyVoucher(client, 1, example.finalVoucherId, '2026-05-01');
        expect(copy.date).toBe('2026-05-01');
      });
  });
});
