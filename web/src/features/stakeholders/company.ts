import { activeCompanyId } from '../../lib/session/active-company.ts';

/**
 * The active company of the signed-in area. The session guard sends a user without companies to /register before
 * any screen here loads, so a missing one is a bug, not a state to show.
 */
export function currentCompanyId(): number {
  const companyId = activeCompanyId();
  if (companyId === null) throw new Error('stakeholders: no active company');
  return companyId;
}
