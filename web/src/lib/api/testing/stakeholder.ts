import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';

/** What a stakeholder record holds when only its identity was filled in: every optional field null. */
const blank = {
  firstName: null,
  lastName: null,
  businessName: null,
  nationalId: null,
  economicCode: null,
  registrationNumber: null,
  isCustomer: false,
  isSupplier: false,
  mobile: null,
  phone: null,
  email: null,
  province: null,
  city: null,
  address: null,
  postalCode: null,
  creditLimit: null,
  notes: null,
  active: true,
  createdAt: '2026-04-01T06:00:00.000Z',
  updatedAt: '2026-04-01T06:00:00.000Z',
} as const satisfies Omit<Stakeholder, 'id' | 'code' | 'kind' | 'displayName'>;

type Given = Pick<Stakeholder, 'id' | 'code' | 'kind' | 'displayName'> & Partial<Stakeholder>;

/**
 * A stakeholder as the API answers it, with the fields a test is about and the rest empty. The fields keep the
 * API's order, so a pact recording it is the same as one written out field by field.
 */
export function stakeholderRecord(given: Given): Stakeholder {
  const { id, code, kind, displayName, ...fields } = given;
  return { id, code, kind, displayName, ...blank, ...fields };
}
