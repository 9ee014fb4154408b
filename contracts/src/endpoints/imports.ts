import { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { companyParamsSchema } from '../schemas/list-query.ts';

/**
 * Importing records from a spreadsheet (issue 31): customers and suppliers, items, chart accounts (kol and moein),
 * tafsili accounts, and the open year's opening balances. A file is sent as base64 JSON
 * (every body of this API is JSON) to a preview, which reads it, matches its columns to the kind's fields and checks
 * every row with the same schemas the forms use, writing nothing; the commit sends the same file and the chosen
 * mapping again and writes every good row in one transaction, or nothing.
 */
export const importKinds = ['customers', 'items', 'accounts', 'tafsili', 'opening-balances'] as const;
export const importKindSchema = z.enum(importKinds, { error: 'IMPORT_UNKNOWN_KIND' });
export type ImportKind = z.infer<typeof importKindSchema>;

/** What a file may hold. A file or a row past these is refused whole, before any row is checked. */
export const importLimits = {
  /** The file's own bytes (an XLSX is zipped; a CSV of 10,000 customers is about 2 MB). */
  maxFileBytes: 8 * 1024 * 1024,
  /** Data rows below the header. */
  maxRows: 20_000,
  maxColumns: 60,
  /** Characters in one cell. */
  maxCellChars: 1000,
} as const;
/** The longest base64 text of `importLimits.maxFileBytes` bytes. */
export const importMaxBase64 = Math.ceil(importLimits.maxFileBytes / 3) * 4;

/** Text encodings a CSV may come in; an XLSX is always UTF-8 inside. Left out, the server guesses. */
export const importEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1256'] as const;
export const importEncodingSchema = z.enum(importEncodings, { error: 'IMPORT_UNKNOWN_ENCODING' });
export type ImportEncoding = z.infer<typeof importEncodingSchema>;

/** A row whose code or national id the company (or an earlier row of the file) already has: skip, update or refuse. */
export const duplicateChoiceSchema = z.enum(['skip', 'update', 'refuse'], { error: 'INVALID_DUPLICATE_CHOICE' });
export type DuplicateChoice = z.infer<typeof duplicateChoiceSchema>;

/** Each field of the kind → the file's column (from 0) it is read from; null or left out: not read. */
export const importMappingSchema = z.record(z.string().max(40), z.number().int().min(0).max(200).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importFileSchema = z.object({
  fileName: z.string().trim().min(1, { error: 'IMPORT_FILE_NAME_REQUIRED' }).max(200, { error: 'TOO_LONG' }),
  data: z
    .string({ error: 'IMPORT_FILE_EMPTY' })
    .min(4, { error: 'IMPORT_FILE_EMPTY' })
    .max(importMaxBase64, { error: 'IMPORT_FILE_TOO_LARGE' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'IMPORT_FILE_NOT_BASE64' }),
  encoding: importEncodingSchema.optional(),
  /** Left out: the mapping the company used last for these headers, then matching by header, in either language. */
  mapping: importMappingSchema.optional(),
  onDuplicate: duplicateChoiceSchema.default('refuse'),
});
export type ImportFile = z.input<typeof importFileSchema>;

export const importCommitSchema = importFileSchema.extend({
  /** Write the good rows and leave the refused ones out; without it one refused row refuses the whole file. */
  skipBadRows: z.boolean().default(false),
});
export type ImportCommit = z.input<typeof importCommitSchema>;

export const importRowStatusSchema = z.enum(['NEW', 'UPDATE', 'SKIP', 'ERROR']);
export type ImportRowStatus = z.infer<typeof importRowStatusSchema>;

/** A field's refusal in a row: the field and the same code its form would say under the box. */
export const importCellErrorSchema = z.object({ field: z.string(), code: z.string() });

export const importPreviewRowSchema = z.object({
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int().min(2),
  /** The mapped fields' text as read, in the order of `fields`. */
  values: z.array(z.string()),
  status: importRowStatusSchema,
  errors: z.array(importCellErrorSchema),
  /** Of a duplicate: the company's record's code, or the earlier row of the file it repeats. */
  duplicateOf: z.object({ code: z.string().nullable(), row: z.number().int().nullable() }).nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importFieldSchema = z.object({ key: z.string(), required: z.boolean() });

export const importCountsSchema = z.object({
  rows: z.number().int(),
  new: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  error: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/**
 * What an opening-balances file would write: the open year's opening voucher, dated its first day, with the good
 * rows' totals. `refusal` is why the commit would be refused as a whole (the year's opening voucher exists and may
 * not be replaced, the day is in a locked period, no year is open); `replaces` the imported voucher an `update`
 * rewrites.
 */
export const importOpeningSchema = z.object({
  date: z.string().nullable(),
  debit: z.number().int(),
  credit: z.number().int(),
  /** Debit − credit: the commit is refused unless it is 0. */
  difference: z.number().int(),
  replaces: z.object({ voucherId: z.number().int(), number: z.number().int() }).nullable(),
  refusal: z.string().nullable(),
});
export type ImportOpening = z.infer<typeof importOpeningSchema>;

export const importPreviewSchema = z.object({
  kind: importKindSchema,
  format: z.enum(['XLSX', 'CSV']),
  /** The text encoding a CSV was read in (null for an XLSX). */
  encoding: importEncodingSchema.nullable(),
  columns: z.array(z.object({ index: z.number().int(), header: z.string() })),
  fields: z.array(importFieldSchema),
  mapping: z.record(z.string(), z.number().int().nullable()),
  /** Whether the mapping came from the company's last import of a file with these headers. */
  remembered: z.boolean(),
  counts: importCountsSchema,
  rows: z.array(importPreviewRowSchema),
  /** Of an opening-balances file only. */
  opening: importOpeningSchema.optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Rows left out because of their errors (with `skipBadRows`). */
  refused: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importTemplateQuerySchema = z.object({ lang: z.enum(['fa', 'en']).default('en') });

const fileErrors = [
  'IMPORT_NOT_A_SPREADSHEET',
  'IMPORT_FORMULA',
  'IMPORT_MERGED_HEADER',
  'IMPORT_EMPTY',
  'IMPORT_TOO_MANY_ROWS',
  'IMPORT_TOO_MANY_COLUMNS',
  'IMPORT_CELL_TOO_LONG',
  'IMPORT_FILE_TOO_LARGE',
  'IMPORT_MAPPING_INVALID',
] as const;

const fileRules = [
  `A file over ${importLimits.maxFileBytes} bytes is 400 IMPORT_FILE_TOO_LARGE (this route's body limit is twice ` +
    'its base64, so a far larger body is 413 with Connection: close).',
  'Not an XLSX or a text CSV (an old .xls, a PDF, binary bytes): 400 IMPORT_NOT_A_SPREADSHEET.',
  'A cell holding a formula (an XLSX formula, or a CSV cell beginning with `=`): 400 IMPORT_FORMULA naming the cell.',
  'Merged cells in the header row: 400 IMPORT_MERGED_HEADER; no header or no data rows: 400 IMPORT_EMPTY.',
  `More than ${importLimits.maxRows} rows, ${importLimits.maxColumns} columns or ${importLimits.maxCellChars} ` +
    'characters in a cell: 400 IMPORT_TOO_MANY_ROWS, IMPORT_TOO_MANY_COLUMNS, IMPORT_CELL_TOO_LONG.',
];

/**
 * A kind's three calls under its area's path (so that area's roles apply): `areaPath` like
 * `/api/v1/companies/:companyId/stakeholders`, `name` the kind's name in the operation ids.
 */
export function importEndpoints<const Kind extends ImportKind>(
  areaPath: string,
  name: string,
  kind: Kind,
  commitRefusals: Pick<Endpoint, 'errors' | 'rules'> = {},
) {
  const path = `${areaPath}/import/${kind}`;
  return {
    previewImport: userEndpoint.post(`preview${name}Import`, `${path}/preview`, {
      summary:
        `Reads a spreadsheet of ${kind} and answers its columns, the mapping to fields, and every row with its ` +
        'errors per field and whether it is new, an update, skipped or refused; writes nothing.',
      params: companyParamsSchema,
      body: importFileSchema,
      response: itemEnvelope(importPreviewSchema),
      errors: { 400: fileErrors },
      rules: fileRules,
    }),
    commitImport: userEndpoint.post(`commit${name}Import`, `${path}/commit`, {
      summary:
        `Writes the file's ${kind} in one transaction and remembers the mapping for the company; any refused row ` +
        'refuses the whole file (422 IMPORT_HAS_ERRORS, nothing written) unless skipBadRows leaves those rows out.',
      params: companyParamsSchema,
      body: importCommitSchema,
      response: itemEnvelope(importResultSchema),
      errors: { 400: fileErrors, 422: ['IMPORT_HAS_ERRORS'], ...commitRefusals.errors },
      rules: [...fileRules, ...(commitRefusals.rules ?? [])],
    }),
    downloadImportTemplate: userEndpoint.get(`download${name}ImportTemplate`, `${path}/template`, {
      summary: `An XLSX to fill in: the ${kind} headers in the language asked, an example row, and the allowed values.`,
      params: companyParamsSchema,
      query: importTemplateQuerySchema,
      response: z.instanceof(Blob),
      answers: 'file',
      fileTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    }),
  };
}

export const stakeholderImportEndpoints = importEndpoints(
  '/api/v1/companies/:companyId/stakeholders',
  'Stakeholder',
  'customers',
);
export const itemImportEndpoints = importEndpoints('/api/v1/companies/:companyId/items', 'Item', 'items');
export const tafsiliImportEndpoints = importEndpoints('/api/v1/companies/:companyId/accounting', 'Tafsili', 'tafsili');
export const accountImportEndpoints = importEndpoints(
  '/api/v1/companies/:companyId/accounting',
  'Account',
  'accounts',
  {
    rules: [
      'A row names its parent by code: a group or a kol the company has, or a kol an earlier row of the file adds; a ' +
        'moein cannot hold accounts (IMPORT_PARENT_NOT_FOUND, IMPORT_PARENT_NOT_ALLOWED under the row). Groups are not ' +
        'imported. An update keeps the account where it is (IMPORT_ACCOUNT_CANNOT_MOVE).',
    ],
  },
);
export const openingBalanceImportEndpoints = importEndpoints(
  '/api/v1/companies/:companyId/accounting',
  'OpeningBalance',
  'opening-balances',
  {
    errors: {
      409: ['OPENING_VOUCHER_EXISTS', 'VOUCHER_FINAL', 'PERIOD_LOCKED', 'FISCAL_YEAR_CLOSED'],
      422: ['IMPORT_HAS_ERRORS', 'IMPORT_OPENING_UNBALANCED'],
    },
    rules: [
      "Written as the open year's opening voucher (kind OPENING, dated its first day) in one transaction; debits " +
        'must equal credits: 422 IMPORT_OPENING_UNBALANCED with `debit`, `credit` and `difference` in errors.',
      "The year's first day in a locked period: 409 PERIOD_LOCKED. An opening voucher brought forward by closing " +
        'the previous year, or one imported before unless onDuplicate is update: 409 OPENING_VOUCHER_EXISTS; an ' +
        'imported one is replaced in place (same number) with update while it is temporary, else 409 VOUCHER_FINAL.',
    ],
  },
);
