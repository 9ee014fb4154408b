import { attachmentMaxBytes, attachmentSchema } from '@daftar/contracts/endpoints/attachments';
import { receiptPdfBase64, receiptUploadExample } from '@daftar/contracts/examples/attachments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { addMember, insertCompany, insertUser } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { signedIn } from '../support/session.ts';
import { allRows, expenseBody, type MoneyBooks, openMoneyBooks } from './money-books.ts';

let k: MoneyBooks;
let recordId: number;
let files: string;
beforeEach(async () => {
  k = await openMoneyBooks();
  const created = await k.api<{ itemInfo: { id: number; voucherId: number } }>('POST', k.base, expenseBody(k));
  recordId = created.body.itemInfo.id;
  files = `${k.base}/${recordId}/attachments`;
});
afterEach(() => k.t.dispose());

type Upload = { itemInfo: ReturnType<typeof attachmentSchema.parse> };
const upload = async (body: Record<string, unknown> = receiptUploadExample) => {
  const answer = await k.api<Upload>('POST', files, body);
  expect(answer.status).toBe(201);
  return attachmentSchema.parse(answer.body.itemInfo);
};
const attachmentRows = () => k.t.db.$client.prepare('select * from attachments order by id').all();
const everyRow = () => ({ ...allRows(k.t.db), attachments: attachmentRows() });

/** The raw answer of a download (the JSON helper would try to parse the PDF). */
const download = (path: string, auth: Record<string, string> = k.s.auth) =>
  k.t.apps.main.request(path, { headers: auth });

