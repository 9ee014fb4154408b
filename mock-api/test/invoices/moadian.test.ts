import type { MoadianExport } from '@daftar/contracts/endpoints/invoices-moadian';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { moadianInvoiceSchema } from '@daftar/contracts/endpoints/invoices-moadian';
import { verhoeffValid } from '@daftar/contracts/invoices/moadian';
import { describe, expect, it } from 'vitest';
import { insertItem, insertStakeholder } from '../support/factories.ts';
import { allRows, openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

let sstItem: number;
let sstService: number;
let buyer: number;
const k = booksPerTest(openInvoiceBooks, async (books) => {
  const db = books.t.db;
  db.$client.prepare('update companies set economic_code = ? where id = ?').run('411111111111', books.b.companyId);
  sstItem = insertItem(db, books.b.companyId, { name: 'چای سبز', goodsServiceId: '2330000604708' }).id;
  sstService = insertItem(db, books.b.companyId, { kind: 'SERVICE', name: 'نصب', goodsServiceId: '2720000114542' }).id;
  buyer = insertStakeholder(db, books.b.companyId, {
    kind: 'BUSINESS',
    businessName: 'پخش البرز',
    economicCode: '14000000001',
    nationalId: '10101704295',
    postalCode: '1234567890',
  }).id;
  await books.api('PUT', `/api/v1/companies/${books.b.companyId}/invoice-settings`, {
    sellPrefix: '',
    purchasePrefix: '',
    moadianMemoryId: 'a1b2c3',
  });
});

type One = { itemInfo: Invoice };
type Refusal = { message: string; errors?: { path: string; message: string }[] };

const einvoice = (overrides: Record<string, unknown> = {}) => ({
  kind: 'SELL',
  stakeholderId: buyer,
  issueDate: '2026-05-10',
  einvoiceType: 1,
  einvoicePattern: 1,
  lines: [
    { itemId: sstItem, quantity: 2.5, unitPrice: 1_000_000, discountType: 'AMOUNT', discountValue: 100_000 },
    { itemId: sstService, quantity: 1, unitPrice: 3_000_000, vatRate: 10 },
  ],
  issue: true,
  ...overrides,
});

async function refused(body: Record<string, unknown>, status = 400) {
  const before = allRows(k.t.db);
  const answer = await k.api<Refusal>('POST', k.base, body);
  expect(answer.status).toBe(status);
  expect(allRows(k.t.db)).toEqual(before);
  return answer.body;
}

describe('e-invoice (Moadian) fields on a sell invoice', () => {
  it('stores the type and pattern and answers them', async () => {
    const made = await k.api<One>('POST', k.base, einvoice());
    expect(made.status).toBe(201);
    expect(made.body.itemInfo).toMatchObject({ status: 'ISSUED', einvoiceType: 1, einvoicePattern: 1 });
    const plain = await k.api<One>('POST', k.base, einvoice({ einvoiceType: undefined, einvoicePattern: undefined }));
    expect(plain.body.itemInfo).toMatchObject({ einvoiceType: null, einvoicePattern: null });
  });

  it('refuses a type 1 e-invoice without the buyer’s economic code or national id, under the party', async () => {
    const bare = insertStakeholder(k.t.db, k.b.companyId, { firstName: 'مریم', lastName: 'کاظمی' }).id;
    const body = await refused(einvoice({ stakeholderId: bare }));
    expect(body).toMatchObject({
      message: 'EINVOICE_INCOMPLETE',
      errors: [{ path: 'body.stakeholderId', message: 'BUYER_ID_MISSING' }],
    });
    // Type 2 (a final consumer) needs no buyer's ids.
    const made = await k.api<One>('POST', k.base, einvoice({ stakeholderId: bare, einvoiceType: 2 }));
    expect(made.status).toBe(201);
  });

  it('refuses a line whose item has no 13-digit goods or service id, under that line', async () => {
    const body = await refused(
      einvoice({
        lines: [
          { itemId: sstItem, quantity: 1, unitPrice: 10 },
          { itemId: k.product, quantity: 1, unitPrice: 10 },
        ],
      }),
    );
    expect(body.errors).toEqual([{ path: 'body.lines.1.itemId', message: 'GOODS_SERVICE_ID_MISSING' }]);
  });

  it('refuses without the seller’s economic code; issuing a draft later is refused the same way', async () => {
    k.t.db.$client.prepare('update companies set economic_code = null where id = ?').run(k.b.companyId);
    const body = await refused(einvoice());
    expect(body.errors).toEqual([{ path: 'body.einvoiceType', message: 'SELLER_ECONOMIC_CODE_MISSING' }]);
    const draft = await k.api<One>('POST', k.base, einvoice({ issue: false }));
    expect(draft.status).toBe(201);
    const before = allRows(k.t.db);
    const issue = await k.api<Refusal>('POST', `${k.base}/${draft.body.itemInfo.id}/issue`);
    expect(issue.status).toBe(400);
    expect(issue.body.message).toBe('EINVOICE_INCOMPLETE');
    expect(allRows(k.t.db)).toEqual(before);
  });

  it('refuses bad values: type and pattern out of range, a pattern alone, header discounts, a purchase', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ einvoiceType: 4 }, 'body.einvoiceType', 'INVALID_EINVOICE_TYPE'],
      [{ einvoicePattern: 9 }, 'body.einvoicePattern', 'INVALID_EINVOICE_PATTERN'],
      [{ einvoiceType: null }, 'body.einvoiceType', 'EINVOICE_TYPE_REQUIRED'],
      [{ einvoicePattern: null }, 'body.einvoicePattern', 'EINVOICE_PATTERN_REQUIRED'],
      [{ shipping: 50_000 }, 'body.shipping', 'EINVOICE_LINE_DISCOUNTS_ONLY'],
      [{ discount: 50_000 }, 'body.discount', 'EINVOICE_LINE_DISCOUNTS_ONLY'],
    ];
    for (const [overrides, path, message] of cases) {
      const body = await refused(einvoice(overrides));
      expect(body.errors).toContainEqual(expect.objectContaining({ path, message }));
    }
    const purchase = await refused(einvoice({ kind: 'PURCHASE', stakeholderId: k.supplier }));
    expect(purchase.errors).toEqual([{ path: 'body.einvoiceType', message: 'EINVOICE_SELL_ONLY' }]);
  });

  it('refuses an edit of an issued e-invoice that would leave it incomplete, writing nothing', async () => {
    const made = (await k.api<One>('POST', k.base, einvoice())).body.itemInfo;
    const before = allRows(k.t.db);
    const edit = await k.api<Refusal>('PUT', `${k.base}/${made.id}`, {
      ...einvoice({ lines: [{ itemId: k.product, quantity: 1, unitPrice: 10 }] }),
      kind: undefined,
      issue: undefined,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual([{ path: 'body.lines.0.itemId', message: 'GOODS_SERVICE_ID_MISSING' }]);
    expect(allRows(k.t.db)).toEqual(before);
  });
});

