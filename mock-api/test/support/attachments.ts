import { type AttachmentUpload, attachmentMaxBytes, attachmentSchema } from '@daftar/contracts/endpoints/attachments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, insertCompany, insertUser } from './factories.ts';
import { call } from './http.ts';
import { signedIn, type TestSession } from './session.ts';
import type { TestApp } from './test-app.ts';

/** A record's area as the shared attachment tests need it: its books with one record whose files are tested. */
export interface AttachmentOwners {
  t: TestApp;
  b: { companyId: number; userId: number };
  s: TestSession;
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown): ReturnType<typeof call<T>>;
  /** Records one more owner of files (a cheque, an expense) in the company and answers its id. */
  newOwner(): Promise<number>;
  /** Every row the area writes, to prove a refusal wrote nothing (the attachments' rows are added here). */
  rows(): Record<string, unknown[]>;
}

export interface AttachmentArea {
  /** The describe's title: whose files these are. */
  title: string;
  open(): Promise<AttachmentOwners>;
  /** The attachments path of an owner: `/api/v1/companies/:companyId/<area>/:id/attachments`. */
  files(companyId: number, ownerId: number): string;
  /** The area's answer when the owner is not the company's. */
  notFound: string;
  /** What is uploaded, with what the answer and the download say of it. */
  upload: AttachmentUpload;
  size: number;
  /** The file's name as Content-Disposition's plain `filename` gives it to old clients. */
  plainName: string;
  /** A media type allowed for attachments that the upload's bytes are not. */
  otherType: string;
}

type Upload = { itemInfo: unknown };

/**
 * The attachments every record shares (`/…/:id/attachments`), tested once for each area that has them: the whole
 * round trip, the refused uploads, another company and a viewer. The area's own file keeps what only it does (a
 * cheque's steps, an expense deleted with its files).
 */
