import type { StakeholderInput } from '../endpoints/stakeholders.ts';

/**
 * The stakeholders area's worked example, one person every side arranges and checks alike: «مریم احمدی», the
 * provider state's stakeholder 7 (code 1007), the SPA's form and pact tests. Without a code, as a create sends it;
 * a test changes what it is about on a copy (`{ ...maryamExample, creditLimit: … }`).
 */
export const maryamExample = {
  kind: 'INDIVIDUAL',
  firstName: 'مریم',
  lastName: 'احمدی',
  nationalId: '0499370899',
  isCustomer: true,
  isSupplier: false,
  mobile: '09121234567',
  email: 'maryam.ahmadi@example.com',
  province: 'تهران',
  city: 'تهران',
  postalCode: '1968913111',
  creditLimit: 50_000_000,
  active: true,
} as const satisfies StakeholderInput;