describe('POST …/invoices/{id}/moadian/exports: the original (ins 1)', () => {
  const moadianOf = async (id: number) => {
    const before = allRows(k.t.db);
    const answer = await k.api<{ itemInfo: MoadianExport } & Refusal>('POST', `${k.base}/${id}/moadian/exports`, {
      subject: 1,
    });
    if (answer.status !== 201) expect(allRows(k.t.db)).toEqual(before);
    return answer;
  };

  it('answers the issued e-invoice in the system’s shape: header, lines and payments', async () => {
    const made = (await k.api<One>('POST', k.base, einvoice())).body.itemInfo;
    await k.api('POST', `${k.base}/${made.id}/payments`, {
      date: '2026-05-12',
      method: 'CHEQUE',
      amount: 1_000_000,
      reference: '778899',
      chequeDueDate: '2026-06-01',
      cheque: { sayadId: '7788990011223344', bankName: 'بانک ملت' },
    });
    const answer = await moadianOf(made.id);
    expect(answer.status).toBe(201);
    const { header, body, payments } = moadianInvoiceSchema.parse(answer.body.itemInfo.document);
    expect(answer.body.itemInfo).toMatchObject({ subject: 1, taxId: header.taxid, referenceTaxId: null });
    expect(header.taxid).toMatch(/^A1B2C3[0-9A-F]{15}\d$/);
    expect(header.taxid.slice(11, 21)).toBe('0000000001');
    expect(header).toMatchObject({
      indatim: Date.parse('2026-05-10T08:30:00Z'),
      inty: 1,
      inp: 1,
      ins: 1,
      inno: '0000000001',
      tins: '411111111111',
      tob: 2,
      bid: '10101704295',
      tinb: '14000000001',
      bpc: '1234567890',
      tprdis: 5_500_000,
      tdis: 100_000,
      tadis: 5_400_000,
      tvam: 540_000,
      tbill: 5_940_000,
      setm: 3,
      cap: 1_000_000,
      insp: 4_940_000,
    });
    expect(header.tbill).toBe(made.grandTotal);
    expect(body).toEqual([
      expect.objectContaining({
        sstid: '2330000604708',
        sstt: 'چای سبز',
        am: 2.5,
        fee: 1_000_000,
        prdis: 2_500_000,
        dis: 100_000,
        adis: 2_400_000,
        vra: 10,
        vam: 240_000,
        tsstam: 2_640_000,
      }),
      expect.objectContaining({
        sstid: '2720000114542',
        am: 1,
        fee: 3_000_000,
        prdis: 3_000_000,
        dis: 0,
        vam: 300_000,
        tsstam: 3_300_000,
      }),
    ]);
    expect(payments).toEqual([
      expect.objectContaining({ pmt: 1, trn: '778899', pdt: Date.parse('2026-05-12T08:30:00Z'), pv: 1_000_000 }),
    ]);
    // The check digit covers the decimal form: A1B2C3 → 65 1 66 2 67 3, the days, the serial.
    const days = String(Number.parseInt(header.taxid.slice(6, 11), 16)).padStart(6, '0');
    expect(verhoeffValid(`651662673${days}000000000001${header.taxid[21]}`)).toBe(true);
  });

  it('409 for a draft, a cancelled invoice, a plain invoice, a purchase, and without a memory id', async () => {
    const draft = (await k.api<One>('POST', k.base, einvoice({ issue: false }))).body.itemInfo;
    expect((await moadianOf(draft.id)).body.message).toBe('INVOICE_NOT_ISSUED');
    const cancelled = (await k.api<One>('POST', k.base, einvoice())).body.itemInfo;
    await k.api('POST', `${k.base}/${cancelled.id}/cancel`, {});
    expect((await moadianOf(cancelled.id)).body.message).toBe('INVOICE_NOT_ISSUED');
    const plain = (await k.api<One>('POST', k.base, einvoice({ einvoiceType: null, einvoicePattern: null }))).body;
    expect((await moadianOf(plain.itemInfo.id)).body.message).toBe('EINVOICE_TYPE_MISSING');
    const purchase = (
      await k.api<One>('POST', k.base, {
        ...einvoice({ kind: 'PURCHASE', stakeholderId: k.supplier }),
        einvoiceType: null,
        einvoicePattern: null,
      })
    ).body.itemInfo;
    expect((await moadianOf(purchase.id)).body.message).toBe('EINVOICE_SELL_ONLY');
    const issued = (await k.api<One>('POST', k.base, einvoice())).body.itemInfo;
    await k.api('PUT', `/api/v1/companies/${k.b.companyId}/invoice-settings`, {
      sellPrefix: '',
      purchasePrefix: '',
      moadianMemoryId: '',
    });
    const missing = await moadianOf(issued.id);
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 409,
      message: 'MOADIAN_MEMORY_ID_MISSING',
    });
  });

  it('409 EINVOICE_INCOMPLETE when an item lost its goods or service id after the invoice was issued', async () => {
    const made = (await k.api<One>('POST', k.base, einvoice())).body.itemInfo;
    k.t.db.$client.prepare('update items set goods_service_id = null where id = ?').run(sstService);
    const answer = await moadianOf(made.id);
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual([{ path: 'body.lines.1.itemId', message: 'GOODS_SERVICE_ID_MISSING' }]);
  });
});