export function describeAttachments(area: AttachmentArea): void {
  let k: AttachmentOwners;
  let ownerId: number;
  let files: string;

  const upload = async () => {
    const answer = await k.api<Upload>('POST', files, area.upload);
    expect(answer.status).toBe(201);
    return attachmentSchema.parse(answer.body.itemInfo);
  };
  const everyRow = () => ({
    ...k.rows(),
    attachments: k.t.db.$client.prepare('select * from attachments order by id').all(),
  });
  /** The raw answer of a download (the JSON helper would try to parse the file). */
  const download = (path: string, auth: Record<string, string> = k.s.auth) =>
    k.t.apps.main.request(path, { headers: auth });

  describe(area.title, () => {
    beforeEach(async () => {
      k = await area.open();
      ownerId = await k.newOwner();
      files = area.files(k.b.companyId, ownerId);
    });
    afterEach(() => k.t.dispose());

    it('uploads a file, lists it, answers its bytes with type and UTF-8 name, deletes it', async () => {
      const attached = await upload();
      expect(attached).toMatchObject({
        fileName: area.upload.fileName,
        mediaType: area.upload.mediaType,
        size: area.size,
        uploadedBy: k.b.userId,
      });
      expect((await k.api<{ data: unknown[] }>('GET', files)).body.data).toEqual([attached]);

      // From the SPA's origin, as a browser asks: the CORS headers come with the file too.
      const file = await download(`${files}/${attached.id}`, { ...k.s.auth, Origin: 'http://localhost:5173' });
      expect(file.status).toBe(200);
      expect(file.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(file.headers.get('content-type')).toBe(area.upload.mediaType);
      expect(file.headers.get('content-length')).toBe(String(area.size));
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="${area.plainName}"; filename*=UTF-8''${encodeURIComponent(area.upload.fileName)}`,
      );
      expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(area.upload.data);

      expect((await k.api('DELETE', `${files}/${attached.id}`)).status).toBe(200);
      expect((await k.api<{ data: unknown[] }>('GET', files)).body.data).toEqual([]);
      const gone = await k.api('DELETE', `${files}/${attached.id}`);
      expect([gone.status, gone.body.message]).toEqual([404, 'ATTACHMENT_NOT_FOUND']);
      expect((await download(`${files}/${attached.id}`)).status).toBe(404);
    });

    it('a type not allowed, a file over 5 MB, bytes that are not the type, a bad name, no such owner: refused, nothing written', async () => {
      const before = everyRow();
      const example = area.upload;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...example, mediaType: 'text/plain' }, 'body.mediaType', 'ATTACHMENT_TYPE_NOT_ALLOWED'],
        [{ ...example, mediaType: 'image/gif' }, 'body.mediaType', 'ATTACHMENT_TYPE_NOT_ALLOWED'],
        [
          { ...example, data: Buffer.alloc(attachmentMaxBytes + 1, 0x25).toString('base64') },
          'body.data',
          'ATTACHMENT_TOO_LARGE',
        ],
        [{ ...example, mediaType: area.otherType }, 'body.data', 'ATTACHMENT_CONTENT_MISMATCH'],
        [{ ...example, data: '' }, 'body.data', 'ATTACHMENT_EMPTY'],
        [{ ...example, data: 'not base64!' }, 'body.data', 'ATTACHMENT_NOT_BASE64'],
        [{ ...example, fileName: '  ' }, 'body.fileName', 'ATTACHMENT_NAME_REQUIRED'],
        [{ ...example, fileName: '../etc/passwd' }, 'body.fileName', 'ATTACHMENT_NAME_INVALID'],
        [{ ...example, fileName: 'a/b.png' }, 'body.fileName', 'ATTACHMENT_NAME_INVALID'],
      ];
      for (const [body, path, message] of cases) {
        const answer = await k.api<{ errors: { path: string; message: string }[] }>('POST', files, body);
        expect(answer.status, message).toBe(400);
        expect(answer.body.errors).toContainEqual({ path, message });
      }
      const unknown = await k.api('POST', area.files(k.b.companyId, 999_999), example);
      expect([unknown.status, unknown.body.message]).toEqual([404, area.notFound]);
      expect(everyRow()).toEqual(before);
    });

    it('another company: its member is refused, its own path does not reach these files', async () => {
      const attached = await upload();
      const outsider = insertUser(k.t.db, { email: 'outsider@example.com' });
      const theirs = insertCompany(k.t.db, { name: 'دیگری' });
      addMember(k.t.db, outsider.id, theirs.id, 'OWNER');
      const them = await signedIn(k.t.db, k.t.config, outsider.id);
      const before = everyRow();
      const as = (method: string, path: string, body?: unknown) =>
        call(k.t.apps.main, method, path, { headers: them.auth, body });
      const viaTheirs = area.files(theirs.id, ownerId);
      for (const [method, path, body, status, message] of [
        ['GET', files, undefined, 403, 'NOT_A_COMPANY_MEMBER'],
        ['POST', files, area.upload, 403, 'NOT_A_COMPANY_MEMBER'],
        ['GET', `${files}/${attached.id}`, undefined, 403, 'NOT_A_COMPANY_MEMBER'],
        ['DELETE', `${files}/${attached.id}`, undefined, 403, 'NOT_A_COMPANY_MEMBER'],
        ['GET', viaTheirs, undefined, 404, area.notFound],
        ['POST', viaTheirs, area.upload, 404, area.notFound],
        ['GET', `${viaTheirs}/${attached.id}`, undefined, 404, area.notFound],
        ['DELETE', `${viaTheirs}/${attached.id}`, undefined, 404, area.notFound],
      ] as const) {
        const answer = await as(method, path, body);
        expect([answer.status, answer.body.message], `${method} ${path}`).toEqual([status, message]);
      }
      expect(everyRow()).toEqual(before);
    });

    it("one owner's file is not found under another; a viewer reads the files but cannot add or delete one", async () => {
      const attached = await upload();
      const otherFiles = area.files(k.b.companyId, await k.newOwner());
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
        ['POST', files, area.upload],
        ['DELETE', `${files}/${attached.id}`],
      ] as const) {
        const answer = await call(k.t.apps.main, method, path, { headers: v.auth, body });
        expect([answer.status, answer.body.message], `${method} ${path}`).toEqual([403, 'ROLE_FORBIDDEN']);
      }
      expect(everyRow()).toEqual(before);
    });
  });
}
