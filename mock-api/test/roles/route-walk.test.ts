import { catalogue } from '@daftar/contracts/catalogue';
import { type CompanyArea, companyRoles, roleMay } from '@daftar/contracts/endpoints/employees-roles';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { companyOfEveryRole } from '../support/every-role.ts';

/**
 * Every company route the router has, walked by every role: refused (403 ROLE_FORBIDDEN) exactly where `roleAccess`
 * says for the area the route's contract belongs to, and a GET's HEAD read like the GET. The routes come from the
 * router itself; the area a route must answer to comes from its contract's group in the catalogue, so a route put
 * under the wrong area by the middleware's map (people's reports under sales) shows here.
 */
const roleAreaOfGroup: Record<string, CompanyArea> = {
  companies: 'company',
  'company-profile': 'company',
  'payment-methods': 'company',
  'company-activities': 'activities',
  dashboard: 'dashboard',
  employees: 'employees',
  'api-keys': 'api-keys',
  stakeholders: 'stakeholders',
  items: 'items',
  'stakeholder-imports': 'stakeholders',
  'item-imports': 'items',
  'tafsili-imports': 'accounting',
  'account-imports': 'accounting',
  'opening-balance-imports': 'accounting',
  invoices: 'invoices',
  'invoice-recurring': 'invoices',
  'invoice-pdf': 'invoices',
  'invoice-moadian': 'invoices',
  'money-records': 'money-records',
  accounting: 'accounting',
  treasury: 'treasury',
  cheques: 'treasury',
  'people-reports': 'accounting',
  'sales-reports': 'sales-reports',
  'company-backup': 'backup',
};
// The pay and banking groups' routes live outside the company's path (the pay host, the bank-token API): the
// middleware's map reaches them only by their segment, which role-table.test.ts walks.

const companyPrefix = '/api/v1/companies/:companyId';
const isCompanyPath = (path: string) => path === companyPrefix || path.startsWith(`${companyPrefix}/`);

const roles = companyOfEveryRole();

/** The router's company routes: method and path, middleware (`ALL`) left out. */
function companyRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return roles.t.apps.main.routes
    .filter((route) => route.method !== 'ALL' && isCompanyPath(route.path))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`))
    .map(({ method, path }) => ({ method, path }));
}

/** The catalogue's group of each company endpoint, by `METHOD path`. */
const groupOf = new Map(
  catalogue()
    .filter(({ endpoint }) => endpoint.host === 'main' && isCompanyPath(endpoint.path))
    .map(({ area, endpoint }) => [`${endpoint.method} ${endpoint.path}`, area]),
);

const concrete = (path: string) =>
  path.replace(':companyId', String(roles.companyId)).replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '1');

describe('every company route, every role (from the router)', () => {
  it('the router has the company routes of every area, each with a contract in an area the rules know', () => {
    const routes = companyRoutes();
    const unknown = routes.filter(({ method, path }) => !roleAreaOfGroup[groupOf.get(`${method} ${path}`) ?? '']);
    expect(unknown).toEqual([]);
    const areas = new Set(routes.map(({ method, path }) => roleAreaOfGroup[groupOf.get(`${method} ${path}`) ?? '']));
    expect([...areas].sort()).toEqual([...new Set(Object.values(roleAreaOfGroup))].sort());
    expect(routes.length).toBe(groupOf.size);
  });

  it('refuses a role exactly where roleAccess says, for each route’s own area; a GET’s HEAD reads like the GET', async () => {
    const answered: string[] = [];
    const expected: string[] = [];
    for (const { method, path } of companyRoutes()) {
      const area = roleAreaOfGroup[groupOf.get(`${method} ${path}`) ?? ''];
      if (!area) continue;
      for (const role of companyRoles) {
        const headers = roles.sessions.get(role)?.auth;
        const asks = method === 'GET' ? ['GET', 'HEAD'] : [method];
        for (const ask of asks) {
          const write = ask !== 'GET' && ask !== 'HEAD';
          const answer = await call(roles.t.apps.main, ask, concrete(path), { headers, body: write ? {} : undefined });
          // A HEAD answer has no body: its 403 is the refusal.
          const refused =
            answer.status === 403 &&
            (ask === 'HEAD' || (answer.body as { message?: string }).message === 'ROLE_FORBIDDEN');
          answered.push(`${role} ${ask} ${path}: ${refused ? 'refused' : 'allowed'}`);
          expected.push(
            `${role} ${ask} ${path}: ${roleMay(role, area, write ? 'write' : 'read') ? 'allowed' : 'refused'}`,
          );
        }
      }
    }
    expect(answered).toEqual(expected);
  }, 120_000);
});
