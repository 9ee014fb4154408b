import type { AttachmentUpload } from '@daftar/contracts/endpoints/attachments';
import { MatchersV3 } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import {
  type AttachmentOwnerRef,
  downloadAttachment,
  listAttachments,
  removeAttachment,
  uploadAttachment,
} from '../../attachments/attachments-client.ts';
import { signedInPact } from './pact.ts';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

/**
 * A kind of record whose provider state holds one with a file attached. `owner.recordId` and `attachmentId` are the
 * consumer run's examples; the provider injects its own ids as `${recordIdName}` and `${attachmentId}`.
 */
export interface AttachmentPactArea {
  state: string;
  params: Parameters<typeof signedInPact>[1];
  owner: AttachmentOwnerRef;
  attachmentId: number;
  /** The records' path, e.g. `/api/v1/companies/1/cheques`. */
  recordsPath: string;
  recordIdName: string;
  /** The attached file: as the SPA uploads it, its bytes, and its `Content-Disposition` example. */
  upload: AttachmentUpload;
  bytes: Buffer;
  disposition: string;
  /** The code of the 404 for a record the company does not have. */
  notFound: string;
  /** Each interaction's description, as the pact records it. */
  upon: { list: string; upload: string; download: string; remove: string; missing: string };
}

/** The record's files, with the state's id. */
export function filesAt(area: AttachmentPactArea) {
  const { recordsPath, recordIdName, owner } = area;
  return fromProviderState(
    `${recordsPath}/\${${recordIdName}}/attachments`,
    `${recordsPath}/${owner.recordId}/attachments`,
  );
}

/** An attachment as the API answers it (without its bytes); the state's user has signed in by email, no name yet. */
function attachmentRow(area: AttachmentPactArea) {
  return {
    id: integer(area.attachmentId),
    fileName: string(area.upload.fileName),
    mediaType: regex(/^(application\/pdf|image\/(png|jpeg|webp))$/, area.upload.mediaType),
    size: integer(area.bytes.length),
    uploadedBy: integer(1),
    uploadedByName: null,
    uploadedAt: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/, '2026-05-01T08:30:00.000Z'),
  };
}

/**
 * The attachments client's round trip on one kind of record, as `it`s of the caller's `describe`: list, upload,
 * download, delete, and the 404 for a record the company does not have. An area's own refusals stay in its file.
 */
export function attachmentPacts(area: AttachmentPactArea): void {
  const { state, params, owner, attachmentId, upload, bytes, upon } = area;
  const row = attachmentRow(area);
  const fileAt = fromProviderState(
    `${area.recordsPath}/\${${area.recordIdName}}/attachments/\${attachmentId}`,
    `${area.recordsPath}/${owner.recordId}/attachments/${attachmentId}`,
  );

  it('lists the files attached, without their bytes', async () => {
    await signedInPact(state, params)
      .uponReceiving(upon.list)
      .request(['GET', filesAt(area)])
      .answers(200, { success: true, data: eachLike(row) })
      .test(async (client) => {
        const files = await listAttachments(client, owner);
        expect(files[0]).toMatchObject({ mediaType: upload.mediaType, size: bytes.length });
      });
  });

  it('attaches a file as base64 JSON (201)', async () => {
    await signedInPact(state, params)
      .uponReceiving(upon.upload)
      .request(['POST', filesAt(area)], { body: upload })
      .answers(201, { success: true, itemInfo: row })
      .test(async (client) => {
        expect((await uploadAttachment(client, owner, upload)).fileName).toBe(upload.fileName);
      });
  });

  it('downloads the file: its bytes, type and UTF-8 name', async () => {
    await signedInPact(state, params)
      .uponReceiving(upon.download)
      .request(['GET', fileAt])
      .answersFile(200, upload.mediaType, bytes, {
        'Content-Disposition': regex(/^attachment; filename="[^"]*"; filename\*=UTF-8''\S+$/, area.disposition),
      })
      .test(async (client) => {
        const file = await downloadAttachment(client, owner, attachmentId);
        expect(file.type).toBe(upload.mediaType);
        expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      });
  });

  it('deletes the file', async () => {
    await signedInPact(state, params)
      .uponReceiving(upon.remove)
      .request(['DELETE', fileAt])
      .answers(200, { success: true })
      .test(async (client) => {
        await expect(removeAttachment(client, owner, attachmentId)).resolves.toBeUndefined();
      });
  });

  it('answers 404 for the files of a record the company does not have', async () => {
    await signedInPact(state, params)
      .uponReceiving(upon.missing)
      .request(['GET', `${area.recordsPath}/999999/attachments`])
      .refuses(404, area.notFound)
      .test(async (client) => {
        await expect(listAttachments(client, { ...owner, recordId: 999999 })).rejects.toMatchObject({ status: 404 });
      });
  });
}
