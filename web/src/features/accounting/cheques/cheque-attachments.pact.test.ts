import { chequesEndpoints } from '@daftar/contracts/endpoints/cheques';
import { chequePhotoPngBase64, chequePhotoUploadExample } from '@daftar/contracts/examples/attachments';
import { describe, expect, it } from 'vitest';
import { signedInPact } from '../../../lib/api/testing/pact.ts';
import {
  downloadAttachment,
  listAttachments,
  removeAttachment,
  uploadAttachment,
} from '../../../lib/attachments/attachments-client.ts';
import { eachLike, fromProviderState, integer, regex, string } from '../accounting-pact-fixtures.ts';
import { base, example, injectedPath, params, state } from './cheques-pact-fixtures.ts';

/** The state's cheque in hand has its photo attached (`attachmentId`); the examples stand in for the ids. */
const owner = { endpoints: chequesEndpoints, companyId: 1, recordId: example.inHandId };
const filesAt = injectedPath('inHandId', '/attachments');
const fileAt = fromProviderState(
  `${base}/\${inHandId}/attachments/\${attachmentId}`,
  `${base}/${example.inHandId}/attachments/${example.attachmentId}`,
);
const photo = {
  id: integer(example.attachmentId),
  fileName: string(chequePhotoUploadExample.fileName),
  mediaType: regex(/^(application\/pdf|image\/(png|jpeg|webp))$/, 'image/png'),
  size: integer(98),
  uploadedBy: integer(1),
  // The state's user has signed in by email and given no name yet.
  uploadedByName: null,
  uploadedAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2026-05-01T08:30:00.000Z'),
};

describe("a cheque's photo", () => {
  it('lists the files attached to a cheque', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for the attachments of a cheque in hand')
      .request(['GET', filesAt])
      .answers(200, { success: true, data: eachLike(photo) })
      .test(async (client) => {
        const files = await listAttachments(client, owner);
        expect(files[0]).toMatchObject({ mediaType: 'image/png', size: 98 });
      });
  });

  it('attaches a PNG photo of the cheque as base64 JSON (201)', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request to attach a photo to a cheque')
      .request(['POST', filesAt], { body: chequePhotoUploadExample })
      .answers(201, { success: true, itemInfo: photo })
      .test(async (client) => {
        const attached = await uploadAttachment(client, owner, chequePhotoUploadExample);
        expect(attached.fileName).toBe(chequePhotoUploadExample.fileName);
      });
  });

  it('answers 400 on the field to bytes that are not the type named', async () => {
    const body = { ...chequePhotoUploadExample, mediaType: 'image/jpeg' as const };
    await signedInPact(state, params)
      .uponReceiving('a request to attach PNG bytes named a JPEG to a cheque')
      .request(['POST', filesAt], { body })
      .answers(400, {
        success: false,
        message: string('ATTACHMENT_CONTENT_MISMATCH'),
        errors: [{ path: 'body.data', message: 'ATTACHMENT_CONTENT_MISMATCH' }],
      })
      .test(async (client) => {
        await expect(uploadAttachment(client, owner, body)).rejects.toMatchObject({
          status: 400,
          fieldErrors: [{ path: 'body.data', message: 'ATTACHMENT_CONTENT_MISMATCH' }],
        });
      });
  });

  it('downloads the photo: its bytes, type and UTF-8 name', async () => {
    const bytes = Buffer.from(chequePhotoPngBase64, 'base64');
    await signedInPact(state, params)
      .uponReceiving('a request for the photo attached to a cheque')
      .request(['GET', fileAt])
      .answersFile(200, 'image/png', bytes, {
        'Content-Disposition': regex(
          /^attachment; filename="[^"]*"; filename\*=UTF-8''\S+$/,
          `attachment; filename="___ __ ______.png"; filename*=UTF-8''${encodeURIComponent(chequePhotoUploadExample.fileName)}`,
        ),
      })
      .test(async (client) => {
        const file = await downloadAttachment(client, owner, example.attachmentId);
        expect(file.type).toBe('image/png');
        expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      });
  });

  it('deletes the photo', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request to delete the photo attached to a cheque')
      .request(['DELETE', fileAt])
      .answers(200, { success: true })
      .test(async (client) => {
        await expect(removeAttachment(client, owner, example.attachmentId)).resolves.toBeUndefined();
      });
  });

  it('answers 404 for the files of a cheque the company does not have', async () => {
    await signedInPact(state, params)
      .uponReceiving('a request for the attachments of a cheque the company does not have')
      .request(['GET', `${base}/999999/attachments`])
      .refuses(404, 'CHEQUE_NOT_FOUND')
      .test(async (client) => {
        await expect(listAttachments(client, { ...owner, recordId: 999999 })).rejects.toMatchObject({ status: 404 });
      });
  });
});
