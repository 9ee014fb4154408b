import type { ItemInput } from '../endpoints/items.ts';

/**
 * The items area's worked example, one record every side arranges and checks alike: the provider state's item 5
 * (code 1005), the SPA's form and pact tests and the in-process API tests. A test changes what it is about on a
 * copy (`{ ...teaExample, salePrice: … }`).
 */
export const teaExample = {
  kind: 'PRODUCT',
  code: '1005',
  name: 'چای سیاه ممتاز ۵۰۰ گرمی',
  unit: 'بسته',
  salePrice: 1_850_000,
  purchasePrice: 1_400_000,
  vatApplicable: true,
  vatRate: 10,
  barcode: '6260100500013',
  goodsServiceId: '2330001234567',
  category: 'نوشیدنی',
  trackStock: true,
  active: true,
} as const satisfies ItemInput;

/**
 * A service as a create sends it, its keys in alphabetical order: the Idempotency-Key pact's provider state writes it
 * first with the same key, and the API tells a repeat from another request by the request's text, so the state must
 * send the very bytes the verifier replays from the pact file (whose keys Pact keeps in alphabetical order).
 */
export const installExample = {
  active: true,
  category: 'خدمات',
  code: '2001',
  kind: 'SERVICE',
  name: 'نصب و راه‌اندازی',
  salePrice: 12_000_000,
  trackStock: false,
  unit: 'ساعت',
  vatApplicable: true,
  vatRate: 10,
} as const satisfies ItemInput;
