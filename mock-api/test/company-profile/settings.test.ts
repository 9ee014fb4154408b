import { armanSettingsExample } from '@daftar/contracts/endpoints/company-profile-example';
import { insertStandardChart, insertStandardSettings } from '@daftar/db/accounting/standard-books';
import { accountingSettings } from '@daftar/db/schema/accounting-years';
import { invoiceNumberPrefixes } from '@daftar/db/schema/invoices';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { expectValidationFailed } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { expectUnchanged } from '../support/rows.ts';

const area = companyAreaPerTest('company-settings', 'OWNER');

const books = () => `/api/v1/companies/${area.companyId}/accounting/settings`;
const prefixes = () => `/api/v1/companies/${area.companyId}/invoice-settings`;
const get = (path: string) =>
  call<{ itemInfo: Record<string, unknown> }>(area.t.apps.main, 'GET', path, { headers: area.s.auth });

describe('company settings: one screen over the books’, the invoices’ and the profile’s own rows', () => {
  it('reads the defaults of a company with nothing saved', async () => {
    expect((await get(area.base)).body.itemInfo).toEqual({
      documentLanguage: 'fa',
      amountUnit: 'RIAL',
      fiscalYearStartMonth: 1,
      fiscalYearStartDay: 1,
      sellPrefix: '',
      purchasePrefix: '',
      estimatePrefix: '',
      moadianMemoryId: null,
    });
  });

  it('writes the accounting settings and invoice prefixes themselves, keeping the default accounts', async () => {
    insertStandardSettings(area.t.db, area.companyId, insertStandardChart(area.t.db, area.companyId));
    const before = (await get(books())).body.itemInfo;
    const saved = await call(area.t.apps.main, 'PUT', area.base, { headers: area.s.auth, body: armanSettingsExample });
    expect(saved.body.itemInfo).toEqual(armanSettingsExample);
    expect((await get(books())).body.itemInfo).toEqual({ ...before, amountUnit: 'TOMAN' });
    expect((await get(prefixes())).body.itemInfo).toEqual({
      sellPrefix: 'S-',
      purchasePrefix: 'P-',
      moadianMemoryId: 'ARM405',
    });
    expect((await get(area.base)).body.itemInfo).toEqual(armanSettingsExample);
  });

  it('sees a change made on the books’ own settings screen (one source)', async () => {
    insertStandardSettings(area.t.db, area.companyId, insertStandardChart(area.t.db, area.companyId));
    const current = (await get(books())).body.itemInfo;
    await call(area.t.apps.main, 'PUT', books(), { headers: area.s.auth, body: { ...current, amountUnit: 'TOMAN' } });
    expect((await get(area.base)).body.itemInfo).toMatchObject({ amountUnit: 'TOMAN' });
  });

  it.each<[what: string, change: Record<string, unknown>, field: string, message?: string]>([
    ['a prefix with a space', { sellPrefix: 'S 1' }, 'body.sellPrefix', 'INVALID_PREFIX'],
    ['a prefix of eleven letters', { estimatePrefix: 'ESTIMATE-01' }, 'body.estimatePrefix', 'TOO_LONG'],
    ['dollars', { amountUnit: 'USD' }, 'body.amountUnit', 'INVALID_AMOUNT_UNIT'],
    ['month 13', { fiscalYearStartMonth: 13 }, 'body.fiscalYearStartMonth', 'INVALID_MONTH'],
    ['a document language of German', { documentLanguage: 'de' }, 'body.documentLanguage', 'INVALID_DOCUMENT_LANGUAGE'],
  ])('refuses %s with 400, writing none of the three', async (_what, change, field, message) => {
    const body = { ...armanSettingsExample, ...change };
    await expectUnchanged(area.t.db, accountingSettings, () =>
      expectUnchanged(area.t.db, invoiceNumberPrefixes, () =>
        expectValidationFailed(
          { t: area.t, s: area.s, table: accountingSettings },
          ['PUT', area.base, body],
          field,
          message,
        ),
      ),
    );
  });
});
