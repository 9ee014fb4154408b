import { chequesEndpoints } from '@daftar/contracts/endpoints/cheques';
import { chequePhotoPngBase64, chequePhotoUploadExample } from '@daftar/contracts/examples/attachments';
import { describe, expect, it } from 'vitest';
import { attachmentPacts, filesAt } from '../../../lib/api/testing/attachment-pact.ts';
import { signedInPact } from '../../../lib/api/testing/pact.ts';
import { uploadAttachment } from '../../../lib/attachments/attachments-client.ts';
import { string } from '../accounting-pact-fixtures.ts';
import { base, example, params, state } from './cheques-pact-fixtures.ts';

/** The state's cheque in hand has its photo attached (`attachmentId`); the examples stand in for the ids. */
const photo = {
  state,
  params,
  owner: { endpoints: chequesEndpoints, companyId: 1, recordId: example.inHandId },
  attachmentId: example.attachmentId,
  recordsPath: base,
  recordIdName: 'inHandId',
  upload: chequePhotoUploadExample,
  bytes: Buffer.from(chequePhotoPngBase64, 'base64'),
  disposition: `attachment; filename="___ __ ______.png"; filename*=UTF-8''${encodeURIComponent(chequePhotoUploadExample.fileName)}`,
  notFound: 'CHEQUE_NOT_FOUND',
  upon: {
    list: 'a request for the attachments of a cheque in hand',
    upload: 'a request to attach a photo to a cheque',
    download: 'a request for the photo attached to a cheque',
    remove: 'a request to delete the photo attached to a cheque',
    missing: 'a request for the attachments of a cheque the company does not have',
  },
};

describe("a cheque's photo", () => {
  attachmentPacts(photo);

  it('answers 400 on the field to bytes that are not the type named', async () => {
    const body = { ...chequePhotoUploadExample, mediaType: 'image/jpeg' as const };
    await signedInPact(state, params)
      .uponReceiving('a request to attach PNG bytes named a JPEG to a cheque')
      .request(['POST', filesAt(photo)], { body })
      .answers(400, {
        success: false,
        message: string('ATTACHMENT_CONTENT_MISMATCH'),
        errors: [{ path: 'body.data', message: 'ATTACHMENT_CONTENT_MISMATCH' }],
      })
      .test(async (client) => {
        await expect(uploadAttachment(client, photo.owner, body)).rejects.toMatchObject({
          status: 400,
          fieldErrors: [{ path: 'body.data', message: 'ATTACHMENT_CONTENT_MISMATCH' }],
        });
      });
  });
});
