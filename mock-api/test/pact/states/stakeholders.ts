import { maryamExample } from '@daftar/contracts/examples/stakeholders';
import { insertStakeholder } from '../../support/factories.ts';
import { type StateSetup, numberParam } from './context.ts';
import { ownedCompany } from './owned-company.ts';

/** Customers and suppliers of a company the signed-in user owns. */
export const stakeholderStates: Record<string, StateSetup> = {
  /** params: companyId, stakeholderId (of «مریم احمدی», code 1007); also a supplier business and an inactive person. */
  'a company of the signed-in user has stakeholders': async (context, params) => {
    const { companyId } = await ownedCompany(context, params);
    insertStakeholder(context.db, companyId, {
      id: numberParam(params, 'stakeholderId', 7),
      code: '1007',
      ...maryamExample,
      phone: null,
      address: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
      notes: null,
    });
    insertStakeholder(context.db, companyId, {
      code: '1008',
      kind: 'BUSINESS',
      businessName: 'پخش البرز',
      nationalId: '10380284790',
      economicCode: '10380284790',
      isCustomer: false,
      isSupplier: true,
      phone: '02144556677',
      city: 'کرج',
    });
    insertStakeholder(context.db, companyId, {
      code: '1009',
      kind: 'INDIVIDUAL',
      firstName: 'کاوه',
      lastName: 'یزدانی',
      isCustomer: true,
      isSupplier: false,
      mobile: '09351112233',
      active: false,
    });
  },
};
