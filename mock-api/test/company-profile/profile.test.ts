import type { CompanyLogoImage, CompanyProfile } from '@daftar/contracts/endpoints/company-profile';
import { armanProfileExample } from '@daftar/contracts/endpoints/company-profile-example';
import { companies } from '@daftar/db/schema/companies';
import { companyProfiles } from '@daftar/db/schema/company-profile';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { expectValidationFailed } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { expectUnchanged } from '../support/rows.ts';
import { dataUrlOf, solidPng } from '@daftar/contracts/testing/png';

const area = companyAreaPerTest('profile', 'OWNER');

/** Every call here answers the profile, or the logo image. */
type Answer = { itemInfo: CompanyProfile & Partial<CompanyLogoImage> };
const put = (path: string, body: unknown) =>
  call<Answer>(area.t.apps.main, 'PUT', path, { headers: area.s.auth, body });
const get = (path: string) => call<Answer>(area.t.apps.main, 'GET', path, { headers: area.s.auth });

describe('company profile: the printed identity', () => {
  it('saves every field and reads it back; the company record carries the same name and ids', async () => {
    const saved = await put(area.base, armanProfileExample);
    expect(saved.status).toBe(200);
    expect(saved.body.itemInfo).toEqual({ companyId: area.companyId, ...armanProfileExample, logo: null });
    expect((await get(area.base)).body.itemInfo).toEqual(saved.body.itemInfo);
    const company = await get(`/api/v1/companies/${area.companyId}`);
    expect(company.body.itemInfo).toMatchObject({ name: armanProfileExample.name, nationalId: '10320541761' });
  });

  it('clears an optional field the edit leaves out', async () => {
    await put(area.base, armanProfileExample);
    const { postalCode: _postal, registrationNumber: _registration, ...rest } = armanProfileExample;
    const saved = await put(area.base, rest);
    expect(saved.body.itemInfo).toMatchObject({ postalCode: null, registrationNumber: null, phone: '02188776655' });
  });

  it.each<[what: string, body: Record<string, unknown>, field: string, message: string]>([
    [
      'a legal national id whose check digit is wrong',
      { nationalId: '10320541762' },
      'body.nationalId',
      'INVALID_LEGAL_NATIONAL_ID',
    ],
    ['a person’s ten-digit national id', { nationalId: '0499370899' }, 'body.nationalId', 'INVALID_LEGAL_NATIONAL_ID'],
    ['a nine-digit postal code', { postalCode: '159583761' }, 'body.postalCode', 'INVALID_POSTAL_CODE'],
    ['letters in the postal code', { postalCode: '15958376AB' }, 'body.postalCode', 'INVALID_POSTAL_CODE'],
    ['a short economic code', { economicCode: '4111' }, 'body.economicCode', 'INVALID_ECONOMIC_CODE'],
    [
      'letters in the registration number',
      { registrationNumber: '45-28' },
      'body.registrationNumber',
      'INVALID_REGISTRATION_NUMBER',
    ],
    ['a one-letter name', { name: 'آ' }, 'body.name', 'NAME_TOO_SHORT'],
  ])('refuses %s with 400 and writes nothing', async (_what, change, field, message) => {
    const body = { ...armanProfileExample, ...change };
    await expectUnchanged(area.t.db, companies, () =>
      expectValidationFailed(
        { t: area.t, s: area.s, table: companyProfiles },
        ['PUT', area.base, body],
        field,
        message,
      ),
    );
  });
});

describe('company profile: the logo', () => {
  it('stores a PNG, serves it as a data URL and removes it', async () => {
    const png = solidPng(120, 80);
    const saved = await put(`${area.base}/logo`, { dataUrl: dataUrlOf(png) });
    expect(saved.status).toBe(200);
    expect(saved.body.itemInfo.logo).toMatchObject({ mimeType: 'image/png', width: 120, height: 80 });
    const logo = await get(`${area.base}/logo`);
    expect(logo.body.itemInfo).toMatchObject({ mimeType: 'image/png', dataUrl: dataUrlOf(png) });
    const removed = await call<Answer>(area.t.apps.main, 'DELETE', `${area.base}/logo`, { headers: area.s.auth });
    expect(removed.body.itemInfo.logo).toBeNull();
    expect(await get(`${area.base}/logo`)).toMatchObject({ status: 404, body: { message: 'LOGO_NOT_FOUND' } });
  });

  it('keeps the logo when the profile is edited', async () => {
    await put(`${area.base}/logo`, { dataUrl: dataUrlOf(solidPng(64, 64)) });
    const saved = await put(area.base, armanProfileExample);
    expect(saved.body.itemInfo.logo).toMatchObject({ width: 64, height: 64 });
  });

  it.each<[what: string, dataUrl: string, message: string]>([
    ['text claiming to be a PNG', dataUrlOf(Buffer.from('not an image at all')), 'LOGO_NOT_AN_IMAGE'],
    ['a GIF', `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`, 'LOGO_NOT_AN_IMAGE'],
    ['a PNG wider than 256 px', dataUrlOf(solidPng(300, 40)), 'LOGO_TOO_LARGE'],
    ['a PNG taller than 256 px', dataUrlOf(solidPng(40, 257)), 'LOGO_TOO_LARGE'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_what, dataUrl, message) => {
    await expectUnchanged(area.t.db, companyProfiles, async () => {
      const answer = await put(`${area.base}/logo`, { dataUrl });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errors: [{ path: 'body.dataUrl', message }] });
    });
  });
});
