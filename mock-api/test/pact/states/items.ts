import { teaExample } from '@daftar/contracts/examples/items';
import { addMember, insertCompany, insertItem } from '../../support/factories.ts';
import { type StateSetup, numberParam, signInAs } from './context.ts';

/** Products and services of a company the signed-in user owns. */
export const itemStates: Record<string, StateSetup> = {
  /** params: companyId, itemId (of the tea, code 1005); also a service, code 1006. */
  'a company of the signed-in user has items': async (context, params) => {
    const session = await signInAs(context, 'USER');
    const company = insertCompany(context.db, { id: numberParam(params, 'companyId', 1), name: 'بازرگانی آرمان' });
    addMember(context.db, session.userId, company.id, 'OWNER');
    insertItem(context.db, company.id, { id: numberParam(params, 'itemId', 5), ...teaExample });
    insertItem(context.db, company.id, {
      code: '1006',
      kind: 'SERVICE',
      name: 'نصب و راه‌اندازی',
      unit: 'ساعت',
      salePrice: 12_000_000,
      purchasePrice: null,
      vatApplicable: true,
      vatRate: 10,
      barcode: null,
      category: 'خدمات',
      trackStock: false,
      active: true,
    });
  },
};
