import type { AttachmentUpload, attachmentEndpoints } from '@daftar/contracts/endpoints/attachments';
import type { HttpClient } from '../api/http-client.ts';

/** A kind of record's four attachment calls (contracts' `attachmentEndpoints`, spread into its area's endpoints). */
export type AttachmentEndpoints = ReturnType<typeof attachmentEndpoints>;

/** Which record's files: the company, the record's id and its kind's calls. */
export interface AttachmentOwnerRef {
  endpoints: AttachmentEndpoints;
  companyId: number;
  recordId: number;
}

const params = (owner: AttachmentOwnerRef) => ({ companyId: owner.companyId, id: owner.recordId });

export async function listAttachments(client: HttpClient, owner: AttachmentOwnerRef) {
  return (await client.call(owner.endpoints.listAttachments, { params: params(owner) })).data;
}

/** Sends what it is given: the panel checks type and size first, so the server's own 400 stays reachable. */
export async function uploadAttachment(client: HttpClient, owner: AttachmentOwnerRef, upload: AttachmentUpload) {
  return (await client.call(owner.endpoints.uploadAttachment, { params: params(owner), body: upload })).itemInfo;
}

/** The file's bytes as a Blob of its type. */
export async function downloadAttachment(client: HttpClient, owner: AttachmentOwnerRef, attachmentId: number) {
  return (await client.download(owner.endpoints.downloadAttachment, { params: { ...params(owner), attachmentId } }))
    .data;
}

export async function removeAttachment(client: HttpClient, owner: AttachmentOwnerRef, attachmentId: number) {
  await client.call(owner.endpoints.removeAttachment, { params: { ...params(owner), attachmentId } });
}
