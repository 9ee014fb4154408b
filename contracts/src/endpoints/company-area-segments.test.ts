import { describe, expect, it } from 'vitest';
import { areaBySegment, areaOfSegment } from './company-area-segments.ts';
import type { CompanyArea } from './employees-roles.ts';

/**
 * The rule each company path answers to, written out by area as the role documentation gives it: a segment under
 * the wrong area lets a role read or write what it must not (people's reports under sales), and one missing falls to
 * `other`.
 */
const segmentsByArea: Record<Exclude<CompanyArea, 'other'>, string[]> = {
  company: ['', 'profile', 'info', 'settings', 'company-settings', 'company-profile', 'logo', 'payment-methods'],
  employees: ['employees'],
  'api-keys': ['api-keys'],
  activities: ['activities'],
  dashboard: ['dashboard'],
  stakeholders: ['stakeholders'],
  items: ['items'],
  invoices: ['invoices', 'invoice-settings', 'delivery-notes', 'deliveries', 'returns', 'invoice-returns', 'estimates'],
  'sales-reports': ['sales-reports', 'saved-reports'],
  pay: ['pay', 'terminals', 'pay-links'],
  accounting: ['accounting', 'reports', 'people-reports', 'vat'],
  treasury: ['treasury', 'cash-boxes', 'bank-accounts', 'cheques', 'cheque-books', 'due-cheques', 'transfers'],
  'money-records': ['money-records', 'income', 'incomes', 'expense', 'expenses'],
  banking: ['banking', 'bank'],
  backup: ['backup'],
};

describe("the area of a company path's first segment", () => {
  it('puts each segment under its area, and no segment under two', () => {
    const answered = Object.values(segmentsByArea)
      .flat()
      .map((segment) => `${segment} → ${areaOfSegment(segment)}`);
    const expected = Object.entries(segmentsByArea).flatMap(([area, segments]) =>
      segments.map((segment) => `${segment} → ${area}`),
    );
    expect(answered).toEqual(expected);
    expect(Object.keys(areaBySegment).sort()).toEqual(Object.values(segmentsByArea).flat().sort());
  });

  it('answers `other` for a segment not listed, an object property name among them', () => {
    for (const segment of ['no-such-area-yet', 'constructor', 'toString', '__proto__', 'Invoices']) {
      expect(areaOfSegment(segment)).toBe('other');
    }
  });
});
