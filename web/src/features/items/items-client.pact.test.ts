import { MatchersV3 } from '@pact-foundation/pact';
import { teaExample } from '@daftar/contracts/examples/items';
import { describe, expect, it } from 'vitest';
import * as itemsClient from './items-client.ts';
import { notAMemberPact, signedInPact, firstPage } from '../../lib/api/testing/pact.ts';
import { firstPageQuery, sentQuery } from '../../lib/api/testing/query.ts';
import { isoDateTimeLike, recordCode } from '../../lib/api/testing/matchers.ts';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const isoDateTime = isoDateTimeLike('2025-03-21T08:30:00.000Z');

const itemsState = 'a company of the signed-in user has items';
const itemsParams = { companyId: 1, itemId: 5 };
const ownsCompany = 'the signed-in user owns a company';

/** Item 5 of the provider state, every field matched by type. */
const tea = {
  id: integer(5),
  code: recordCode('1005'),
  kind: regex(/^(PRODUCT|SERVICE)$/, 'PRODUCT'),
  name: string('چای سیاه ممتاز ۵۰۰ گرمی'),
  unit: string('بسته'),
  salePrice: integer(1850000),
  purchasePrice: integer(1400000),
  vatApplicable: boolean(true),
  vatRate: integer(10),
  barcode: string('6260100500013'),
  goodsServiceId: regex(/^\d{13}$/, '2330001234567'),
  category: string('نوشیدنی'),
  trackStock: boolean(true),
  active: boolean(true),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

/** The tea as an update sends it, at a new sale price. */
const teaInput = { ...teaExample, salePrice: 1950000 };

const installInput = {
  kind: 'SERVICE',
  code: '2001',
  name: 'نصب و راه‌اندازی',
  unit: 'ساعت',
  salePrice: 12000000,
  vatApplicable: true,
  vatRate: 10,
  category: 'خدمات',
  trackStock: false,
  active: true,
} as const;

describe('items of a company', () => {
  it('answers one page searched, filtered and sorted', async () => {
    const filters = firstPageQuery({
      q: 'چای',
      sort: '-salePrice',
      kind: 'PRODUCT',
      category: 'نوشیدنی',
      active: 'true',
    });
    await signedInPact(itemsState, itemsParams)
      .uponReceiving('a request for a page of items with search, filters and sort')
      .request('GET /api/v1/companies/1/items', {
        query: sentQuery(filters),
      })
      .answers(200, firstPage(tea))
      .test(async (client) => {
        const page = await itemsClient.listItems(client, 1, filters);
        expect(page.data[0]?.code).toBe('1005');
        expect(page.meta.total).toBe(1);
      });
  });

  it('answers the categories the items use', async () => {
    await signedInPact(itemsState, itemsParams)
      .uponReceiving('a request for the item categories of a company')
      .request('GET /api/v1/companies/1/items/categories')
      .answersList(200, string('نوشیدنی'))
      .test(async (client) => {
        expect(await itemsClient.listItemCategories(client, 1)).toContain('نوشیدنی');
      });
  });

  it('answers the next free item code', async () => {
    await signedInPact(itemsState, itemsParams)
      .uponReceiving('a request for the next item code of a company')
      .request('GET /api/v1/companies/1/items/next-code')
      .answersItem(200, { code: recordCode('1007') })
      .test(async (client) => {
        expect(await itemsClient.nextItemCode(client, 1)).toMatch(/^[A-Za-z0-9-]+$/);
      });
  });

  it('answers one item', async () => {
    await signedInPact(itemsState, itemsParams)
      .uponReceiving('a request for one item')
      .request('GET /api/v1/companies/1/items/5')
      .answersItem(200, tea)
      .test(async (client) => {
        const item = await itemsClient.getItem(client, 1, 5);
        expect(item).toMatchObject({ id: 5, kind: 'PRODUCT', barcode: '6260100500013' });
      });
  });

  it('answers 404 ITEM_NOT_FOUND for an id the company does not have', async () => {
    await signedInPact(ownsCompany, { companyId: 1 })
      .uponReceiving('a request for an item the company does not have')
      .request('GET /api/v1/companies/1/items/999')
      .refusesCall(404, 'ITEM_NOT_FOUND', (client) => itemsClient.getItem(client, 1, 999));
  });

  it('creates a service (201)', async () => {
    await signedInPact(ownsCompany, { companyId: 1 })
      .uponReceiving('a request to create a service')
      .request('POST /api/v1/companies/1/items', { body: installInput })
      .answersItem(201, {
        ...tea,
        id: integer(1),
        code: recordCode('2001'),
        kind: regex(/^(PRODUCT|SERVICE)$/, 'SERVICE'),
        name: string(installInput.name),
        unit: string(installInput.unit),
        salePrice: integer(installInput.salePrice),
        purchasePrice: like(null),
        barcode: like(null),
        goodsServiceId: like(null),
        category: string(installInput.category),
        trackStock: boolean(false),
      })
      .test(async (client) => {
        const created = await itemsClient.createItem(client, 1, installInput);
        expect(created).toMatchObject({ kind: 'SERVICE', code: '2001', purchasePrice: null });
      });
  });

  it('answers 409 DUPLICATE_CODE on the code field when the company has the code', async () => {
    await signedInPact(itemsState, itemsParams)
      .uponReceiving('a request to create an item with a code the company already has')
      .request('POST /api/v1/companies/1/items', { body: { ...installInput, code: '1005' } })
      .refusesCall(
        409,
        'DUPLICATE_CODE',
        (client) => itemsClient.createItem(client, 1, { ...installInput, code: '1005' }),
        [{ path: 'body.code', message: 'DUPLICATE_CODE' }],
      );
  });

  it('answers 400 VALIDATION_FAILED with field errors for a bad body', async () => {
    const bad = { kind: 'SERVICE', name: 'x', unit: 'ساعت', vatApplicable: true, barcode: '6260100500014' } as const;
    await signedInPact(ownsCompany, { companyId: 1 })
      .uponReceiving('a request to create an item with invalid fields')
      .request('POST /api/v1/companies/1/items', { body: bad })
      .answers(400, {
        success: false,
        message: 'VALIDATION_FAILED',
        errors: eachLike({
          path: regex(/^body\.[A-Za-z]+$/, 'body.name'),
          message: regex(/^[A-Z][A-Z0-9_]*$/, 'NAME_TOO_SHORT'),
        }),
      })
      .test(async (client) => {
        const failure = itemsClient.createItem(client, 1, bad);
        await expect(failure).rejects.toMatchObject({ status: 400, serverMessage: 'VALIDATION_FAILED' });
      });
  });

  it('replaces an item’s fields', async () => {
    await signedInPact(itemsState, itemsParams)
      .uponReceiving('a request to update an item')
      .request('PUT /api/v1/companies/1/items/5', { body: teaInput })
      .answersItem(200, { ...tea, salePrice: integer(teaInput.salePrice) })
      .test(async (client) => {
        const saved = await itemsClient.updateItem(client, 1, 5, teaInput);
        expect(saved.salePrice).toBe(1950000);
      });
  });

  it('deletes an item nothing refers to', async () => {
    await signedInPact(itemsState, itemsParams)
      .uponReceiving('a request to delete an item')
      .request('DELETE /api/v1/companies/1/items/5')
      .answersOutcome('DELETED', (client) => itemsClient.removeItem(client, 1, 5));
  });

  it('answers 403 for the items of a company the user does not belong to', async () => {
    await notAMemberPact(
      'a request for the items of someone else’s company',
      'GET /api/v1/companies/2/items',
    ).testRefused((client) => itemsClient.listItems(client, 2));
  });
});