describe('attachments of an income or expense record', () => {
  it('uploads a PDF, lists it, answers its bytes with type and UTF-8 name, deletes it', async () => {
    const attached = await upload();
    expect(attached).toMatchObject({
      fileName: 'رسید اجاره اردیبهشت.pdf',
      mediaType: 'application/pdf',
      size: 592,
      uploadedBy: k.b.userId,
    });
    const list = await k.api<{ data: unknown[] }>('GET', files);
    expect(list.body.data).toEqual([attached]);

    // From the SPA's origin, as a browser asks: the CORS headers come with the file too.
    const file = await download(`${files}/${attached.id}`, { ...k.s.auth, Origin: 'http://localhost:5173' });
    expect(file.status).toBe(200);
    expect(file.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-length')).toBe('592');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="____ _____ ________.pdf"; filename*=UTF-8''${encodeURIComponent('رسید اجاره اردیبهشت.pdf')}`,
    );
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(receiptPdfBase64);

    expect((await k.api('DELETE', `${files}/${attached.id}`)).status).toBe(200);
    expect((await k.api<{ data: unknown[] }>('GET', files)).body.data).toEqual([]);
    const gone = await k.api('DELETE', `${files}/${attached.id}`);
    expect([gone.status, gone.body.message]).toEqual([404, 'ATTACHMENT_NOT_FOUND']);
    expect((await download(`${files}/${attached.id}`)).status).toBe(404);
  });

  it('PNG, JPEG and WebP are taken by their first bytes', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    for (const [mediaType, bytes] of [
      ['image/png', png],
      ['image/jpeg', jpeg],
      ['image/webp', webp],
    ] as const) {
      const attached = await upload({
        fileName: `photo.${mediaType.slice(6)}`,
        mediaType,
        data: bytes.toString('base64'),
      });
      expect(attached).toMatchObject({ mediaType, size: bytes.length });
    }
  });

  it('a type not allowed, a file over 5 MB, bytes that are not the type or a bad name: 400 on the field, nothing written', async () => {
    const before = everyRow();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...receiptUploadExample, mediaType: 'text/plain' }, 'body.mediaType', 'ATTACHMENT_TYPE_NOT_ALLOWED'],
      [{ ...receiptUploadExample, mediaType: 'image/gif' }, 'body.mediaType', 'ATTACHMENT_TYPE_NOT_ALLOWED'],
      [
        { ...receiptUploadExample, data: Buffer.alloc(attachmentMaxBytes + 1, 0x25).toString('base64') },
        'body.data',
        'ATTACHMENT_TOO_LARGE',
      ],
      [{ ...receiptUploadExample, mediaType: 'image/png' }, 'body.data', 'ATTACHMENT_CONTENT_MISMATCH'],
      [{ ...receiptUploadExample, data: '' }, 'body.data', 'ATTACHMENT_EMPTY'],
      [{ ...receiptUploadExample, data: 'not base64!' }, 'body.data', 'ATTACHMENT_NOT_BASE64'],
      [{ ...receiptUploadExample, fileName: '  ' }, 'body.fileName', 'ATTACHMENT_NAME_REQUIRED'],
      [{ ...receiptUploadExample, fileName: '../etc/passwd' }, 'body.fileName', 'ATTACHMENT_NAME_INVALID'],
    ];
    for (const [body, path, message] of cases) {
      const answer = await k.api<{ errors: { path: string; message: string }[] }>('POST', files, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.errors).toContainEqual({ path, message });
    }
    expect(everyRow()).toEqual(before);
  });

  it('exactly 5 MB is taken, through the upload route’s own body limit', async () => {
    const pdf = Buffer.alloc(attachmentMaxBytes, 0x20);
    pdf.write('%PDF-1.4\n');
    const attached = await upload({ fileName: 'scan.pdf', mediaType: 'application/pdf', data: pdf.toString('base64') });
    expect(attached.size).toBe(attachmentMaxBytes);
  });

  it('another company: its member is refused, its own record ids do not reach this one’s files', async () => {
    const attached = await upload();
    const outsider = insertUser(k.t.db, { email: 'outsider@example.com' });
    const theirs = insertCompany(k.t.db, { name: 'دیگری' });
    addMember(k.t.db, outsider.id, theirs.id, 'OWNER');
    const them = await signedIn(k.t.db, k.t.config, outsider.id);
    const before = everyRow();
    const as = (method: string, path: string, body?: unknown) =>
      call(k.t.apps.main, method, path, { headers: them.auth, body });
    for (const [method, path, body] of [
      ['GET', files],
      ['POST', files, receiptUploadExample],
      ['GET', `${files}/${attached.id}`],
      ['DELETE', `${files}/${attached.id}`],
    ] as const) {
      expect((await as(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const viaTheirs = `/api/v1/companies/${theirs.id}/money-records/${recordId}/attachments`;
    for (const [method, path, body] of [
      ['GET', viaTheirs],
      ['POST', viaTheirs, receiptUploadExample],
      ['GET', `${viaTheirs}/${attached.id}`],
      ['DELETE', `${viaTheirs}/${attached.id}`],
    ] as const) {
      const answer = await as(method, path, body);
      expect([answer.status, answer.body.message], `${method} ${path}`).toEqual([404, 'MONEY_RECORD_NOT_FOUND']);
    }
    expect(everyRow()).toEqual(before);
  });

  it('a file of one record is not found under another; a VIEWER reads the files but cannot add or delete', async () => {
    const attached = await upload();
    const other = await k.api<{ itemInfo: { id: number } }>('POST', k.base, expenseBody(k, { amount: 1_000_000 }));
    const otherFiles = `${k.base}/${other.body.itemInfo.id}/attachments`;
    expect((await download(`${otherFiles}/${attached.id}`)).status).toBe(404);
    const wrong = await k.api('DELETE', `${otherFiles}/${attached.id}`);
    expect([wrong.status, wrong.body.message]).toEqual([404, 'ATTACHMENT_NOT_FOUND']);

    const viewer = insertUser(k.t.db, { email: 'viewer@example.com' });
    addMember(k.t.db, viewer.id, k.b.companyId, 'VIEWER');
    const v = await signedIn(k.t.db, k.t.config, viewer.id);
    expect((await call(k.t.apps.main, 'GET', files, { headers: v.auth })).status).toBe(200);
    expect((await download(`${files}/${attached.id}`, v.auth)).status).toBe(200);
    const before = everyRow();
    for (const [method, path, body] of [
      ['POST', files, receiptUploadExample],
      ['DELETE', `${files}/${attached.id}`],
    ] as const) {
      const answer = await call(k.t.apps.main, method, path, { headers: v.auth, body });
      expect([answer.status, answer.body.message]).toEqual([403, 'ROLE_FORBIDDEN']);
    }
    expect(everyRow()).toEqual(before);
  });

  it('deleting the record deletes its files in the same transaction; a refused delete keeps them', async () => {
    await upload();
    const kept = await k.api<{ itemInfo: { id: number; voucherId: number } }>('POST', k.base, expenseBody(k));
    const keptFiles = `${k.base}/${kept.body.itemInfo.id}/attachments`;
    expect((await k.api('POST', keptFiles, receiptUploadExample)).status).toBe(201);
    finaliseVoucher(k.t.db, k.b.companyId, kept.body.itemInfo.voucherId);
    expect((await k.api('DELETE', `${k.base}/${kept.body.itemInfo.id}`)).status).toBe(409);
    expect((await k.api('DELETE', `${k.base}/${recordId}`)).status).toBe(200);
    const left = k.t.db.$client.prepare('select owner_id as ownerId from attachments').all();
    expect(left).toEqual([{ ownerId: kept.body.itemInfo.id }]);
  });
});
