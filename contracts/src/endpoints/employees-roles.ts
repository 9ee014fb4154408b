import { z } from 'zod';

/**
 * A member's role in a company (issue 18). Not the user-level role of SPEC §3 (ADMIN = may edit translations).
 * OWNER: one per company, everything, and the only one who hands ownership on. ADMIN: everything but that.
 * ACCOUNTANT: the books and every document, not the company, its employees or its API keys. SALES: customers,
 * items, invoices and payments, never the books or banking. VIEWER: reads what an accountant reads, writes nothing.
 */
export const companyRoles = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER'] as const;
export const companyRoleSchema = z.enum(companyRoles, { error: 'INVALID_ROLE' });
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/** The roles an invitation or a role change may give: ownership only moves by a transfer. */
export const assignableRoles = ['ADMIN', 'ACCOUNTANT', 'SALES', 'VIEWER'] as const;
export const assignableRoleSchema = z.enum(assignableRoles, { error: 'INVALID_ROLE' });
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/**
 * The areas of a company's API, each one or more path segments after `/api/v1/companies/{companyId}`
 * (`mock-api/src/auth/roles/company-areas.ts` maps them). `other` is a segment no area claims yet.
 */
export const companyAreas = [
  'company',
  'employees',
  'api-keys',
  'activities',
  'dashboard',
  'stakeholders',
  'items',
  'invoices',
  'sales-reports',
  'pay',
  'accounting',
  'treasury',
  'money-records',
  'banking',
  'backup',
  'other',
] as const;
export const companyAreaSchema = z.enum(companyAreas, { error: 'UNKNOWN_AREA' });
export type CompanyArea = z.infer<typeof companyAreaSchema>;

export type AreaAction = 'read' | 'write';

const everyone: readonly CompanyRole[] = companyRoles;
const managers: readonly CompanyRole[] = ['OWNER', 'ADMIN'];
const bookkeepers: readonly CompanyRole[] = ['OWNER', 'ADMIN', 'ACCOUNTANT'];
const booksReaders: readonly CompanyRole[] = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'VIEWER'];
const traders: readonly CompanyRole[] = ['OWNER', 'ADMIN', 'ACCOUNTANT', 'SALES'];

/**
 * Who may read (GET) and write (any other method) each area: the one table the mock API enforces, docs/product.md
 * prints and `mock-api/test/roles/role-table.test.ts` walks. A VIEWER never writes; SALES never sees the books
 * (accounting and its reports, treasury, income and expense, the dashboard's balances) or banking; only OWNER
 * and ADMIN manage the company, its employees and its API keys.
 */
export const roleAccess: Readonly<Record<CompanyArea, Readonly<Record<AreaAction, readonly CompanyRole[]>>>> = {
  company: { read: everyone, write: managers },
  employees: { read: managers, write: managers },
  'api-keys': { read: managers, write: managers },
  activities: { read: managers, write: managers },
  dashboard: { read: booksReaders, write: bookkeepers },
  stakeholders: { read: everyone, write: traders },
  items: { read: everyone, write: traders },
  invoices: { read: everyone, write: traders },
  'sales-reports': { read: everyone, write: traders },
  pay: { read: everyone, write: traders },
  accounting: { read: booksReaders, write: bookkeepers },
  treasury: { read: booksReaders, write: bookkeepers },
  'money-records': { read: booksReaders, write: bookkeepers },
  banking: { read: booksReaders, write: bookkeepers },
  backup: { read: managers, write: managers },
  other: { read: everyone, write: bookkeepers },
};

export function roleMay(role: CompanyRole, area: CompanyArea, action: AreaAction): boolean {
  return roleAccess[area][action].includes(role);
}

/** The areas an API key may be given: a key never manages keys or people, nor takes the whole company out. */
export const apiKeyAreas = companyAreas.filter(
  (area): area is Exclude<CompanyArea, 'api-keys' | 'employees' | 'backup' | 'other'> =>
    area !== 'api-keys' && area !== 'employees' && area !== 'backup' && area !== 'other',
);