describe('invoice settings: the memory id', () => {
  const settingsPath = () => `/api/v1/companies/${k.b.companyId}/invoice-settings`;

  it('is upper-cased and kept when an update leaves it out', async () => {
    expect((await k.api<{ itemInfo: object }>('GET', settingsPath())).body.itemInfo).toMatchObject({
      moadianMemoryId: 'A1B2C3',
    });
    await k.api('PUT', settingsPath(), { sellPrefix: 'S-', purchasePrefix: '' });
    expect((await k.api<{ itemInfo: object }>('GET', settingsPath())).body.itemInfo).toEqual({
      sellPrefix: 'S-',
      purchasePrefix: '',
      moadianMemoryId: 'A1B2C3',
    });
  });

  it('refuses one that is not 6 letters or digits, writing nothing', async () => {
    const before = allRows(k.t.db);
    const answer = await k.api<Refusal>('PUT', settingsPath(), {
      sellPrefix: 'Z',
      purchasePrefix: '',
      moadianMemoryId: 'AB-12',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'body.moadianMemoryId', message: 'INVALID_MEMORY_ID' }]);
    expect(allRows(k.t.db)).toEqual(before);
    expect(k.t.db.$client.prepare('select memory_id from company_moadian_settings').all()).toEqual([
      { memory_id: 'A1B2C3' },
    ]);
  });
});
