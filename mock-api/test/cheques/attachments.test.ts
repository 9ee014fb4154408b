import { attachmentSchema } from '@daftar/contracts/endpoints/attachments';
import { chequePhotoUploadExample } from '@daftar/contracts/examples/attachments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportCompany } from '../../src/domain/backup/export-company.ts';
import { restoreCompany } from '../../src/domain/backup/restore-company.ts';
import { describeAttachments } from '../support/attachments.ts';
import { addMember, insertItem, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { type ChequeBooks, chequeRows, openChequeBooks } from './cheque-books.ts';

describeAttachments({
  title: "a cheque's photo, through the attachments every record shares",
  async open() {
    const k = await openChequeBooks();
    return { ...k, newOwner: async () => (await k.receive()).id, rows: () => chequeRows(k.t.db) };
  },
  files: (companyId, chequeId) => `/api/v1/companies/${companyId}/cheques/${chequeId}/attachments`,
  notFound: 'CHEQUE_NOT_FOUND',
  upload: chequePhotoUploadExample,
  size: 98,
  plainName: '___ __ ______.png',
  otherType: 'image/jpeg',
});

let k: ChequeBooks;
let chequeId: number;
let files: string;
type Upload = { itemInfo: unknown };
const upload = async (path = files, body: Record<string, unknown> = chequePhotoUploadExample) => {
  const answer = await k.api<Upload>('POST', path, body);
  expect(answer.status).toBe(201);
  return attachmentSchema.parse(answer.body.itemInfo);
};
const attachmentRows = () => k.t.db.$client.prepare('select * from attachments order by id').all();
const everyRow = () => ({ ...chequeRows(k.t.db), attachments: attachmentRows() });

describe("a cheque's photo: what only a cheque does with it", () => {
  beforeEach(async () => {
    k = await openChequeBooks();
    chequeId = (await k.receive()).id;
    files = `${k.cheques}/${chequeId}/attachments`;
  });
  afterEach(() => k.t.dispose());

  it('a photo stays with the cheque through its steps, and a final cheque still takes one', async () => {
    await upload();
    await k.step(chequeId, { action: 'DEPOSIT', date: '2026-05-01', bankTafsiliId: k.bank.tafsiliId });
    await k.step(chequeId, { action: 'CLEAR', date: '2026-07-01' });
    await upload(files, { ...chequePhotoUploadExample, fileName: 'back.png' });
    const list = await k.api<{ data: { fileName: string }[] }>('GET', files);
    expect(list.body.data.map((file) => file.fileName)).toEqual(['عکس چک ۸۷۶۵۴۳.png', 'back.png']);
  });

  it('a salesman cannot even list the photos, nor add one', async () => {
    await upload();
    const sales = insertUser(k.t.db, { email: 'sales@example.com' });
    addMember(k.t.db, sales.id, k.b.companyId, 'SALES');
    const s = await signedIn(k.t.db, k.t.config, sales.id);
    const before = everyRow();
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', chequePhotoUploadExample],
    ] as const) {
      const answer = await call(k.t.apps.main, method, files, { headers: s.auth, body });
      expect([answer.status, answer.body.message], method).toEqual([403, 'ROLE_FORBIDDEN']);
    }
    expect(everyRow()).toEqual(before);
  });

  it('removing the invoice payment that recorded the cheque removes its photo in the same transaction', async () => {
    const service = insertItem(k.t.db, k.b.companyId, { kind: 'SERVICE', name: 'نصب', salePrice: 10_000_000 });
    const invoices = `/api/v1/companies/${k.b.companyId}/invoices`;
    const sale = await k.api<{ itemInfo: { id: number } }>('POST', invoices, {
      kind: 'SELL',
      stakeholderId: k.customer,
      issueDate: '2026-05-10',
      lines: [{ itemId: service.id, quantity: 1, unitPrice: 10_000_000 }],
      issue: true,
    });
    const paid = await k.api<{ itemInfo: { payments: { id: number }[] } }>(
      'POST',
      `${invoices}/${sale.body.itemInfo.id}/payments`,
      {
        date: '2026-05-12',
        method: 'CHEQUE',
        amount: 6_000_000,
        reference: '445566',
        chequeDueDate: '2026-06-21',
        cheque: { sayadId: '2222333344445555', bankName: 'بانک صادرات' },
      },
    );
    const paymentId = paid.body.itemInfo.payments[0]?.id;
    const ofPayment = k.t.db.$client.prepare('select id from cheques where invoice_payment_id = ?').get(paymentId) as {
      id: number;
    };
    await upload(`${k.cheques}/${ofPayment.id}/attachments`);
    await upload();
    const removed = await k.api('DELETE', `${invoices}/${sale.body.itemInfo.id}/payments/${paymentId}`);
    expect(removed.status).toBe(200);
    const left = k.t.db.$client.prepare('select owner_kind as kind, owner_id as id from attachments').all();
    expect(left).toEqual([{ kind: 'CHEQUE', id: chequeId }]);
  });

  it('a backup carries the photo, and the restored company’s copy hangs on the restored cheque', async () => {
    await upload();
    const file = exportCompany(k.t.db, k.b.companyId);
    const restored = restoreCompany(k.t.db, k.s.userId, file, { withEmployees: false }).companyId;
    const owner = k.t.db.$client
      .prepare(
        `select a.owner_kind as kind, c.sayad_id as sayadId, a.size from attachments a
         join cheques c on c.id = a.owner_id and c.company_id = a.company_id where a.company_id = ?`,
      )
      .all(restored);
    const sayadId = k.t.db.$client.prepare('select sayad_id as s from cheques where id = ?').get(chequeId) as {
      s: string;
    };
    expect(owner).toEqual([{ kind: 'CHEQUE', sayadId: sayadId.s, size: 98 }]);
  });
});
