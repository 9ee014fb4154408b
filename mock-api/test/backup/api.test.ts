import { type CompanyBackup, companyBackupSchema } from '@daftar/contracts/endpoints/company-backup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import type { TestSession } from '../support/session.ts';
import { rowCounts, type SmallCompany, smallCompany } from './small-company.ts';

let c: SmallCompany;
let file: CompanyBackup;
beforeAll(async () => {
  c = await smallCompany();
  const answer = await c.t.apps.main.request(`/api/v1/companies/${c.companyId}/backup`, { headers: c.owner.auth });
  file = companyBackupSchema.parse(await answer.json());
});
afterAll(() => c.t.dispose());

// biome-ignore lint/suspicious/noExplicitAny: the refusal tests break the file in ways its type forbids.
type Broken = Record<string, any>;

const restore = (s: TestSession, body: unknown) =>
  call(c.t.apps.main, 'POST', '/api/v1/companies/restore', { headers: s.auth, body });

describe('GET …/backup: everything the company owns, for its owners and admins', () => {
  it('answers the file as a JSON download with every table the company has rows in', async () => {
    const answer = await c.t.apps.main.request(`/api/v1/companies/${c.companyId}/backup`, { headers: c.owner.auth });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="daftar-company-\d+-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(file.format).toBe('daftar-company');
    expect(file.version).toBe(1);
    for (const table of [
      'accounts',
      'fiscal_years',
      'stakeholders',
      'items',
      'invoices',
      'invoice_lines',
      'vouchers',
      'voucher_lines',
    ]) {
      expect(file.tables[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    expect(file.members.map((member) => member.role).sort()).toEqual(['ACCOUNTANT', 'OWNER', 'VIEWER']);
  });

  it.each([
    ['an accountant', 'accountant', 403, 'ROLE_FORBIDDEN'],
    ['a viewer', 'viewer', 403, 'ROLE_FORBIDDEN'],
    ['someone of another company', 'stranger', 403, 'NOT_A_COMPANY_MEMBER'],
  ] as const)('refuses %s', async (_who, key, status, code) => {
    const answer = await call(c.t.apps.main, 'GET', `/api/v1/companies/${c.companyId}/backup`, {
      headers: c[key].auth,
    });
    expect([answer.status, answer.body.message]).toEqual([status, code]);
  });

  it('refuses a caller who is not signed in', async () => {
    const answer = await call(c.t.apps.main, 'GET', `/api/v1/companies/${c.companyId}/backup`);
    expect(answer.status).toBe(401);
  });
});

describe('POST /companies/restore: a new company from a file', () => {
  it('makes the company with the caller as owner, and its members only when asked', async () => {
    const alone = await restore(c.accountant, { backup: file });
    expect(alone.status).toBe(201);
    const { companyId, employees } = alone.body.itemInfo as { companyId: number; employees: number };
    expect(employees).toBe(0);
    const members = (id: number) =>
      c.t.db.$client
        .prepare('select user_id as userId, role from memberships where company_id = ? order by user_id')
        .all(id);
    expect(members(companyId)).toEqual([{ userId: c.accountant.userId, role: 'OWNER' }]);
    const company = await call(c.t.apps.main, 'GET', `/api/v1/companies/${companyId}`, { headers: c.accountant.auth });
    expect(company.status).toBe(200);

    const together = await restore(c.accountant, { backup: file, withEmployees: true });
    const brought = together.body.itemInfo as { companyId: number; employees: number };
    expect(brought.employees).toBe(2);
    // The caller owns it; the file's owner comes as an admin, the viewer as a viewer.
    expect(members(brought.companyId)).toEqual([
      { userId: c.owner.userId, role: 'ADMIN' },
      { userId: c.accountant.userId, role: 'OWNER' },
      { userId: c.viewer.userId, role: 'VIEWER' },
    ]);
  });

  const damaged = (change: (copy: Broken) => void) => {
    const copy = structuredClone(file) as Broken;
    change(copy);
    return copy;
  };

  it.each([
    [
      'another kind of file',
      (f: Broken) => {
        f.format = 'hesabfa';
      },
      'BACKUP_WRONG_FORMAT',
    ],
    [
      'a newer format version',
      (f: Broken) => {
        f.version = 2;
      },
      'BACKUP_VERSION_TOO_NEW',
    ],
    [
      'a file without its tables',
      (f: Broken) => {
        delete f.tables;
      },
      'BACKUP_DAMAGED',
    ],
    [
      'a table this server does not have',
      (f: Broken) => {
        f.tables.cheque_printers = [];
      },
      'BACKUP_UNKNOWN_TABLE',
    ],
    [
      'a column this server does not have',
      (f: Broken) => {
        f.tables.items[0].colour = 'red';
      },
      'BACKUP_UNKNOWN_COLUMN',
    ],
    [
      'a line on an account the file does not hold',
      (f: Broken) => {
        f.tables.voucher_lines[0].account_id = 999_999;
      },
      'BACKUP_BROKEN_REFERENCE',
    ],
    [
      'an invoice made from one the file does not hold',
      (f: Broken) => {
        f.tables.invoices[0].source_invoice_id = 999_999;
      },
      'BACKUP_BROKEN_REFERENCE',
    ],
    [
      'a row breaking a rule of the books',
      (f: Broken) => {
        f.tables.vouchers[0].total = -5;
      },
      'BACKUP_INVALID_ROW',
    ],
  ])('refuses %s with a code, writing nothing', async (_what, change, code) => {
    const before = rowCounts(c.t);
    const answer = await restore(c.owner, { backup: damaged(change) });
    expect([answer.status, answer.body.message]).toEqual([400, code]);
    expect(rowCounts(c.t)).toEqual(before);
  });

  it('restores a voucher whose document was removed (a payment taken back) with no source id', async () => {
    const orphan = damaged((f: Broken) => {
      const voucher = f.tables.vouchers.find((row: Broken) => row.source_type !== null);
      voucher.source_id = 999_999;
      voucher.description = 'its document was removed';
    });
    const answer = await restore(c.owner, { backup: orphan });
    expect(answer.status).toBe(201);
    const restored = c.t.db.$client
      .prepare('select source_type, source_id from vouchers where company_id = ? and description = ?')
      .get((answer.body.itemInfo as { companyId: number }).companyId, 'its document was removed');
    expect(restored).toMatchObject({ source_id: null });
    expect((restored as { source_type: string | null }).source_type).not.toBeNull();
  });

  it('refuses a body that is no file, and a caller who is not signed in', async () => {
    expect((await restore(c.owner, { withEmployees: true })).status).toBe(400);
    const anonymous = await call(c.t.apps.main, 'POST', '/api/v1/companies/restore', { body: { backup: file } });
    expect(anonymous.status).toBe(401);
  });
});
