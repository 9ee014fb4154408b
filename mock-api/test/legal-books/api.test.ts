import { describe, expect, it } from 'vitest';
import { createFiscalYear } from '../../src/domain/accounting/fiscal-years.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { cr, dr } from '../accounting/books.ts';
import { useBooksOverHttp } from '../support/books-over-http.ts';
import { expectRefusedUnchanged } from '../support/expect-answers.ts';

const area = useBooksOverHttp();

const api = <T = Record<string, unknown>>(method: string, path: string, body?: unknown, auth = area.s.auth) =>
  call<T>(area.t.apps.main, method, path, { headers: auth, body });

const settingsRows = () => area.t.db.$client.prepare('select * from legal_book_settings order by id').all();

const settings = {
  journal: { sealDate: '2026-03-21', registrationNumber: 'ت-۱۲۳', firstPage: 1 },
  ledger: { sealDate: '2026-03-21', registrationNumber: null, firstPage: 1 },
  granularity: 'MONTH',
  rowsPerPage: 30,
  openingClosingApart: true,
};

const expectRefused = (
  method: string,
  path: string,
  body: unknown,
  status: number,
  message: string,
  auth = area.s.auth,
) =>
  expectRefusedUnchanged(
    settingsRows,
    () => api<{ message: string; errors?: unknown }>(method, path, body, auth),
    status,
    message,
  );

const post = (date: string) =>
  api<{ itemInfo: { id: number } }>('POST', `${area.base}/vouchers`, {
    date,
    lines: [dr(area.b.acc('1101'), 5_000_000), cr(area.b.acc('6101'), 5_000_000)],
  });

