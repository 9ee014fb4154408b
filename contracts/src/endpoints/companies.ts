import { z } from 'zod';
import { displayName } from '../schemas/display-name.ts';
import { userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { idSchema, isoDateTimeSchema } from '../schemas/common.ts';
import { economicCodeSchema, isValidLegalNationalId, phoneSchema } from '../schemas/iran-ids.ts';

/** Legal-entity national id (شناسه ملی): 11 digits with its check digit, as for a business stakeholder. */
const companyNationalIdSchema = z.string().trim().refine(isValidLegalNationalId, {
  error: 'INVALID_COMPANY_NATIONAL_ID',
});

export const companySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nationalId: z.string().nullable(),
  economicCode: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Shown to the owner so colleagues can join with it. */
  invitationCode: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type Company = z.infer<typeof companySchema>;

export const createCompanyBodySchema = z.object({
  name: displayName(z.string().trim().min(2, { error: 'NAME_TOO_SHORT' }).max(120)),
  nationalId: companyNationalIdSchema.optional(),
  economicCode: economicCodeSchema.optional(),
  phone: phoneSchema.optional(),
  address: z.string().trim().max(400).optional(),
});

const create = userEndpoint.post('createCompany', '/api/v1/companies', {
  status: 201,
  summary: 'Creates a business with the caller as its owner.',
  body: createCompanyBodySchema,
  response: itemEnvelope(companySchema),
});

const join = userEndpoint.post('joinCompany', '/api/v1/companies/join', {
  summary: 'Joins a business with its invitation code, as a member.',
  body: z.object({ invitationCode: z.string().trim().min(4).max(32) }),
  response: itemEnvelope(companySchema),
  errors: { 404: ['INVITATION_CODE_NOT_FOUND'], 429: ['TOO_MANY_JOIN_ATTEMPTS'] },
});

const get = userEndpoint.get('getCompany', '/api/v1/companies/:companyId', {
  summary: 'One company the caller belongs to.',
  params: z.object({ companyId: idSchema }),
  response: itemEnvelope(companySchema),
});

export const companyEndpoints = { create, join, get };
