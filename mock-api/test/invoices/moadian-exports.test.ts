import type { MoadianExport, MoadianExports } from '@daftar/contracts/endpoints/invoices-moadian';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { moadianInvoiceSchema } from '@daftar/contracts/endpoints/invoices-moadian';
import { describe, expect, it } from 'vitest';
import { type ApiCall, expectEveryRefusal } from '../support/expect-answers.ts';
import { addMember, insertCompany, insertItem, insertStakeholder } from '../support/factories.ts';
import { allRows, openInvoiceBooks } from './invoice-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

let tea: number;
let buyer: number;
const k = booksPerTest(openInvoiceBooks, async (books) => {
  const db = books.t.db;
  db.$client.prepare('update companies set economic_code = ? where id = ?').run('411111111111', books.b.companyId);
  tea = insertItem(db, books.b.companyId, { name: 'چای سبز', goodsServiceId: '2330000604708' }).id;
  buyer = insertStakeholder(db, books.b.companyId, {
    kind: 'BUSINESS',
    businessName: 'پخش البرز',
    economicCode: '14000000001',
    nationalId: '10101704295',
  }).id;
  await books.api('PUT', `/api/v1/companies/${books.b.companyId}/invoice-settings`, {
    sellPrefix: '',
    purchasePrefix: '',
    moadianMemoryId: 'A1B2C3',
  });
});

type Refusal = { message: string; errors?: { path: string; message: string }[] };

const einvoice = (quantity = 4, overrides: Record<string, unknown> = {}) => ({
  kind: 'SELL',
  stakeholderId: buyer,
  issueDate: '2026-05-10',
  einvoiceType: 1,
  einvoicePattern: 1,
  lines: [{ itemId: tea, quantity, unitPrice: 1_000_000, vatRate: 10 }],
  issue: true,
  ...overrides,
});

const exportsPath = (id: number, companyId = k.b.companyId) =>
  `/api/v1/companies/${companyId}/invoices/${id}/moadian/exports`;

async function issue(quantity = 4): Promise<Invoice> {
  return (await k.api<{ itemInfo: Invoice }>('POST', k.base, einvoice(quantity))).body.itemInfo;
}

/** Each subject's refusal code now (null: allowed). */
async function offered(id: number): Promise<Record<number, string | null>> {
  const answer = await k.api<{ itemInfo: MoadianExports }>('GET', exportsPath(id));
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.itemInfo.subjects.map(({ subject, refusal }) => [subject, refusal]));
}

async function exported(id: number, subject: number): Promise<MoadianExport> {
  const answer = await k.api<{ itemInfo: MoadianExport }>('POST', exportsPath(id), { subject });
  expect(answer.status).toBe(201);
  return answer.body.itemInfo;
}

/** A refused export: 409 (or the status given) with the code, and nothing written. */
async function refused(id: number, subject: unknown, code: string, status = 409) {
  const before = allRows(k.t.db);
  const answer = await k.api<Refusal>('POST', exportsPath(id), { subject });
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message: code });
  expect(allRows(k.t.db)).toEqual(before);
  return answer.body;
}

const returnOf = (invoice: Invoice, quantity: number) =>
  k.api('POST', `${k.base}/${invoice.id}/returns`, {
    date: '2026-05-20',
    lines: [{ invoiceLineId: invoice.lines[0]?.id, quantity }],
  });

