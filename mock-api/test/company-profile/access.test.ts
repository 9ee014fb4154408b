import { armanProfileExample, armanSettingsExample } from '@daftar/contracts/endpoints/company-profile-example';
import { companies } from '@daftar/db/schema/companies';
import { companyProfiles } from '@daftar/db/schema/company-profile';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { type ApiCall, expectEveryAnswer, expectEveryRefusal } from '../support/expect-answers.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { expectUnchanged } from '../support/rows.ts';
import { signedIn, type TestSession } from '../support/session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dataUrlOf, solidPng } from '@daftar/contracts/testing/png';

let t: TestApp;
let s: TestSession;
let theirs: number;
beforeEach(async () => {
  t = createTestApp();
  s = await signedIn(t.db, t.config, insertUser(t.db).id);
  theirs = insertCompany(t.db).id;
  addMember(t.db, s.userId, insertCompany(t.db).id, 'OWNER');
});
afterEach(() => t.dispose());

/** Every call of the profile, logo, settings and dashboard against a company. */
const calls = (companyId: number): ApiCall[] => {
  const base = `/api/v1/companies/${companyId}`;
  return [
    ['GET', `${base}/profile`, undefined],
    ['PUT', `${base}/profile`, armanProfileExample],
    ['GET', `${base}/profile/logo`, undefined],
    ['PUT', `${base}/profile/logo`, { dataUrl: dataUrlOf(solidPng(8, 8)) }],
    ['DELETE', `${base}/profile/logo`, undefined],
    ['GET', `${base}/company-settings`, undefined],
    ['PUT', `${base}/company-settings`, armanSettingsExample],
    ['GET', `${base}/dashboard`, undefined],
  ];
};

const unchanged = (work: () => Promise<void>) =>
  expectUnchanged(t.db, companies, () => expectUnchanged(t.db, companyProfiles, work));

describe('company profile, settings and dashboard: members of the company only', () => {
  it('refuses an owner of another company on every call (403) and writes nothing', async () => {
    await unchanged(() => expectEveryRefusal(t.apps.main, calls(theirs), s.auth, 403, 'NOT_A_COMPANY_MEMBER'));
  });

  it('answers 404 COMPANY_NOT_FOUND for an unknown company', async () => {
    await expectEveryRefusal(t.apps.main, calls(9999), s.auth, 404, 'COMPANY_NOT_FOUND');
  });

  it('answers 401 without a token and writes nothing', async () => {
    await unchanged(() => expectEveryAnswer(t.apps.main, calls(theirs), { status: 401 }));
  });
});
