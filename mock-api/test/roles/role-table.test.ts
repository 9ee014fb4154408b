import { readFileSync } from 'node:fs';
import { catalogue } from '@daftar/contracts/catalogue';
import {
  type AreaAction,
  type CompanyArea,
  type CompanyRole,
  companyAreas,
  companyRoles,
  roleAccess,
  roleMay,
} from '@daftar/contracts/endpoints/employees-roles';
import { describe, expect, it } from 'vitest';
import { areaBySegment } from '@daftar/contracts/endpoints/company-area-segments';
import { actionOf, companyAreaOf } from '../../src/auth/roles/company-areas.ts';
import { call } from '../support/http.ts';
import { companyOfEveryRole } from '../support/every-role.ts';

/** A path of the area: its first segment in the middleware's map ('' is the company itself); `other`: unmapped. */
function segmentOf(area: CompanyArea): string {
  if (area === 'other') return 'no-such-area-yet';
  const segment = Object.entries(areaBySegment).find(([, each]) => each === area)?.[0];
  if (segment === undefined) throw new Error(`no path segment maps to the area ${area}`);
  return segment;
}

const roles = companyOfEveryRole();

describe('the role × area table, walked against the API (issue 18)', () => {
  it('answers every role a read (GET) and a write (POST) of every area as roleAccess says', async () => {
    const expected: string[] = [];
    const answered: string[] = [];
    for (const role of companyRoles) {
      for (const area of companyAreas) {
        for (const action of ['read', 'write'] as const satisfies AreaAction[]) {
          const segment = segmentOf(area);
          const path = `/api/v1/companies/${roles.companyId}${segment ? `/${segment}` : ''}`;
          const headers = roles.sessions.get(role)?.auth;
          const send = (method: string) =>
            call(roles.t.apps.main, method, path, { headers, body: action === 'write' ? {} : undefined });
          let answer = await send(action === 'read' ? 'GET' : 'POST');
          // A path that takes no POST answers 405 before any role check: the write it does take meets the roles.
          const write = answer.headers
            .get('Allow')
            ?.split(', ')
            .find((method) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS');
          if (answer.status === 405 && write) answer = await send(write);
          // A path with no write at all refuses every role's write alike; the table's word on it cannot be asked.
          if (answer.status === 405) continue;
          const refused = answer.status === 403 && answer.body.message === 'ROLE_FORBIDDEN';
          answered.push(`${role} ${action} ${area}: ${refused ? 'refused' : 'allowed'}`);
          expected.push(`${role} ${action} ${area}: ${roleMay(role, area, action) ? 'allowed' : 'refused'}`);
        }
      }
    }
    expect(answered).toEqual(expected);
  });

  it('keeps the rules the issue states', () => {
    const writers = (area: CompanyArea) => roleAccess[area].write;
    expect(companyAreas.filter((area) => writers(area).includes('VIEWER'))).toEqual([]);
    for (const area of ['accounting', 'banking', 'treasury', 'money-records', 'dashboard'] as const) {
      expect([area, roleMay('SALES', area, 'read')]).toEqual([area, false]);
    }
    for (const area of ['company', 'employees', 'api-keys'] as const) {
      expect([area, [...writers(area)].sort()]).toEqual([area, ['ADMIN', 'OWNER']]);
    }
    expect(companyAreas.filter((area) => !roleMay('OWNER', area, 'write'))).toEqual([]);
  });
});

describe('the contract catalogue against the middleware', () => {
  it('maps every company-scoped endpoint to a known area (none falls to `other`)', () => {
    const unmapped = catalogue()
      .map(({ endpoint }) => ({ endpoint, scoped: companyAreaOf(endpoint.path.replace(':companyId', '1')) }))
      .filter(({ scoped }) => scoped?.area === 'other')
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(unmapped).toEqual([]);
  });

  it('reads with GET only: no company-scoped GET changes anything, by the names of the calls', () => {
    const writesByGet = catalogue()
      .filter(({ endpoint }) => companyAreaOf(endpoint.path.replace(':companyId', '1')))
      .filter(({ endpoint }) => actionOf(endpoint.method) === 'read')
      .filter(({ endpoint }) => /^(create|update|remove|delete|add|issue|cancel|revoke|invite)/.test(endpoint.name))
      .map(({ endpoint }) => endpoint.name);
    expect(writesByGet).toEqual([]);
  });
});

/** The product page's table, as `roleAccess` renders it: the document cannot drift from what the API enforces. */
function documentedTable(): string {
  const mark = (allowed: readonly CompanyRole[], role: CompanyRole) => (allowed.includes(role) ? '✓' : '—');
  const rows = companyAreas.map(
    (area) =>
      `| ${area} | ${companyRoles
        .map((role) => `${mark(roleAccess[area].read, role)} / ${mark(roleAccess[area].write, role)}`)
        .join(' | ')} |`,
  );
  return [`| area | ${companyRoles.join(' | ')} |`, `| --- |${' --- |'.repeat(companyRoles.length)}`, ...rows].join(
    '\n',
  );
}

describe('docs/product.md', () => {
  it('prints the role table the middleware enforces (read / write per role)', () => {
    const page = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');
    const table = documentedTable();
    expect(page.includes(table), `docs/product.md should hold, under the company roles:\n${table}`).toBe(true);
  });
});

describe('the company path however it is spelt', () => {
  it('reads the company id as the routes do, so no spelling skips the role check', () => {
    for (const path of [
      '/api/v1/companies/1/employees',
      '/api/v1/companies/01/employees',
      '/api/v1/companies/%31/employees',
    ]) {
      expect([path, companyAreaOf(path)]).toEqual([path, { companyId: 1, area: 'employees' }]);
    }
    // The company itself, with no segment after its id, is the company area and checked as such.
    expect(companyAreaOf('/api/v1/companies/7')).toEqual({ companyId: 7, area: 'company' });
    // Only a path that starts as a company's: another API's path that holds one further on is none of its business.
    for (const path of [
      '/api/v1/companies/join',
      '/api/v1/companies/0/items',
      '/api/v1/companies/x/items',
      '/pay/api/v1/companies/1/items',
    ]) {
      expect([path, companyAreaOf(path)]).toEqual([path, undefined]);
    }
  });
});
