import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Attachment,
  attachmentMaxBytes,
  type attachmentUploadSchema,
} from '@daftar/contracts/endpoints/attachments';
import type { Queryable } from '@daftar/db/client';
import { type AttachmentOwnerKind, type AttachmentRow, attachments } from '@daftar/db/schema/attachments';
import { users } from '@daftar/db/schema/users';
import { DomainError } from '../errors.ts';
import { contentMatches } from './file-signatures.ts';

type AttachmentUploadInput = z.output<typeof attachmentUploadSchema>;

/** The record an attachment hangs on; the caller has already found it in the company (its own 404 otherwise). */
export interface AttachmentOwner {
  companyId: number;
  kind: AttachmentOwnerKind;
  id: number;
}

/** Finds a record in the company (its own 404 otherwise) and names it as an attachment's owner. */
export type FindAttachmentOwner = (db: Queryable, companyId: number, id: number) => AttachmentOwner;

/** The owner finder of a kind of record: `findRecord` looks the record up in the company (its own 404 otherwise). */
export function ownerOfKind(
  kind: AttachmentOwnerKind,
  findRecord: (db: Queryable, companyId: number, id: number) => { id: number },
): FindAttachmentOwner {
  return (db, companyId, id) => ({ companyId, kind, id: findRecord(db, companyId, id).id });
}

const ofOwner = (owner: AttachmentOwner) =>
  and(
    eq(attachments.companyId, owner.companyId),
    eq(attachments.ownerKind, owner.kind),
    eq(attachments.ownerId, owner.id),
  );

const listColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  mediaType: attachments.mediaType,
  size: attachments.size,
  uploadedBy: attachments.uploadedBy,
  uploadedByName: sql<
    string | null
  >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
  uploadedAt: attachments.uploadedAt,
};

/** The owner's files without their bytes, oldest first. */
export function listAttachments(db: Queryable, owner: AttachmentOwner): Attachment[] {
  return db
    .select(listColumns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(ofOwner(owner))
    .orderBy(asc(attachments.id))
    .all();
}

/**
 * Stores an uploaded file. The contract has checked its name, type and base64 length; here the decoded bytes must
 * be at most 5 MB (the CHECK holds it too) and begin as their type's files do, so a renamed program is refused.
 */
export function addAttachment(
  db: Queryable,
  owner: AttachmentOwner,
  userId: number | null,
  input: AttachmentUploadInput,
): Attachment {
  // Not empty: the upload's schema passes at least four base64 characters, one byte or more.
  const data = Buffer.from(input.data, 'base64');
  const refuse = (code: string) => new DomainError('invalid', code, [{ path: 'body.data', message: code }]);
  // The base64 length bounds the size only to within two bytes.
  if (data.length > attachmentMaxBytes) throw refuse('ATTACHMENT_TOO_LARGE');
  if (!contentMatches(input.mediaType, data)) throw refuse('ATTACHMENT_CONTENT_MISMATCH');
  const row = db
    .insert(attachments)
    .values({
      companyId: owner.companyId,
      ownerKind: owner.kind,
      ownerId: owner.id,
      fileName: input.fileName,
      mediaType: input.mediaType,
      size: data.length,
      data,
      uploadedBy: userId,
    })
    .returning({ id: attachments.id })
    .get();
  return readAttachment(db, owner, row.id);
}

function readAttachment(db: Queryable, owner: AttachmentOwner, id: number): Attachment {
  const row = db
    .select(listColumns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(and(ofOwner(owner), eq(attachments.id, id)))
    .get();
  if (!row) throw new DomainError('not-found', 'ATTACHMENT_NOT_FOUND');
  return row;
}

/** One file with its bytes; one of another record or company is 404, never its data. */
export function readAttachmentFile(
  db: Queryable,
  owner: AttachmentOwner,
  id: number,
): Pick<AttachmentRow, 'fileName' | 'mediaType' | 'data'> {
  const row = db
    .select({ fileName: attachments.fileName, mediaType: attachments.mediaType, data: attachments.data })
    .from(attachments)
    .where(and(ofOwner(owner), eq(attachments.id, id)))
    .get();
  if (!row) throw new DomainError('not-found', 'ATTACHMENT_NOT_FOUND');
  return row;
}

export function removeAttachment(db: Queryable, owner: AttachmentOwner, id: number): void {
  const removed = db
    .delete(attachments)
    .where(and(ofOwner(owner), eq(attachments.id, id)))
    .returning({ id: attachments.id })
    .all();
  if (removed.length === 0) throw new DomainError('not-found', 'ATTACHMENT_NOT_FOUND');
}

/** Every file of a record being deleted: called inside the owner's own delete transaction. */
export function removeAttachmentsOf(tx: Queryable, owner: AttachmentOwner): void {
  tx.delete(attachments).where(ofOwner(owner)).run();
}
