import { describe, expect, it } from 'vitest';
import { arrangeState } from '../pact/states/context.ts';
import { itemStates } from '../pact/states/items.ts';
import { call } from '../support/http.ts';
import { testAppPer } from '../support/test-app.ts';

const t = testAppPer('test');

/** The consumer's pacts rely on these exact rows; this checks them through the API before any pact exists. */
describe("provider state 'a company of the signed-in user has items'", () => {
  it('serves the tea at the requested ids, beside a service, with both categories', async () => {
    const { headers } = await arrangeState(t, itemStates['a company of the signed-in user has items']);
    const one = await call(t.apps.main, 'GET', '/api/v1/companies/1/items/5', { headers });
    expect(one.body.itemInfo).toMatchObject({
      id: 5,
      code: '1005',
      name: 'چای سیاه ممتاز ۵۰۰ گرمی',
      barcode: '6260100500013',
      salePrice: 1_850_000,
    });
    const page = await call<{ data: { code: string; kind: string }[] }>(
      t.apps.main,
      'GET',
      '/api/v1/companies/1/items?sort=code',
      { headers },
    );
    expect(page.body.data.map(({ code, kind }) => [code, kind])).toEqual([
      ['1005', 'PRODUCT'],
      ['1006', 'SERVICE'],
    ]);
    const categories = await call(t.apps.main, 'GET', '/api/v1/companies/1/items/categories', { headers });
    expect(categories.body).toEqual({ success: true, data: ['خدمات', 'نوشیدنی'] });
  });
});