describe('e-invoice exports: original, correction, return and cancellation, each referring to the one before', () => {
  it('walks the chain: ins 1, then 2 after an edit, 4 after a return, 3 once all came back', async () => {
    const invoice = await issue();
    expect(await offered(invoice.id)).toEqual({
      1: null,
      2: 'EINVOICE_NOT_SENT',
      3: 'EINVOICE_NOT_SENT',
      4: 'EINVOICE_NOT_SENT',
    });
    const original = await exported(invoice.id, 1);
    expect(original).toMatchObject({ subject: 1, referenceTaxId: null });
    expect(original.document.header).toMatchObject({ ins: 1, irtaxid: null, inno: '0000000001', tbill: 4_400_000 });
    expect(await offered(invoice.id)).toEqual({
      1: 'EINVOICE_ALREADY_SENT',
      2: 'EINVOICE_UNCHANGED',
      3: 'INVOICE_NOT_CANCELLED',
      4: 'EINVOICE_NO_NEW_RETURN',
    });
    // What the list offers is what an export of it answers.
    await refused(invoice.id, 1, 'EINVOICE_ALREADY_SENT');
    await refused(invoice.id, 2, 'EINVOICE_UNCHANGED');
    await refused(invoice.id, 4, 'EINVOICE_NO_NEW_RETURN');

    // Edited while its voucher is temporary: 4 → 5, so a correction is due.
    const edit = await k.api<{ itemInfo: Invoice }>(
      'PUT',
      `${k.base}/${invoice.id}`,
      einvoice(5, { issue: undefined }),
    );
    expect(edit.status).toBe(200);
    const edited = edit.body.itemInfo;
    expect((await offered(invoice.id))[2]).toBeNull();
    const correction = await exported(invoice.id, 2);
    expect(correction).toMatchObject({ subject: 2, referenceTaxId: original.taxId });
    expect(correction.document.header).toMatchObject({
      ins: 2,
      irtaxid: original.taxId,
      inno: '1000000001',
      indatim: original.document.header.indatim,
      tbill: 5_500_000,
    });
    expect(correction.taxId).not.toBe(original.taxId);
    expect(correction.document.body[0]).toMatchObject({ am: 5, fee: 1_000_000, tsstam: 5_500_000 });

    // 2 of the 5 come back: a return export carries the 3 left, referring to the correction.
    expect((await returnOf(edited, 2)).status).toBe(201);
    expect(await offered(invoice.id)).toMatchObject({ 2: null, 3: 'INVOICE_NOT_CANCELLED', 4: null });
    const back = await exported(invoice.id, 4);
    expect(back.document.header).toMatchObject({ ins: 4, irtaxid: correction.taxId, inno: '1000000002' });
    expect(back.document.body).toEqual([expect.objectContaining({ am: 3, fee: 1_000_000, adis: 3_000_000 })]);
    expect(back.document.header.tbill).toBe(3_300_000);
    expect((await offered(invoice.id))[4]).toBe('EINVOICE_NO_NEW_RETURN');

    // The rest comes back: nothing is left to sell, so it is cancelled, not returned.
    expect((await returnOf(edited, 3)).status).toBe(201);
    expect(await offered(invoice.id)).toMatchObject({
      2: 'EINVOICE_FULLY_RETURNED',
      3: null,
      4: 'EINVOICE_FULLY_RETURNED',
    });
    await refused(invoice.id, 4, 'EINVOICE_FULLY_RETURNED');
    const cancellation = await exported(invoice.id, 3);
    expect(cancellation.document.header).toMatchObject({ ins: 3, irtaxid: back.taxId, inno: '1000000003' });
    expect(cancellation.document.body).toEqual(back.document.body);
    expect(moadianInvoiceSchema.parse(cancellation.document)).toEqual(cancellation.document);
    expect(Object.values(await offered(invoice.id)).every((code) => code !== null)).toBe(true);
    await refused(invoice.id, 2, 'EINVOICE_CANCELLED');

    const history = (await k.api<{ itemInfo: MoadianExports }>('GET', exportsPath(invoice.id))).body.itemInfo;
    expect(history.exports.map(({ subject }) => subject)).toEqual([3, 4, 2, 1]);
    expect(history.exports.map(({ referenceTaxId }) => referenceTaxId)).toEqual([
      back.taxId,
      correction.taxId,
      original.taxId,
      null,
    ]);
  });

  it('cancels an e-invoice cancelled in the books, referring to the original; serials go on across invoices', async () => {
    const first = await issue();
    const original = await exported(first.id, 1);
    await refused(first.id, 3, 'INVOICE_NOT_CANCELLED');
    expect((await k.api('POST', `${k.base}/${first.id}/cancel`, {})).status).toBe(200);
    expect(await offered(first.id)).toMatchObject({ 1: 'EINVOICE_ALREADY_SENT', 2: 'INVOICE_CANCELLED', 3: null });
    await refused(first.id, 4, 'INVOICE_CANCELLED');
    const cancellation = await exported(first.id, 3);
    expect(cancellation.document.header).toMatchObject({ ins: 3, irtaxid: original.taxId, inno: '1000000001' });

    const second = await issue(2);
    await exported(second.id, 1);
    await k.api('PUT', `${k.base}/${second.id}`, einvoice(1, { issue: undefined }));
    expect((await exported(second.id, 2)).document.header.inno).toBe('1000000002');
  });

  it('refuses what does not apply, writing nothing', async () => {
    const draft = (await k.api<{ itemInfo: Invoice }>('POST', k.base, einvoice(1, { issue: false }))).body.itemInfo;
    await refused(draft.id, 1, 'INVOICE_NOT_ISSUED');
    await refused(draft.id, 2, 'EINVOICE_NOT_SENT');
    const neverSent = await issue();
    await k.api('POST', `${k.base}/${neverSent.id}/cancel`, {});
    await refused(neverSent.id, 3, 'EINVOICE_NOT_SENT');
    await refused(neverSent.id, 1, 'INVOICE_NOT_ISSUED');
    const plain = (
      await k.api<{ itemInfo: Invoice }>('POST', k.base, einvoice(1, { einvoiceType: null, einvoicePattern: null }))
    ).body.itemInfo;
    await refused(plain.id, 1, 'EINVOICE_TYPE_MISSING');
    const invoice = await issue();
    await refused(invoice.id, 5, 'VALIDATION_FAILED', 400);
    await refused(invoice.id, '1', 'VALIDATION_FAILED', 400);
    k.t.db.$client.prepare('update items set goods_service_id = null where id = ?').run(tea);
    const incomplete = await refused(invoice.id, 1, 'EINVOICE_INCOMPLETE');
    expect(incomplete.errors).toEqual([{ path: 'body.lines.0.itemId', message: 'GOODS_SERVICE_ID_MISSING' }]);
    expect((await offered(invoice.id))[1]).toBe('EINVOICE_INCOMPLETE');
    await k.api('PUT', `/api/v1/companies/${k.b.companyId}/invoice-settings`, {
      sellPrefix: '',
      purchasePrefix: '',
      moadianMemoryId: '',
    });
    await refused(invoice.id, 1, 'MOADIAN_MEMORY_ID_MISSING');
  });

  it("another company's member: 404 INVOICE_NOT_FOUND; a non-member: 403; nothing written", async () => {
    const invoice = await issue();
    const calls = (companyId: number): ApiCall[] => [
      ['GET', exportsPath(invoice.id, companyId), undefined],
      ['POST', exportsPath(invoice.id, companyId), { subject: 1 }],
    ];
    const other = insertCompany(k.t.db).id;
    addMember(k.t.db, k.s.userId, other);
    const before = allRows(k.t.db);
    await expectEveryRefusal(k.t.apps.main, calls(other), k.s.auth, 404, 'INVOICE_NOT_FOUND');
    k.t.db.$client.prepare('delete from memberships where company_id = ?').run(k.b.companyId);
    await expectEveryRefusal(k.t.apps.main, calls(k.b.companyId), k.s.auth, 403, 'NOT_A_COMPANY_MEMBER');
    expect(allRows(k.t.db)).toEqual(before);
  });
});
