import { attachmentMaxBytes, attachmentSchema } from '@daftar/contracts/endpoints/attachments';
import { receiptUploadExample } from '@daftar/contracts/examples/attachments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finaliseVoucher } from '../../src/domain/accounting/vouchers.ts';
import { describeAttachments } from '../support/attachments.ts';
import { allRows, expenseBody, type MoneyBooks, openMoneyBooks } from './money-books.ts';

/** Records an expense through the API and answers its id and voucher. */
async function newExpense(k: MoneyBooks, overrides: Record<string, unknown> = {}) {
  const created = await k.api<{ itemInfo: { id: number; voucherId: number } }>(
    'POST',
    k.base,
    expenseBody(k, overrides),
  );
  return created.body.itemInfo;
}

describeAttachments({
  title: 'attachments of an income or expense record',
  async open() {
    const k = await openMoneyBooks();
    return { ...k, newOwner: async () => (await newExpense(k)).id, rows: () => allRows(k.t.db) };
  },
  files: (companyId, recordId) => `/api/v1/companies/${companyId}/money-records/${recordId}/attachments`,
  notFound: 'MONEY_RECORD_NOT_FOUND',
  upload: receiptUploadExample,
  size: 592,
  plainName: '____ _____ ________.pdf',
  otherType: 'image/png',
});

let k: MoneyBooks;
let recordId: number;
let files: string;

type Upload = { itemInfo: ReturnType<typeof attachmentSchema.parse> };
const upload = async (body: Record<string, unknown> = receiptUploadExample) => {
  const answer = await k.api<Upload>('POST', files, body);
  expect(answer.status).toBe(201);
  return attachmentSchema.parse(answer.body.itemInfo);
};

describe("an income or expense record's files: what the types and sizes are, and the record deleted with them", () => {
  beforeEach(async () => {
    k = await openMoneyBooks();
    recordId = (await newExpense(k)).id;
    files = `${k.base}/${recordId}/attachments`;
  });
  afterEach(() => k.t.dispose());

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

  it('exactly 5 MB is taken, through the upload route’s own body limit', async () => {
    const pdf = Buffer.alloc(attachmentMaxBytes, 0x20);
    pdf.write('%PDF-1.4\n');
    const attached = await upload({ fileName: 'scan.pdf', mediaType: 'application/pdf', data: pdf.toString('base64') });
    expect(attached.size).toBe(attachmentMaxBytes);
  });

  it('deleting the record deletes its files in the same transaction; a refused delete keeps them', async () => {
    await upload();
    const kept = await newExpense(k);
    const keptFiles = `${k.base}/${kept.id}/attachments`;
    expect((await k.api('POST', keptFiles, receiptUploadExample)).status).toBe(201);
    finaliseVoucher(k.t.db, k.b.companyId, kept.voucherId);
    expect((await k.api('DELETE', `${k.base}/${kept.id}`)).status).toBe(409);
    expect((await k.api('DELETE', `${k.base}/${recordId}`)).status).toBe(200);
    const left = k.t.db.$client.prepare('select owner_id as ownerId from attachments').all();
    expect(left).toEqual([{ ownerId: kept.id }]);
  });
});
