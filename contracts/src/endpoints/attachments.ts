import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope, listEnvelope, okSchema } from '../envelope.ts';
import { companyRecordParamsSchema } from '../schemas/list-query.ts';

/** What may be attached: PDF and the usual photo formats (db/src/schema/attachments.ts holds the same list). */
export const attachmentMediaTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type AttachmentMediaType = (typeof attachmentMediaTypes)[number];
export const attachmentMaxBytes = 5 * 1024 * 1024;
/** The longest base64 text of `attachmentMaxBytes` bytes. */
export const attachmentMaxBase64 = Math.ceil(attachmentMaxBytes / 3) * 4;

/** An attached file as lists show it; its bytes are the download endpoint's answer. */
export const attachmentSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  mediaType: z.enum(attachmentMediaTypes),
  /** Bytes. */
  size: z.number().int().positive(),
  uploadedBy: z.number().int().positive().nullable(),
  uploadedByName: z.string().nullable(),
  /** ISO 8601 (UTC). */
  uploadedAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * An upload as JSON (every body of this API is JSON): the file's name, its type and its bytes in base64. The server
 * also checks the bytes begin as the type says (400 ATTACHMENT_CONTENT_MISMATCH).
 */
export const attachmentUploadSchema = z.object({
  fileName: z
    .string({ error: 'ATTACHMENT_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'ATTACHMENT_NAME_REQUIRED' })
    .max(200, { error: 'ATTACHMENT_NAME_TOO_LONG' })
    .refine((name) => ![...name].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 32), {
      error: 'ATTACHMENT_NAME_INVALID',
    }),
  mediaType: z.enum(attachmentMediaTypes, { error: 'ATTACHMENT_TYPE_NOT_ALLOWED' }),
  data: z
    .string({ error: 'ATTACHMENT_EMPTY' })
    .min(4, { error: 'ATTACHMENT_EMPTY' })
    .max(attachmentMaxBase64, { error: 'ATTACHMENT_TOO_LARGE' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'ATTACHMENT_NOT_BASE64' }),
});
export type AttachmentUpload = z.input<typeof attachmentUploadSchema>;

export const attachmentParamsSchema = companyRecordParamsSchema.extend({
  attachmentId: idSchema,
});

/** A downloaded file as the SPA's client reads it. */
export const attachmentFileSchema = z.instanceof(Blob);

/**
 * The four calls of a record's attachments, under the record's own path (so its area's roles apply): `recordPath`
 * like `/api/v1/companies/:companyId/money-records/:id`, `name` the record's name in the operation ids,
 * `recordNotFound` the code a missing record answers.
 */
export function attachmentEndpoints(recordPath: string, name: string, record: string, recordNotFound: string) {
  const path = `${recordPath}/attachments`;
  return {
    listAttachments: userEndpoint.get(`list${name}Attachments`, path, {
      summary: `The files attached to ${record}, oldest first; another company's ${record} is 404.`,
      params: companyRecordParamsSchema,
      response: listEnvelope(attachmentSchema),
      errors: { 404: [recordNotFound] },
    }),
    uploadAttachment: userEndpoint.post(`upload${name}Attachment`, path, {
      status: 201,
      summary:
        `Attaches a PDF, PNG, JPEG or WebP file of at most 5 MB to ${record} (201), sent as base64 JSON; another type ` +
        '400 ATTACHMENT_TYPE_NOT_ALLOWED, a larger file 400 ATTACHMENT_TOO_LARGE, bytes that are not the type 400 ' +
        'ATTACHMENT_CONTENT_MISMATCH.',
      params: companyRecordParamsSchema,
      body: attachmentUploadSchema,
      response: itemEnvelope(attachmentSchema),
      errors: {
        400: ['ATTACHMENT_TYPE_NOT_ALLOWED', 'ATTACHMENT_TOO_LARGE', 'ATTACHMENT_CONTENT_MISMATCH'],
        404: [recordNotFound],
      },
    }),
    downloadAttachment: userEndpoint.get(`download${name}Attachment`, `${path}/:attachmentId`, {
      summary:
        'The file itself: its bytes with its Content-Type and `Content-Disposition: attachment` naming it (UTF-8 in ' +
        '`filename*`); an attachment of another record or company is 404 ATTACHMENT_NOT_FOUND.',
      params: attachmentParamsSchema,
      response: attachmentFileSchema,
      answers: 'file',
      fileTypes: attachmentMediaTypes,
      errors: { 404: [recordNotFound, 'ATTACHMENT_NOT_FOUND'] },
    }),
    removeAttachment: userEndpoint.delete(`remove${name}Attachment`, `${path}/:attachmentId`, {
      summary: 'Deletes the attached file; one of another record or company is 404 ATTACHMENT_NOT_FOUND.',
      params: attachmentParamsSchema,
      response: okSchema,
      errors: { 404: [recordNotFound, 'ATTACHMENT_NOT_FOUND'] },
    }),
  };
}