describe('legal books over HTTP', () => {
  it('a year never set up reads the defaults; PUT replaces them and GET reads them back', async () => {
    const path = `${area.base}/legal-books/settings/${area.b.yearId}`;
    const blank = await api<{ itemInfo: unknown }>('GET', path);
    expect(blank.body.itemInfo).toEqual({
      fiscalYearId: area.b.yearId,
      journal: { sealDate: null, registrationNumber: null, firstPage: 1 },
      ledger: { sealDate: null, registrationNumber: null, firstPage: 1 },
      granularity: 'DAY',
      rowsPerPage: 25,
      openingClosingApart: true,
    });
    const saved = await api<{ itemInfo: unknown }>('PUT', path, settings);
    expect(saved.status).toBe(200);
    expect((await api<{ itemInfo: unknown }>('GET', path)).body.itemInfo).toEqual({
      fiscalYearId: area.b.yearId,
      ...settings,
    });
  });

  it('bad settings are 400 with the field named, nothing written', async () => {
    const path = `${area.base}/legal-books/settings/${area.b.yearId}`;
    const few = await expectRefused('PUT', path, { ...settings, rowsPerPage: 3 }, 400, 'VALIDATION_FAILED');
    expect(few.body.errors).toEqual([{ path: 'body.rowsPerPage', message: 'INVALID_ROWS_PER_PAGE' }]);
    const late = { ...settings, ledger: { ...settings.ledger, sealDate: '2027-04-01' } };
    const sealed = await expectRefused('PUT', path, late, 400, 'SEAL_DATE_AFTER_YEAR');
    expect(sealed.body.errors).toEqual([{ path: 'body.ledger.sealDate', message: 'SEAL_DATE_AFTER_YEAR' }]);
    await expectRefused('PUT', path, { ...settings, granularity: 'WEEK' }, 400, 'VALIDATION_FAILED');
    await expectRefused(
      'PUT',
      path,
      { ...settings, journal: { ...settings.journal, firstPage: 0 } },
      400,
      'VALIDATION_FAILED',
    );
  });

  it('the journal, ledger and preview answer; a range across years is 400 PERIOD_OUTSIDE_YEAR', async () => {
    await post('2026-04-01');
    const journal = await api<{ itemInfo: { totals: unknown; pages: unknown[] } }>(
      'GET',
      `${area.base}/reports/legal-journal?from=2026-03-21&to=2026-04-20`,
    );
    expect(journal.body.itemInfo.totals).toEqual({ debit: 5_000_000, credit: 5_000_000 });
    expect(journal.body.itemInfo.pages).toHaveLength(1);
    const ledger = await api<{ itemInfo: { accounts: { code: string }[] } }>(
      'GET',
      `${area.base}/reports/legal-ledger?from=2026-03-21&to=2026-04-20`,
    );
    expect(ledger.body.itemInfo.accounts.map((account) => account.code)).toEqual(['11', '61']);
    const across = await api<{ message: string }>(
      'GET',
      `${area.base}/reports/legal-journal?from=2026-03-21&to=2027-04-01`,
    );
    expect([across.status, across.body.message]).toEqual([400, 'PERIOD_OUTSIDE_YEAR']);
    const badKol = await api<{ message: string }>('GET', `${area.base}/reports/legal-ledger?accountId=999999`);
    expect([badKol.status, badKol.body.message]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
  });

  it('a temporary voucher turns ALL_FINAL red, naming it, and the electronic file is 409 until it is final', async () => {
    const voucher = await post('2026-04-02');
    const preview = await api<{ itemInfo: { checks: { code: string; ok: boolean; vouchers: { id: number }[] }[] } }>(
      'GET',
      `${area.base}/reports/legal-books/electronic/preview?from=2026-03-21&to=2026-04-20`,
    );
    const allFinal = preview.body.itemInfo.checks.find((check) => check.code === 'ALL_FINAL');
    expect(allFinal).toMatchObject({ ok: false, vouchers: [{ id: voucher.body.itemInfo.id }] });
    const file = `${area.base}/reports/legal-books/electronic?from=2026-03-21&to=2026-04-20`;
    const refused = await api<{ message: string }>('GET', file);
    expect([refused.status, refused.body.message]).toEqual([409, 'PERIOD_HAS_TEMPORARY_VOUCHERS']);
    await api('POST', `${area.base}/vouchers/${voucher.body.itemInfo.id}/finalise`);
    const answer = await api<{ itemInfo: { rowCount: number; format: string } }>('GET', file);
    expect(answer.body.itemInfo).toMatchObject({ rowCount: 2, format: 'XLSX' });
  });

  it('a VIEWER reads but may not change the settings; a stranger and another company’s year are refused', async () => {
    const path = `${area.base}/legal-books/settings/${area.b.yearId}`;
    const viewer = insertUser(area.t.db).id;
    addMember(area.t.db, viewer, area.b.companyId, 'VIEWER');
    const viewerAuth = (await signedIn(area.t.db, area.t.config, viewer)).auth;
    expect((await api('GET', path, undefined, viewerAuth)).status).toBe(200);
    await expectRefused('PUT', path, settings, 403, 'ROLE_FORBIDDEN', viewerAuth);
    const stranger = await signedIn(area.t.db, area.t.config, insertUser(area.t.db).id);
    await expectRefused('PUT', path, settings, 403, 'NOT_A_COMPANY_MEMBER', stranger.auth);
    await expectRefused(
      'GET',
      `${area.base}/reports/legal-journal`,
      undefined,
      403,
      'NOT_A_COMPANY_MEMBER',
      stranger.auth,
    );
    const other = insertCompany(area.t.db).id;
    createFiscalYear(area.t.db, other, { year: 1405 });
    await expectRefused(
      'PUT',
      `${area.base}/legal-books/settings/${other + 1000}`,
      settings,
      404,
      'FISCAL_YEAR_NOT_FOUND',
    );
    const otherYear = area.t.db.$client.prepare('select id from fiscal_years where company_id = ?').get(other) as {
      id: number;
    };
    await expectRefused(
      'PUT',
      `${area.base}/legal-books/settings/${otherYear.id}`,
      settings,
      404,
      'FISCAL_YEAR_NOT_FOUND',
    );
  });
});
