import { moneyRecordsEndpoints } from '@daftar/contracts/endpoints/money-records';
import { receiptPdfBase64, receiptUploadExample } from '@daftar/contracts/examples/attachments';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import {
  downloadAttachment,
  listAttachments,
  removeAttachment,
  uploadAttachment,
} from '../../lib/attachments/attachments-client.ts';
import {
  company,
  eachLike,
  example,
  fromProviderState,
  hasRecords,
  integer,
  recordsPath,
  regex,
  string,
} from './money-records-pact-fixtures.ts';

/** The state's rent expense has the rent receipt attached (`attachmentId`); the examples stand in for the ids. */
const ids = { expenseId: example.expenseId, attachmentId: 7 };
const owner = { endpoints: moneyRecordsEndpoints, companyId: 1, recordId: ids.expenseId };
const filesAt = fromProviderState(
  `${recordsPath}/\${expenseId}/attachments`,
  `${recordsPath}/${ids.expenseId}/attachments`,
);
const fileAt = fromProviderState(
  `${recordsPath}/\${expenseId}/attachments/\${attachmentId}`,
  `${recordsPath}/${ids.expenseId}/attachments/${ids.attachmentId}`,
);
const attachment = {
  id: integer(ids.attachmentId),
  fileName: string(receiptUploadExample.fileName),
  mediaType: regex(/^(application\/pdf|image\/(png|jpeg|webp))$/, 'application/pdf'),
  size: integer(592),
  uploadedBy: integer(1),
  // The state's user has signed in by email and given no name yet.
  uploadedByName: null,
  uploadedAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2026-05-01T08:30:00.000Z'),
};

describe('the files attached to an income or expense record', () => {
  it('lists them without their bytes', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for the attachments of an expense record')
      .request(['GET', filesAt])
      .answers(200, { success: true, data: eachLike(attachment) })
      .test(async (client) => {
        const files = await listAttachments(client, owner);
        expect(files[0]).toMatchObject({ mediaType: 'application/pdf', size: 592 });
      });
  });

  it('uploads a PDF as base64 JSON (201)', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to attach a PDF to an expense record')
      .request(['POST', filesAt], { body: receiptUploadExample })
      .answers(201, { success: true, itemInfo: attachment })
      .test(async (client) => {
        const attached = await uploadAttachment(client, owner, receiptUploadExample);
        expect(attached.fileName).toBe(receiptUploadExample.fileName);
      });
  });

  it('answers 400 on the field to a type that may not be attached', async () => {
    const body = { ...receiptUploadExample, mediaType: 'text/plain' };
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to attach a text file to an expense record')
      .request(['POST', filesAt], { body })
      .refuses(400, 'VALIDATION_FAILED', [{ path: 'body.mediaType', message: 'ATTACHMENT_TYPE_NOT_ALLOWED' }])
      .test(async (client) => {
        // The panel never sends this (it checks the type first); the client sends what it is given.
        const sent = uploadAttachment(client, owner, body as unknown as typeof receiptUploadExample);
        await expect(sent).rejects.toMatchObject({
          status: 400,
          fieldErrors: [{ path: 'body.mediaType', message: 'ATTACHMENT_TYPE_NOT_ALLOWED' }],
        });
      });
  });

  it('downloads the file: its bytes, type and UTF-8 name', async () => {
    const bytes = Buffer.from(receiptPdfBase64, 'base64');
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for the file of an attachment of an expense record')
      .request(['GET', fileAt])
      .answersFile(200, 'application/pdf', bytes, {
        'Content-Disposition': regex(
          /^attachment; filename="[^"]*"; filename\*=UTF-8''\S+$/,
          'attachment; filename="____ _____ ________.pdf"; filename*=UTF-8\'\'%D8%B1%D8%B3%DB%8C%D8%AF.pdf',
        ),
      })
      .test(async (client) => {
        const file = await downloadAttachment(client, owner, ids.attachmentId);
        expect(file.type).toBe('application/pdf');
        expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      });
  });

  it('deletes an attachment', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to delete an attachment of an expense record')
      .request(['DELETE', fileAt])
      .answers(200, { success: true })
      .test(async (client) => {
        await expect(removeAttachment(client, owner, ids.attachmentId)).resolves.toBeUndefined();
      });
  });

  it('answers 404 for the files of a record the company does not have', async () => {
    await signedInPact(hasRecords, company)
      .uponReceiving('a request for the attachments of a money record the company does not have')
      .request(['GET', `${recordsPath}/999999/attachments`])
      .refuses(404, 'MONEY_RECORD_NOT_FOUND')
      .test(async (client) => {
        const sent = listAttachments(client, { ...owner, recordId: 999999 });
        await expect(sent).rejects.toMatchObject({ status: 404 });
      });
  });
});
