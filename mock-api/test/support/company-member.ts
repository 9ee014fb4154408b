import type { MembershipRow } from '@daftar/db/schema/companies';
import { addMember, insertCompany, insertUser } from './factories.ts';
import { signedIn, type TestSession } from './session.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Where a company area's tests start: a fresh app, and a signed-in user who is `role` of one new company. API:
 * `({ t, s, companyId } = await memberOfNewCompany())` in `beforeEach`, `t.dispose()` in `afterEach`.
 */
export async function memberOfNewCompany(
  role: MembershipRow['role'] = 'MEMBER',
): Promise<{ t: TestApp; s: TestSession; companyId: number }> {
  const t = createTestApp();
  const s = await signedIn(t.db, t.config, insertUser(t.db).id);
  const companyId = insertCompany(t.db).id;
  addMember(t.db, s.userId, companyId, role);
  return { t, s, companyId };
}
