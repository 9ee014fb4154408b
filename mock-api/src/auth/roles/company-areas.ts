import type { AreaAction, CompanyArea } from '@daftar/contracts/endpoints/employees-roles';

/**
 * The first path segment after `/api/v1/companies/{companyId}` → the area whose rule applies. One place, so a
 * new endpoint under a known segment is covered the day it lands; a segment missing here falls to `other` (every
 * member reads, owners, admins and accountants write) until it is added, and the catalogue test names it.
 */
export const areaBySegment: Readonly<Record<string, CompanyArea>> = {
  '': 'company',
  profile: 'company',
  info: 'company',
  settings: 'company',
  'company-settings': 'company',
  'company-profile': 'company',
  logo: 'company',
  'payment-methods': 'company',
  employees: 'employees',
  'api-keys': 'api-keys',
  activities: 'activities',
  dashboard: 'dashboard',
  stakeholders: 'stakeholders',
  items: 'items',
  invoices: 'invoices',
  'invoice-settings': 'invoices',
  'delivery-notes': 'invoices',
  deliveries: 'invoices',
  returns: 'invoices',
  'invoice-returns': 'invoices',
  estimates: 'invoices',
  'sales-reports': 'sales-reports',
  'saved-reports': 'sales-reports',
  pay: 'pay',
  terminals: 'pay',
  'pay-links': 'pay',
  accounting: 'accounting',
  reports: 'accounting',
  'people-reports': 'accounting',
  vat: 'accounting',
  treasury: 'treasury',
  'cash-boxes': 'treasury',
  'bank-accounts': 'treasury',
  cheques: 'treasury',
  transfers: 'treasury',
  'money-records': 'money-records',
  income: 'money-records',
  incomes: 'money-records',
  expense: 'money-records',
  expenses: 'money-records',
  banking: 'banking',
  bank: 'banking',
};

const companyPath = /^\/api\/v1\/companies\/([^/]+)(?:\/([^/]*))?/;

/**
 * A company-scoped path's company and area; undefined for any other path (`/api/v1/companies/join` too). The id is
 * read as the routes' `z.coerce.number()` reads it (`01` and `%31` are company 1), so no spelling of a company's
 * path reaches a handler unchecked; one that is no positive integer is left to the route's own 400.
 */
export function companyAreaOf(path: string): { companyId: number; area: CompanyArea } | undefined {
  const match = companyPath.exec(path);
  if (!match) return undefined;
  const companyId = Number(safeDecode(match[1] ?? ''));
  if (!Number.isInteger(companyId) || companyId <= 0) return undefined;
  return { companyId, area: areaOfSegment(safeDecode(match[2] ?? '')) };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function areaOfSegment(segment: string): CompanyArea {
  return Object.hasOwn(areaBySegment, segment) ? (areaBySegment[segment] as CompanyArea) : 'other';
}

/** GET (and HEAD) read; every other method writes. */
export function actionOf(method: string): AreaAction {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}
