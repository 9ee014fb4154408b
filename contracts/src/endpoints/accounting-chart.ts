import { z } from 'zod';
import { companyRecordEndpoints } from '../endpoint-groups.ts';
import { listEnvelope } from '../envelope.ts';
import { booleanQuerySchema, recordCodeSchema } from '../schemas/list-query.ts';
import { accountNamesShape, bodyIdSchema, optionalText, requiredText } from './accounting-common.ts';

export const accountLevelSchema = z.enum(['GROUP', 'KOL', 'MOEIN']);
export const accountNatureSchema = z.enum(['DEBIT', 'CREDIT', 'NONE']);
export const accountTypeSchema = z.enum(['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE']);
export const tafsiliKindSchema = z.enum(['PERSON', 'BANK_ACCOUNT', 'CASH_BOX', 'PETTY_CASH', 'PROJECT', 'OTHER']);

/** An account of the chart: group → kol → moein; vouchers post to moein accounts only. */
export const accountSchema = z.object({
  id: z.number().int().positive(),
  parentId: z.number().int().positive().nullable(),
  level: accountLevelSchema,
  ...accountNamesShape,
  nature: accountNatureSchema,
  type: accountTypeSchema,
  archived: z.boolean(),
  /** Made by the standard chart and used by documents or the year-end: it cannot be deleted. */
  system: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** Create or replace an account; level, type and (by default) nature follow from the parent. */
export const accountInputSchema = z.object({
  parentId: bodyIdSchema.nullish(),
  code: recordCodeSchema,
  nameFa: requiredText(120),
  nameEn: optionalText(120),
  nature: accountNatureSchema.optional(),
  /** A group's own; ignored below a group. */
  type: accountTypeSchema.optional(),
  archived: z.boolean().optional(),
});
export type AccountInput = z.input<typeof accountInputSchema>;

export const accountListQuerySchema = z.object({ archived: booleanQuerySchema.optional() });

export const tafsiliSchema = z.object({
  id: z.number().int().positive(),
  kind: tafsiliKindSchema,
  code: z.string(),
  name: z.string(),
  stakeholderId: z.number().int().positive().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Tafsili = z.infer<typeof tafsiliSchema>;

export const tafsiliInputSchema = z.object({
  kind: tafsiliKindSchema,
  /** Left out: the next free number. */
  code: recordCodeSchema.optional(),
  name: requiredText(120),
  /** A person's stakeholder (kind PERSON only). */
  stakeholderId: bodyIdSchema.nullish(),
  archived: z.boolean().optional(),
});
export type TafsiliInput = z.input<typeof tafsiliInputSchema>;

export const tafsiliListQuerySchema = z.object({
  kind: tafsiliKindSchema.optional(),
  archived: booleanQuerySchema.optional(),
});

const accountsPath = '/api/v1/companies/:companyId/accounting/accounts';
const tafsiliPath = '/api/v1/companies/:companyId/accounting/tafsili';
export const accountEndpoints = companyRecordEndpoints({
  names: ['Account', 'Accounts'],
  path: accountsPath,
  record: accountSchema,
  input: accountInputSchema,
  list: {
    summary: "The company's chart of accounts in code order (group, kol and moein rows; parentId makes the tree).",
    query: accountListQuerySchema,
    response: listEnvelope(accountSchema),
  },
  get: "One account of the company's chart; another company's id is 404.",
  create: 'Adds an account under a group (kol) or a kol (moein), or a new group (201); a taken code is 409.',
  update: 'Replaces an account’s code, names, nature or archiving; moving a posted account is 409.',
  remove: {
    summary: 'Deletes an unused account, archives one with postings; system accounts and parents are 409.',
  },
});

export const tafsiliEndpoints = companyRecordEndpoints({
  names: ['Tafsili', 'Tafsili'],
  path: tafsiliPath,
  record: tafsiliSchema,
  input: tafsiliInputSchema,
  list: {
    summary: "The company's detail (tafsili) accounts in code order: people, bank accounts, cash boxes, projects…",
    query: tafsiliListQuerySchema,
    response: listEnvelope(tafsiliSchema),
  },
  get: "One detail account of the company; another company's id is 404.",
  create: 'Adds a detail account (201); a taken code, or a second one for a stakeholder, is 409.',
  update: 'Replaces a detail account’s kind, code, name, stakeholder or archiving.',
  remove: {
    summary: 'Deletes an unused detail account, or archives one that voucher lines use.',
  },
});
