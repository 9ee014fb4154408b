import type { StakeholderInput } from '@daftar/contracts/endpoints/stakeholders';
import { maryamExample } from '@daftar/contracts/examples/stakeholders';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { nextStakeholderCode, listStakeholders, removeStakeholder, updateStakeholder } from './stakeholders-client.ts';
import { createStakeholder, getStakeholder } from '../../lib/api/stakeholder-record.ts';
import { notAMemberPact, signedInPact, firstPage } from '../../lib/api/testing/pact.ts';
import { firstPageQuery, sentQuery } from '../../lib/api/testing/query.ts';
import { isoDateTimeLike, recordCode } from '../../lib/api/testing/matchers.ts';

const { boolean, integer, like, regex, string } = MatchersV3;

const isoDateTime = isoDateTimeLike('2025-03-21T08:30:00.000Z');

const stakeholdersState = 'a company of the signed-in user has stakeholders';
const stakeholdersParams = { companyId: 1, stakeholderId: 7 };
const ownsCompany = 'the signed-in user owns a company';

/** Stakeholder 7 of the provider state, every field matched by type. */
const maryam = {
  id: integer(7),
  code: recordCode('1007'),
  kind: regex(/^(INDIVIDUAL|BUSINESS)$/, 'INDIVIDUAL'),
  displayName: string('مریم احمدی'),
  firstName: string('مریم'),
  lastName: string('احمدی'),
  businessName: like(null),
  nationalId: string('0499370899'),
  economicCode: like(null),
  registrationNumber: like(null),
  isCustomer: boolean(true),
  isSupplier: boolean(false),
  mobile: string('09121234567'),
  phone: like(null),
  email: string('maryam.ahmadi@example.com'),
  province: string('تهران'),
  city: string('تهران'),
  address: string('خیابان ولیعصر، کوچه بهار، پلاک ۱۲'),
  postalCode: string('1968913111'),
  creditLimit: integer(50000000),
  notes: like(null),
  active: boolean(true),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

/** Maryam's fields as a create sends them: no code, so the company's next code is given. */
const maryamNew: StakeholderInput = { ...maryamExample, creditLimit: 75000000 };
const maryamInput: StakeholderInput = { ...maryamNew, code: '1007' };

const alborzInput: StakeholderInput = {
  kind: 'BUSINESS',
  businessName: 'پخش البرز',
  nationalId: '10380284790',
  economicCode: '411114356788',
  registrationNumber: '12345',
  isCustomer: false,
  isSupplier: true,
  mobile: '09351234567',
  phone: '02634567890',
  email: 'sales@alborz.example',
  province: 'البرز',
  city: 'کرج',
  address: 'بلوار جمهوری، پلاک ۱۲',
  postalCode: '3134567890',
  creditLimit: 0,
  notes: 'تأمین‌کنندهٔ اصلی لبنیات',
  active: true,
};

const alborz = {
  id: integer(1),
  code: recordCode('1001'),
  kind: regex(/^(INDIVIDUAL|BUSINESS)$/, 'BUSINESS'),
  displayName: string('پخش البرز'),
  firstName: like(null),
  lastName: like(null),
  businessName: string('پخش البرز'),
  nationalId: string('10380284790'),
  economicCode: string('411114356788'),
  registrationNumber: string('12345'),
  isCustomer: boolean(false),
  isSupplier: boolean(true),
  mobile: string('09351234567'),
  phone: string('02634567890'),
  email: string('sales@alborz.example'),
  province: string('البرز'),
  city: string('کرج'),
  address: string('بلوار جمهوری، پلاک ۱۲'),
  postalCode: string('3134567890'),
  creditLimit: integer(0),
  notes: string('تأمین‌کنندهٔ اصلی لبنیات'),
  active: boolean(true),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

describe('stakeholders of a company', () => {
  it('answers one page searched, filtered and sorted', async () => {
    const query = firstPageQuery({
      sort: 'displayName',
      q: 'مریم',
      kind: 'INDIVIDUAL',
      role: 'customer',
      active: 'true',
    });
    await signedInPact(stakeholdersState, stakeholdersParams)
      .uponReceiving('a request for a page of stakeholders with search, filters and sort')
      .request('GET /api/v1/companies/1/stakeholders', { query: sentQuery(query) })
      .answers(200, firstPage(maryam))
      .test(async (client) => {
        const page = await listStakeholders(client, 1, query);
        expect(page.data[0]?.code).toBe('1007');
        expect(page.meta.total).toBe(1);
      });
  });

  it('answers the next free stakeholder code', async () => {
    await signedInPact(stakeholdersState, stakeholdersParams)
      .uponReceiving('a request for the next stakeholder code of a company')
      .request('GET /api/v1/companies/1/stakeholders/next-code')
      .answersItem(200, { code: recordCode('1010') })
      .test(async (client) => {
        expect(await nextStakeholderCode(client, 1)).toMatch(/^[A-Za-z0-9-]+$/);
      });
  });

  it('answers one stakeholder by id', async () => {
    await signedInPact(stakeholdersState, stakeholdersParams)
      .uponReceiving('a request for a stakeholder of the company')
      .request('GET /api/v1/companies/1/stakeholders/7')
      .answersItem(200, maryam)
      .test(async (client) => {
        const stakeholder = await getStakeholder(client, 1, 7);
        expect(stakeholder.displayName).toBe('مریم احمدی');
      });
  });

  it('answers 404 for an id the company does not have', async () => {
    await signedInPact(stakeholdersState, stakeholdersParams)
      .uponReceiving('a request for a stakeholder the company does not have')
      .request('GET /api/v1/companies/1/stakeholders/999999')
      .refusesCall(404, 'STAKEHOLDER_NOT_FOUND', (client) => getStakeholder(client, 1, 999999));
  });

  it('creates a stakeholder (201) with the next free code', async () => {
    await signedInPact(ownsCompany, { companyId: 1 })
      .uponReceiving('a request to create a business stakeholder')
      .request('POST /api/v1/companies/1/stakeholders', { body: alborzInput })
      .answersItem(201, alborz)
      .test(async (client) => {
        const created = await createStakeholder(client, 1, alborzInput);
        expect(created.kind).toBe('BUSINESS');
        expect(created.code).toBeTruthy();
      });
  });

  it('answers 409 to a national id the company already has, naming the field', async () => {
    const duplicate: StakeholderInput = { ...maryamNew, lastName: 'کریمی' };
    await signedInPact(stakeholdersState, stakeholdersParams)
      .uponReceiving('a request to create a stakeholder with a national id the company has')
      .request('POST /api/v1/companies/1/stakeholders', { body: duplicate })
      .refusesCall(409, 'DUPLICATE_NATIONAL_ID', (client) => createStakeholder(client, 1, duplicate), [
        { path: 'body.nationalId', message: 'DUPLICATE_NATIONAL_ID' },
      ]);
  });

  it('answers 400 with field errors to a body the contract rejects', async () => {
    // The client sends what it is given (the form validates); a wrong check digit reaches the server's own check.
    const badCheckDigit: StakeholderInput = { ...maryamNew, nationalId: '0499370898' };
    await signedInPact(ownsCompany, { companyId: 1 })
      .uponReceiving('a request to create a stakeholder with a wrong national id check digit')
      .request('POST /api/v1/companies/1/stakeholders', { body: badCheckDigit })
      .refusesCall(400, 'VALIDATION_FAILED', (client) => createStakeholder(client, 1, badCheckDigit), [
        { path: 'body.nationalId', message: 'INVALID_NATIONAL_ID' },
      ]);
  });

  it('replaces a stakeholder’s fields', async () => {
    await signedInPact(stakeholdersState, stakeholdersParams)
      .uponReceiving('a request to update a stakeholder')
      .request('PUT /api/v1/companies/1/stakeholders/7', { body: maryamInput })
      // PUT replaces: the address the body leaves out is cleared.
      .answersItem(200, { ...maryam, address: like(null), creditLimit: integer(75000000) })
      .test(async (client) => {
        const updated = await updateStakeholder(client, 1, 7, maryamInput);
        expect(updated.creditLimit).toBe(75000000);
      });
  });

  it('deletes a stakeholder nothing refers to', async () => {
    await signedInPact(stakeholdersState, stakeholdersParams)
      .uponReceiving('a request to delete a stakeholder')
      .request('DELETE /api/v1/companies/1/stakeholders/7')
      .answersOutcome('DELETED', (client) => removeStakeholder(client, 1, 7));
  });

  it('answers 403 to a list of a company the user is not a member of', async () => {
    await notAMemberPact(
      'a request for the stakeholders of someone else’s company',
      'GET /api/v1/companies/2/stakeholders',
    ).testRefused((client) => listStakeholders(client, 2, {}));
  });
});
