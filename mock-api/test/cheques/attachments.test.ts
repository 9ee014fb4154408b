import { attachmentMaxBytes, attachmentSchema } from '@daftar/contracts/endpoints/attachments';
import { chequePhotoPngBase64, chequePhotoUploadExample } from '@daftar/contracts/examples/attachments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportCompany } from '../../src/domain/backup/export-company.ts';
import { restoreCompany } from '../../src/domain/backup/restore-company.ts';
import { addMember, insertCompany, insertItem, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { type ChequeBooks, chequeRows, openChequeBooks } from './cheque-books.ts';

let k: ChequeBooks;
let chequeId: number;
let files: string;
beforeEach(async () => {
  k = await openChequeBooks();
  chequeId = (await k.receive()).id;
  files = `${k.cheques}/${chequeId}/attachments`;
});
afterEach(() => k.t.dispose());

type Upload = { itemInfo: unknown };
const upload = async (path = files, body: Record<string, unknown> = chequePhotoUploadExample) => {
  const answer = await k.api<Upload>('POST', path, body);
  expect(answer.status).toBe(201);
  return attachmentSchema.parse(answer.body.itemInfo);
};
const attachmentRows = () => k.t.db.$client.prepare('select * from attachments order by id').all();
const everyRow = () => ({ ...chequeRows(k.t.db), attachments: attachmentRows() });
const download = (path: string, auth: Record<string, string> = k.s.auth) =>
  k.t.apps.main.request(path, { headers: auth });

describe("a cheque's photo, through the attachments every record shares", () => {
  it('uploads a PNG of the cheque, lists it, answers its bytes and UTF-8 name, deletes it', async () => {
    const attached = await upload();
    expect(attached).toMatchObject({ fileName: 'عکس چک ۸۷۶۵۴۳.png', mediaType: 'image/png', size: 98 });
    expect((await k.api<{ data: unknown[] }>('GET', files)).body.data).toEqual([attached]);

    const file = await download(`${files}/${attached.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('عکس چک ۸۷۶۵۴۳.png')}`,
    );
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(chequePhotoPngBase64);

    expect((await k.api('DELETE', `${files}/${attached.id}`)).status).toBe(200);
    expect((await k.api<{ data: unknown[] }>('GET', files)).body.data).toEqual([]);
    const gone = await k.api('DELETE', `${files}/${attached.id}`);
    expect([gone.status, gone.body.message]).toEqual([404, 'ATTACHMENT_NOT_FOUND']);
  });

  it('a photo stays with the cheque through its steps, and a final cheque still takes one', async () => {
    await upload();
    await k.step(chequeId, { action: 'DEPOSIT', date: '2026-05-01', bankTafsiliId: k.bank.tafsiliId });
    await k.step(chequeId, { action: 'CLEAR', date: '2026-07-01' });
    await upload(files, { ...chequePhotoUploadExample, fileName: 'back.png' });
    const list = await k.api<{ data: { fileName: string }[] }>('GET', files);
    expect(list.body.data.map((file) => file.fileName)).toEqual(['عکس چک ۸۷۶۵۴۳.png', 'back.png']);
  });

  it('a type not allowed, a file over 5 MB, bytes that are not the type, a bad name: 400 on the field, nothing written', async () => {
    const before = everyRow();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...chequePhotoUploadExample, mediaType: 'image/gif' }, 'body.mediaType', 'ATTACHMENT_TYPE_NOT_ALLOWED'],
      [
        { ...chequePhotoUploadExample, data: Buffer.alloc(attachmentMaxBytes + 1, 0x89).toString('base64') },
        'body.data',
        'ATTACHMENT_TOO_LARGE',
      ],
      [{ ...chequePhotoUploadExample, mediaType: 'image/jpeg' }, 'body.data', 'ATTACHMENT_CONTENT_MISMATCH'],
      [{ ...chequePhotoUploadExample, data: 'not base64!' }, 'body.data', 'ATTACHMENT_NOT_BASE64'],
      [{ ...chequePhotoUploadExample, fileName: 'a/b.png' }, 'body.fileName', 'ATTACHMENT_NAME_INVALID'],
    ];
    for (const [body, path, message] of cases) {
      const answer = await k.api<{ errors: { path: string; message: string }[] }>('POST', files, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.errors).toContainEqual({ path, message });
    }
    const unknown = await k.api('POST', `${k.cheques}/999999/attachments`, chequePhotoUploadExample);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'CHEQUE_NOT_FOUND']);
    expect(everyRow()).toEqual(before);
  });

  it('another company: its member is refused, its own path does not reach this cheque’s files', async () => {
    const attached = await upload();
    const outsider = insertUser(k.t.db, { email: 'outsider@example.com' });
    const theirs = insertCompany(k.t.db, { name: 'دیگری' });
    addMember(k.t.db, outsider.id, theirs.id, 'OWNER');
    const them = await signedIn(k.t.db, k.t.config, outsider.id);
    const before = everyRow();
    const as = (method: string, path: string, body?: unknown) =>
      call(k.t.apps.main, method, path, { headers: them.auth, body });
    const viaTheirs = `/api/v1/companies/${theirs.id}/cheques/${chequeId}/attachments`;
    for (const [method, path, body, status, message] of [
      ['GET', files, undefined, 403, 'NOT_A_COMPANY_MEMBER'],
      ['POST', files, chequePhotoUploadExample, 403, 'NOT_A_COMPANY_MEMBER'],
      ['DELETE', `${files}/${attached.id}`, undefined, 403, 'NOT_A_COMPANY_MEMBER'],
      ['GET', viaTheirs, undefined, 404, 'CHEQUE_NOT_FOUND'],
      ['POST', viaTheirs, chequePhotoUploadExample, 404, 'CHEQUE_NOT_FOUND'],
      ['GET', `${viaTheirs}/${attached.id}`, undefined, 404, 'CHEQUE_NOT_FOUND'],
      ['DELETE', `${viaTheirs}/${attached.id}`, undefined, 404, 'CHEQUE_NOT_FOUND'],
    ] as const) {
      const answer = await as(method, path, body);
      expect([answer.status, answer.body.message], `${method} ${path}`).toEqual([status, message]);
    }
    expect(everyRow()).toEqual(before);
  });

  it('a viewer sees and downloads the photo but cannot add or delete one; a salesman cannot even list them', async () => {
    const attached = await upload();
    const viewer = insertUser(k.t.db, { email: 'viewer@example.com' });
    addMember(k.t.db, viewer.id, k.b.companyId, 'VIEWER');
    const v = await signedIn(k.t.db, k.t.config, viewer.id);
    const sales = insertUser(k.t.db, { email: 'sales@example.com' });
    addMember(k.t.db, sales.id, k.b.companyId, 'SALES');
    const s = await signedIn(k.t.db, k.t.config, sales.id);
    expect((await call(k.t.apps.main, 'GET', files, { headers: v.auth })).status).toBe(200);
    expect((await download(`${files}/${attached.id}`, v.auth)).status).toBe(200);
    const before = everyRow();
    for (const [auth, method, path, body] of [
      [v.auth, 'POST', files, chequePhotoUploadExample],
      [v.auth, 'DELETE', `${files}/${attached.id}`, undefined],
      [s.auth, 'GET', files, undefined],
      [s.auth, 'POST', files, chequePhotoUploadExample],
    ] as const) {
      const answer = await call(k.t.apps.main, method, path, { headers: auth, body });
      expect([answer.status, answer.body.message], `${method} ${path}`).toEqual([403, 'ROLE_FORBIDDEN']);
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
