import { sql } from 'drizzle-orm';
import { blob, check, index, integer, text } from 'drizzle-orm/sqlite-core';
import { companyTable } from './companies.ts';
import { users } from './users.ts';
import { mayReferTo, timestamp } from './columns.ts';

/** The records a file may be attached to: an income or expense record (its receipt), a cheque (its photo). */
export const attachmentOwnerKinds = ['MONEY_RECORD', 'CHEQUE'] as const;
export type AttachmentOwnerKind = (typeof attachmentOwnerKinds)[number];

export const attachmentMediaTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type AttachmentMediaType = (typeof attachmentMediaTypes)[number];

/** 5 MB: a scanned receipt or a phone's photo of one. */
export const attachmentMaxBytes = 5 * 1024 * 1024;

/**
 * A file attached to a company's record (a receipt on an expense): the owner is named by kind and id rather than a
 * foreign key, so one table serves every kind; the owner's delete removes its rows in the same transaction
 * (domain/attachments). The bytes live in the row, so a backup of the database file holds them too.
 */
export const attachments = companyTable(
  'attachments',
  {
    ownerKind: text('owner_kind', { enum: attachmentOwnerKinds }).notNull(),
    ownerId: integer('owner_id').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type', { enum: attachmentMediaTypes }).notNull(),
    size: integer('size').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
    uploadedBy: mayReferTo('uploaded_by', () => users.id, 'set null'),
    uploadedAt: timestamp('created_at'),
  },
  (table) => [
    index('attachments_owner_idx').on(table.companyId, table.ownerKind, table.ownerId, table.id),
    check('attachments_size', sql`${table.size} = length(${table.data}) and ${table.size} between 1 and 5242880`),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
