import { moneyRecordsEndpoints } from '@daftar/contracts/endpoints/money-records';
import { receiptPdfBase64, receiptUploadExample } from '@daftar/contracts/examples/attachments';
import { describe, it } from 'vitest';
import { attachmentPacts, filesAt } from '../../lib/api/testing/attachment-pact.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { uploadAttachment } from '../../lib/attachments/attachments-client.ts';
import { company, example, hasRecords, recordsPath } from './money-records-pact-fixtures.ts';

/** The state's rent expense has the rent receipt attached (`attachmentId`); the examples stand in for the ids. */
const receipt = {
  state: hasRecords,
  params: company,
  owner: { endpoints: moneyRecordsEndpoints, companyId: 1, recordId: example.expenseId },
  attachmentId: 7,
  recordsPath,
  recordIdName: 'expenseId',
  upload: receiptUploadExample,
  bytes: Buffer.from(receiptPdfBase64, 'base64'),
  disposition: 'attachment; filename="____ _____ ________.pdf"; filename*=UTF-8\'\'%D8%B1%D8%B3%DB%8C%D8%AF.pdf',
  notFound: 'MONEY_RECORD_NOT_FOUND',
  upon: {
    list: 'a request for the attachments of an expense record',
    upload: 'a request to attach a PDF to an expense record',
    download: 'a request for the file of an attachment of an expense record',
    remove: 'a request to delete an attachment of an expense record',
    missing: 'a request for the attachments of a money record the company does not have',
  },
};

describe('the files attached to an income or expense record', () => {
  attachmentPacts(receipt);

  it('answers 400 on the field to a type that may not be attached', async () => {
    const body = { ...receiptUploadExample, mediaType: 'text/plain' };
    await signedInPact(hasRecords, company)
      .uponReceiving('a request to attach a text file to an expense record')
      .request(['POST', filesAt(receipt)], { body })
      .refuses(400, 'VALIDATION_FAILED', [{ path: 'body.mediaType', message: 'ATTACHMENT_TYPE_NOT_ALLOWED' }])
      // The panel never sends this (it checks the type first); the client sends what it is given.
      .testRefused((client) => uploadAttachment(client, receipt.owner, body as unknown as typeof receiptUploadExample));
  });
});
