import { type CompanyRole, companyRoles } from '@daftar/contracts/endpoints/employees-roles';
import { afterAll, beforeAll } from 'vitest';
import { addMember, insertCompany, insertUser } from './factories.ts';
import { signedIn, type TestSession } from './session.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { madeInHooks } from './made-in-hooks.ts';

/** One company with a signed-in member of each role, and the app they call. */
export interface EveryRoleCompany {
  t: TestApp;
  companyId: number;
  /** Each role's member's session. */
  sessions: Map<CompanyRole, TestSession>;
}

/**
 * A company with a member of every role, made once for the file (called at its top) and disposed of after its last
 * test: a walk of every role over the routes reads `roles.t`, `roles.companyId` and `roles.sessions` inside a test.
 */
export function companyOfEveryRole(): EveryRoleCompany {
  const company = madeInHooks<EveryRoleCompany>(
    ['t', 'companyId', 'sessions'],
    'The company of every role is made before the tests: read it inside a test.',
  );
  beforeAll(async () => {
    const t = createTestApp();
    const companyId = insertCompany(t.db).id;
    const sessions = new Map<CompanyRole, TestSession>();
    for (const role of companyRoles) {
      const s = await signedIn(t.db, t.config, insertUser(t.db).id);
      addMember(t.db, s.userId, companyId, role);
      sessions.set(role, s);
    }
    company.set({ t, companyId, sessions });
  });
  afterAll(() => company.current()?.t.dispose());
  return company.view;
}
