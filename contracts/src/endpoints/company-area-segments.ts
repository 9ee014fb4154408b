import type { CompanyArea } from './employees-roles.ts';

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
  'cheque-books': 'treasury',
  'due-cheques': 'treasury',
  transfers: 'treasury',
  'money-records': 'money-records',
  income: 'money-records',
  incomes: 'money-records',
  expense: 'money-records',
  expenses: 'money-records',
  banking: 'banking',
  bank: 'banking',
  backup: 'backup',
};

/** The area of a company path's first segment after the company id; `other` for a segment not listed. */
export function areaOfSegment(segment: string): CompanyArea {
  return Object.hasOwn(areaBySegment, segment) ? (areaBySegment[segment] as CompanyArea) : 'other';
}
