import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describe, expect, it } from 'vitest';
import { companyAreaPerTest } from '../support/company-member.ts';
import { insertStakeholder } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { rowsIn } from '../support/rows.ts';

const area = companyAreaPerTest('stakeholders', 'ACCOUNTANT');

type One = { itemInfo: Record<string, unknown> & { id: number; code: string } };

const maryam = {
  kind: 'INDIVIDUAL',
  firstName: ' مریم ',
  lastName: 'احمدی',
  nationalId: '0499370899',
  isCustomer: true,
  isSupplier: false,
  mobile: '09121234567',
  email: 'Maryam.Ahmadi@Example.com',
  city: 'تهران',
  creditLimit: 50_000_000,
};

const alborz = {
  kind: 'BUSINESS',
  businessName: 'پخش البرز',
  nationalId: '10380284790',
  economicCode: '10380284790',
  registrationNumber: '123456',
  isCustomer: false,
  isSupplier: true,
};

describe('stakeholders: create, read, update, delete', () => {
  it('creates a person with 201, the next code and a display name, and reads it back', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, { headers: area.s.auth, body: maryam });
    expect(created.status).toBe(201);
    expect(created.body.itemInfo).toMatchObject({
      code: '1001',
      kind: 'INDIVIDUAL',
      displayName: 'مریم احمدی',
      firstName: 'مریم',
      businessName: null,
      email: 'maryam.ahmadi@example.com',
      phone: null,
      creditLimit: 50_000_000,
      active: true,
    });
    expect(created.body.itemInfo).not.toHaveProperty('companyId');
    const read = await call<One>(area.t.apps.main, 'GET', `${area.base}/${created.body.itemInfo.id}`, {
      headers: area.s.auth,
    });
    expect(read).toMatchObject({ status: 200, body: { success: true, itemInfo: created.body.itemInfo } });
  });

  it('creates a business with its ids, and keeps a code the user gave', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, {
      headers: area.s.auth,
      body: { ...alborz, code: 'SUP-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.itemInfo).toMatchObject({
      code: 'SUP-1',
      displayName: 'پخش البرز',
      firstName: null,
      nationalId: '10380284790',
      registrationNumber: '123456',
    });
  });

  it('gives the next code after the largest numeric one, ignoring codes with letters', async () => {
    const answerCode = async () =>
      (await call<One>(area.t.apps.main, 'GET', `${area.base}/next-code`, { headers: area.s.auth })).body.itemInfo.code;
    expect(await answerCode()).toBe('1001');
    insertStakeholder(area.t.db, area.companyId, { code: '1041' });
    insertStakeholder(area.t.db, area.companyId, { code: '7' });
    insertStakeholder(area.t.db, area.companyId, { code: 'A-9999' });
    expect(await answerCode()).toBe('1042');
    const created = await call<One>(area.t.apps.main, 'POST', area.base, { headers: area.s.auth, body: alborz });
    expect(created.body.itemInfo.code).toBe('1042');
  });

  it('replaces every field on PUT: left-out fields become null, the code stays unless given', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, { headers: area.s.auth, body: maryam });
    const id = created.body.itemInfo.id;
    const replaced = await call<One>(area.t.apps.main, 'PUT', `${area.base}/${id}`, {
      headers: area.s.auth,
      body: { kind: 'BUSINESS', businessName: 'کافه احمدی', isCustomer: true, isSupplier: true, active: false },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.itemInfo).toMatchObject({
      id,
      code: '1001',
      kind: 'BUSINESS',
      displayName: 'کافه احمدی',
      firstName: null,
      lastName: null,
      nationalId: null,
      mobile: null,
      email: null,
      creditLimit: null,
      isSupplier: true,
      active: false,
    });
    const recoded = await call<One>(area.t.apps.main, 'PUT', `${area.base}/${id}`, {
      headers: area.s.auth,
      body: { ...maryam, code: 'C-1' },
    });
    expect(recoded.body.itemInfo).toMatchObject({ code: 'C-1', displayName: 'مریم احمدی' });
  });

  it('keeps its own code and national id on PUT without a conflict', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, {
      headers: area.s.auth,
      body: { ...maryam, code: '1001' },
    });
    const again = await call(area.t.apps.main, 'PUT', `${area.base}/${created.body.itemInfo.id}`, {
      headers: area.s.auth,
      body: { ...maryam, code: '1001', notes: 'مشتری عمده' },
    });
    expect(again.status).toBe(200);
  });

  it('deletes a stakeholder (DELETED) and then answers 404 for it', async () => {
    const created = await call<One>(area.t.apps.main, 'POST', area.base, { headers: area.s.auth, body: maryam });
    const path = `${area.base}/${created.body.itemInfo.id}`;
    const deleted = await call(area.t.apps.main, 'DELETE', path, { headers: area.s.auth });
    expect(deleted).toMatchObject({ status: 200, body: { success: true, itemInfo: { outcome: 'DELETED' } } });
    expect(rowsIn(area.t.db, stakeholders)).toBe(0);
    const gone = await call(area.t.apps.main, 'GET', path, { headers: area.s.auth });
    expect(gone).toMatchObject({ status: 404, body: { message: 'STAKEHOLDER_NOT_FOUND' } });
    expect((await call(area.t.apps.main, 'DELETE', path, { headers: area.s.auth })).status).toBe(404);
  });
});
