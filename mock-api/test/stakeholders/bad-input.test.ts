import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { insertCompany, insertStakeholder } from '../support/factories.ts';
import { expectValidationFailed } from '../support/expect-answers.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';

const area = companyAreaPerTest('stakeholders', 'OWNER');

const person = { kind: 'INDIVIDUAL', firstName: 'مریم', lastName: 'احمدی', isCustomer: true, isSupplier: false };

const expectRefused = (method: string, path: string, body: unknown, field: string, message?: string) =>
  expectValidationFailed({ t: area.t, s: area.s, table: stakeholders }, [method, path, body], field, message);

describe('stakeholders: bad input is 400 with field errors and writes nothing', () => {
  it.each<[query: string, field: string, message?: string]>([
    ['sort=-nickname', 'query.sort', 'INVALID_SORT'],
    ['page=0', 'query.page'],
    ['pageSize=501', 'query.pageSize'],
    ['kind=ROBOT', 'query.kind'],
    ['role=owner', 'query.role'],
    ['active=yes', 'query.active'],
  ])('list ?%s', async (query, field, message) => {
    await expectRefused('GET', `${area.base}?${query}`, undefined, field, message);
  });

  it('next-code, read and delete with a bad company or record id', async () => {
    await expectRefused('GET', '/api/v1/companies/abc/stakeholders/next-code', undefined, 'params.companyId');
    await expectRefused('GET', `${area.base}/0`, undefined, 'params.id');
    await expectRefused('DELETE', `${area.base}/x`, undefined, 'params.id');
  });

  it.each<[what: string, body: Record<string, unknown>, field: string, message?: string]>([
    [
      'a wrong national id check digit',
      { ...person, nationalId: '0499370898' },
      'body.nationalId',
      'INVALID_NATIONAL_ID',
    ],
    ['a repeated-digit national id', { ...person, nationalId: '1111111111' }, 'body.nationalId', 'INVALID_NATIONAL_ID'],
    [
      "a business's wrong check digit",
      { kind: 'BUSINESS', businessName: 'پخش البرز', nationalId: '10380284791', isCustomer: true, isSupplier: false },
      'body.nationalId',
      'INVALID_LEGAL_NATIONAL_ID',
    ],
    ['neither customer nor supplier', { ...person, isCustomer: false }, 'body.isCustomer', 'ROLE_REQUIRED'],
    ['a bad mobile', { ...person, mobile: '9121234567' }, 'body.mobile', 'INVALID_MOBILE'],
    ['a bad postal code', { ...person, postalCode: '12345' }, 'body.postalCode', 'INVALID_POSTAL_CODE'],
    ['a fractional credit limit', { ...person, creditLimit: 1.5 }, 'body.creditLimit', 'INVALID_AMOUNT'],
    ['a negative credit limit', { ...person, creditLimit: -1 }, 'body.creditLimit', 'INVALID_AMOUNT'],
    ['a code with spaces', { ...person, code: 'A 1' }, 'body.code', 'INVALID_RECORD_CODE'],
    ['a blank first name', { ...person, firstName: '  ' }, 'body.firstName', 'REQUIRED'],
    ['an unknown kind', { ...person, kind: 'ROBOT' }, 'body.kind'],
  ])('create with %s', async (_what, body, field, message) => {
    await expectRefused('POST', area.base, body, field, message);
  });

  it('create with no body or broken JSON', async () => {
    await expectRefused('POST', area.base, undefined, 'body');
    const answer = await area.t.apps.main.request(area.base, {
      method: 'POST',
      headers: { ...area.s.auth, 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=x', 'X-XSRF-TOKEN': 'x' },
      body: '{"kind":',
    });
    expect(answer.status).toBe(400);
    expect(rowsIn(area.t.db, stakeholders)).toBe(0);
  });

  it('update with a bad field leaves the row as it was', async () => {
    const row = insertStakeholder(area.t.db, area.companyId);
    await expectRefused(
      'PUT',
      `${area.base}/${row.id}`,
      { ...person, email: 'not-an-email' },
      'body.email',
      'INVALID_EMAIL',
    );
    await expectRefused('PUT', `${area.base}/abc`, person, 'params.id');
  });
});

describe('stakeholders: a code or national id the company already has is 409 and writes nothing', () => {
  it('refuses a duplicate code on create', async () => {
    insertStakeholder(area.t.db, area.companyId, { code: '1001' });
    const answer = await call(area.t.apps.main, 'POST', area.base, {
      headers: area.s.auth,
      body: { ...person, code: '1001' },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { success: false, message: 'DUPLICATE_CODE', errors: [{ path: 'body.code', message: 'DUPLICATE_CODE' }] },
    });
    expect(rowsIn(area.t.db, stakeholders)).toBe(1);
  });

  it('refuses a duplicate national id on create, and names both clashes at once', async () => {
    insertStakeholder(area.t.db, area.companyId, { code: '1001', nationalId: '0499370899' });
    const byId = await call(area.t.apps.main, 'POST', area.base, {
      headers: area.s.auth,
      body: { ...person, nationalId: '0499370899' },
    });
    expect(byId).toMatchObject({
      status: 409,
      body: {
        message: 'DUPLICATE_NATIONAL_ID',
        errors: [{ path: 'body.nationalId', message: 'DUPLICATE_NATIONAL_ID' }],
      },
    });
    const both = await call(area.t.apps.main, 'POST', area.base, {
      headers: area.s.auth,
      body: { ...person, code: '1001', nationalId: '0499370899' },
    });
    expect(both.body).toMatchObject({
      message: 'DUPLICATE_CODE',
      errors: [
        { path: 'body.code', message: 'DUPLICATE_CODE' },
        { path: 'body.nationalId', message: 'DUPLICATE_NATIONAL_ID' },
      ],
    });
    expect(rowsIn(area.t.db, stakeholders)).toBe(1);
  });

  it("refuses another stakeholder's code or national id on update and leaves the row as it was", async () => {
    insertStakeholder(area.t.db, area.companyId, { code: '1001', nationalId: '0499370899' });
    const row = insertStakeholder(area.t.db, area.companyId, { code: '1002' });
    for (const clash of [{ code: '1001' }, { nationalId: '0499370899' }]) {
      const answer = await call(area.t.apps.main, 'PUT', `${area.base}/${row.id}`, {
        headers: area.s.auth,
        body: { ...person, ...clash },
      });
      expect(answer.status).toBe(409);
    }
    expect(area.t.db.select().from(stakeholders).all()[1]).toEqual(row);
  });

  it('allows the same code and national id in another company', async () => {
    insertStakeholder(area.t.db, insertCompany(area.t.db).id, { code: '1001', nationalId: '0499370899' });
    const answer = await call(area.t.apps.main, 'POST', area.base, {
      headers: area.s.auth,
      body: { ...person, code: '1001', nationalId: '0499370899' },
    });
    expect(answer.status).toBe(201);
  });
});
