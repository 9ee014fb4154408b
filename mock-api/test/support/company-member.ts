import { afterEach, beforeEach } from 'vitest';
import type { MembershipRow } from '@daftar/db/schema/companies';
import { addMember, insertCompany, insertUser } from './factories.ts';
import { signedIn, type TestSession } from './session.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { madeInHooks } from './made-in-hooks.ts';

/** Where most tests start: a fresh app (with `options`) and a user signed in to it. */
export async function appWithSignedInUser(
  options?: Parameters<typeof createTestApp>[0],
): Promise<{ t: TestApp; s: TestSession }> {
  const t = createTestApp(options);
  return { t, s: await signedIn(t.db, t.config, insertUser(t.db).id) };
}

/**
 * Where a company area's tests start: a fresh app, and a signed-in user who is `role` of one new company. API:
 * `({ t, s, companyId } = await memberOfNewCompany())` in `beforeEach`, `t.dispose()` in `afterEach`.
 */
export async function memberOfNewCompany(
  role: MembershipRow['role'] = 'OWNER',
): Promise<{ t: TestApp; s: TestSession; companyId: number }> {
  const { t, s } = await appWithSignedInUser();
  const companyId = insertCompany(t.db).id;
  addMember(t.db, s.userId, companyId, role);
  return { t, s, companyId };
}

/** One test's company area: the app, the signed-in member, their company and the area's path in it. */
export interface CompanyArea {
  t: TestApp;
  s: TestSession;
  companyId: number;
  /** `/api/v1/companies/<companyId>/<area>`. */
  base: string;
}

/**
 * `memberOfNewCompany` for every test of a file: called at the top of the file, it starts each test with a fresh
 * app and a member (`role`) of a new company, and disposes of the app after the test. Read its fields inside a
 * test: `area.t.db`, `area.s.auth`, `area.base`.
 */
export function companyAreaPerTest(path: string, role: MembershipRow['role'] = 'OWNER'): CompanyArea {
  const area = madeInHooks<CompanyArea>(
    ['t', 's', 'companyId', 'base'],
    'The company area is made before each test: read it inside a test.',
  );
  beforeEach(async () => {
    const member = await memberOfNewCompany(role);
    area.set({ ...member, base: `/api/v1/companies/${member.companyId}/${path}` });
  });
  afterEach(() => area.current()?.t.dispose());
  return area.view;
}
