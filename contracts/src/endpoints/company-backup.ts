import { z } from 'zod';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { idSchema, isoDateTimeSchema } from '../schemas/common.ts';
import { companyRoleSchema } from './employees-roles.ts';

/** What names a company backup file, and the version of its format this server writes. */
export const backupFormat = 'daftar-company' as const;
export const backupVersion = 1;

/**
 * One row of a table, column by column as the database names them: numbers, text, null, and a BLOB column's bytes
 * as base64 text.
 */
export const backupRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type BackupRow = z.infer<typeof backupRowSchema>;

/** A person a row names (its author, a member): matched by e-mail on the server that restores the file. */
export const backupUserSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/**
 * The whole of one company (docs/administrators.md, "Backup and restore"): its own row, the people its rows name,
 * its members and their roles, and every table it owns by name, with the ids the exporting server gave them.
 */
export const companyBackupSchema = z.object({
  format: z.literal(backupFormat, { error: 'BACKUP_WRONG_FORMAT' }),
  version: z.number().int().positive(),
  exportedAt: isoDateTimeSchema,
  company: backupRowSchema,
  users: z.array(backupUserSchema),
  members: z.array(z.object({ userId: z.number().int().positive(), role: companyRoleSchema })),
  tables: z.record(z.string(), z.array(backupRowSchema)),
});
export type CompanyBackup = z.infer<typeof companyBackupSchema>;

/** A file's own name for a company: its id and the day it was taken. */
export function backupFileName(companyId: number, day: string): string {
  return `daftar-company-${companyId}-${day}.json`;
}

/** The file as the SPA's client reads it. */
export const backupFileSchema = z.instanceof(Blob);

/**
 * A restore's body: the file as read (its format and version are checked before its shape, so a file of another
 * kind or a newer version is told apart from a damaged one) and whether its members come along.
 */
export const restoreBodySchema = z.object({
  backup: z.looseObject({ format: z.unknown(), version: z.unknown() }),
  withEmployees: z.boolean().default(false),
});
export type RestoreBody = z.input<typeof restoreBodySchema>;

export const restoredCompanySchema = z.object({
  companyId: z.number().int().positive(),
  name: z.string(),
  /** Rows written, all tables together. */
  rows: z.number().int().nonnegative(),
  /** Members brought from the file besides the caller (0 unless asked). */
  employees: z.number().int().nonnegative(),
});
export type RestoredCompany = z.infer<typeof restoredCompanySchema>;

const refusals = [
  'BACKUP_WRONG_FORMAT',
  'BACKUP_VERSION_TOO_NEW',
  'BACKUP_DAMAGED',
  'BACKUP_UNKNOWN_TABLE',
  'BACKUP_UNKNOWN_COLUMN',
  'BACKUP_BROKEN_REFERENCE',
  'BACKUP_INVALID_ROW',
] as const;

export const companyBackupEndpoints = {
  export: userEndpoint.get('exportCompany', '/api/v1/companies/:companyId/backup', {
    summary:
      'Everything the company owns as one JSON file (`application/json`, `attachment; filename="daftar-company-' +
      '<id>-<day>.json"`): format `daftar-company`, its version, the company, its members, and every table it ' +
      'owns with attachments and logo as base64. Owners and admins only.',
    params: z.object({ companyId: idSchema }),
    response: backupFileSchema,
    answers: 'file',
    fileTypes: ['application/json'],
  }),
  restore: userEndpoint.post('restoreCompany', '/api/v1/companies/restore', {
    status: 201,
    summary:
      'Makes a new company from a backup file in one transaction, its ids renumbered, the caller its owner; the ' +
      "file's members come along (matched or made by e-mail) only with `withEmployees`. An older format version " +
      'is upgraded first; a newer one is refused.',
    body: restoreBodySchema,
    response: itemEnvelope(restoredCompanySchema),
    errors: { 400: refusals },
    rules: [
      'A file whose format is not daftar-company: 400 BACKUP_WRONG_FORMAT',
      'A format version newer than this server writes: 400 BACKUP_VERSION_TOO_NEW',
      'A row naming another row the file does not hold: 400 BACKUP_BROKEN_REFERENCE; nothing is written',
    ],
  }),
};
