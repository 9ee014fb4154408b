import type { Hono } from 'hono';
import type { attachmentEndpoints } from '@daftar/contracts/endpoints/attachments';
import {
  addAttachment,
  type FindAttachmentOwner,
  listAttachments,
  readAttachmentFile,
  removeAttachment,
} from '../domain/attachments/attachments.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fileAnswer } from '../http/file-answer.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

/**
 * Mounts a kind of record's four attachment calls (contracts' `attachmentEndpoints`). The record is looked up in the
 * caller's company first, so another company's record (or a file of it) is 404 before anything is read or written.
 */
export function mountAttachments(
  app: Hono<AppEnv>,
  endpoints: ReturnType<typeof attachmentEndpoints>,
  findOwner: FindAttachmentOwner,
): void {
  mountEndpoint(app, endpoints.listAttachments, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return { success: true as const, data: listAttachments(db, findOwner(db, params.companyId, params.id)) };
  });
  mountEndpoint(app, endpoints.uploadAttachment, (c, { params, body }) => {
    const db = memberDb(c, params.companyId);
    const owner = findOwner(db, params.companyId, params.id);
    const itemInfo = addAttachment(db, owner, c.get('caller').userId, body);
    return { success: true as const, itemInfo };
  });
  mountEndpoint(app, endpoints.downloadAttachment, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    return fileAnswer(c, readAttachmentFile(db, findOwner(db, params.companyId, params.id), params.attachmentId));
  });
  mountEndpoint(app, endpoints.removeAttachment, (c, { params }) => {
    const db = memberDb(c, params.companyId);
    removeAttachment(db, findOwner(db, params.companyId, params.id), params.attachmentId);
    return { success: true as const };
  });
}
