import { installExample, teaExample } from '@daftar/contracts/examples/items';
import { insertItem } from '../../support/factories.ts';
import { call } from '../../support/http.ts';
import { type StateSetup, numberParam, stringParam } from './context.ts';
import { ownedCompany } from './owned-company.ts';

/** Products and services of a company the signed-in user owns. */
export const itemStates: Record<string, StateSetup> = {
  /** params: companyId, itemId (of the tea, code 1005); also a service, code 1006. */
  'a company of the signed-in user has items': async (context, params) => {
    const { companyId } = await ownedCompany(context, params);
    insertItem(context.db, companyId, { id: numberParam(params, 'itemId', 5), ...teaExample });
    insertItem(context.db, companyId, {
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

  /**
   * params: companyId, key. "Committed, answer lost": the service (installExample) is created with the key while the
   * fault lab drops the answer, so the API has written it and remembers the key, and the client heard nothing.
   */
  'a service was created with an Idempotency-Key and its answer lost': async (context, params) => {
    const { main, lab } = context;
    if (!main || !lab) throw new Error('this state calls the main app with the fault lab on');
    const { session, companyId } = await ownedCompany(context, params);
    lab.rules.add({
      name: 'answer-lost',
      match: { host: 'main', method: 'POST', path: '/**' },
      respond: { kind: 'answer-lost' },
      times: 1,
    });
    const lost = await call(main, 'POST', `/api/v1/companies/${companyId}/items`, {
      body: installExample,
      headers: { Authorization: `Bearer ${session.token}`, 'Idempotency-Key': stringParam(params, 'key', 'k') },
    });
    if (lost.status !== 502) throw new Error(`the write's answer was not lost (${lost.status})`);
  },
};
