import type { Item } from '@daftar/contracts/endpoints/items';
import { describe, expect, it } from 'vitest';
import { stakeholderRecord } from '../../lib/api/testing/stakeholder.ts';
import { notAMemberPact, signedInPact, firstPage } from '../../lib/api/testing/pact.ts';
import { listInvoices, searchItems, searchStakeholders } from './invoices-client.ts';
import { createStakeholder } from '../../lib/api/stakeholder-record.ts';
import { integer, like, string } from './invoices-pact-fixtures.ts';
import { checkParty, partyValuesFrom } from './party-values.ts';

/**
 * Whole records as the contract answers them (the client parses the answer with the contract's schema); `eachLike`
 * and `like` match every field by type, so the provider's rows need only the same fields set and the same left null.
 */
const customer = stakeholderRecord({
  id: 12,
  code: '1012',
  kind: 'INDIVIDUAL',
  displayName: 'مریم رضایی',
  firstName: 'مریم',
  lastName: 'رضایی',
  nationalId: '0012345679',
  isCustomer: true,
  mobile: '09127654321',
  email: 'customer@example.com',
  province: 'اصفهان',
  city: 'اصفهان',
  address: 'خیابان چهارباغ، پلاک ۳',
  postalCode: '8173845678',
  creditLimit: 20_000_000,
  updatedAt: '2026-04-02T06:00:00.000Z',
});

const product: Item = {
  id: 5,
  code: '1005',
  kind: 'PRODUCT',
  name: 'چای سیاه ممتاز ۵۰۰ گرمی',
  unit: 'بسته',
  salePrice: 1_900_000,
  purchasePrice: 1_450_000,
  vatApplicable: true,
  vatRate: 10,
  barcode: '6260000000024',
  goodsServiceId: '2330001234567',
  category: 'دمنوش',
  trackStock: false,
  active: true,
  createdAt: '2026-04-01T06:00:00.000Z',
  updatedAt: '2026-04-02T06:00:00.000Z',
};

/** What the invoice editor reads besides invoices: its pickers' matches; and the overview refused to strangers. */
describe('the invoice editor’s pickers, and strangers refused', () => {
  it('finds active customers by name for the party picker', async () => {
    await signedInPact('a company of the signed-in user has stakeholders', { companyId: 1, stakeholderId: 7 })
      .uponReceiving('a search for active customers for an invoice')
      .request('GET /api/v1/companies/1/stakeholders', {
        query: { page: '1', pageSize: '20', sort: 'displayName', role: 'customer', active: 'true', q: 'مریم' },
      })
      .answers(200, firstPage(customer))
      .test(async (client) => {
        const found = await searchStakeholders(client, 1, 'customer', 'مریم');
        expect(found[0]?.isCustomer).toBe(true);
      });
  });

  it('finds active items by name for a line’s item picker', async () => {
    await signedInPact('a company of the signed-in user has items', { companyId: 1 })
      .uponReceiving('a search for active items for an invoice line')
      .request('GET /api/v1/companies/1/items', {
        query: { page: '1', pageSize: '20', sort: 'name', active: 'true', q: 'چای' },
      })
      .answers(200, firstPage(product))
      .test(async (client) => {
        const found = await searchItems(client, 1, 'چای');
        expect(found[0]?.unit).toBe('بسته');
      });
  });

  it("creates the editor's new customer from the dialog's essentials (201), the code given by the server", async () => {
    const checked = checkParty({ ...partyValuesFrom('مینا رضایی'), mobile: '۰۹۱۲۱۲۳۴۵۶۷' }, 'SELL');
    if (!checked.ok) throw new Error('the example party is refused');
    await signedInPact('the signed-in user owns a company', { companyId: 1 })
      .uponReceiving("a request to create a customer from the invoice editor's dialog")
      .request('POST /api/v1/companies/1/stakeholders', { body: checked.input })
      .answersItem(201, {
        ...Object.fromEntries(Object.keys(customer).map((key) => [key, like(null)])),
        id: integer(12),
        code: string('1001'),
        kind: string('INDIVIDUAL'),
        displayName: string('مینا رضایی'),
        firstName: string('مینا'),
        lastName: string('رضایی'),
        isCustomer: like(true),
        isSupplier: like(false),
        mobile: string('09121234567'),
        active: like(true),
        createdAt: string(customer.createdAt),
        updatedAt: string(customer.updatedAt),
      })
      .test(async (client) => {
        const created = await createStakeholder(client, 1, checked.input);
        expect(created).toMatchObject({ displayName: 'مینا رضایی', isCustomer: true, mobile: '09121234567' });
      });
  });

  it('answers 403 to the invoices of a company the user is not a member of', async () => {
    await notAMemberPact(
      'a request for the invoices of someone else’s company',
      'GET /api/v1/companies/2/invoices',
    ).testRefused((client) => listInvoices(client, 2, {}));
  });
});
