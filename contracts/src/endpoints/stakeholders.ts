import { z } from 'zod';
import { displayName } from '../schemas/display-name.ts';
import { companyRecordEndpoints, nextCodeEndpoint } from '../endpoint-groups.ts';
import { pageEnvelope } from '../envelope.ts';
import { emailSchema, mobileSchema, recordTimesShape } from '../schemas/common.ts';
import {
  businessIdsInputShape,
  businessIdsShape,
  personNationalIdSchema,
  phoneSchema,
  postalCodeSchema,
} from '../schemas/iran-ids.ts';
import { booleanQuerySchema, recordCodeSchema, rialsSchema, listQuerySchema } from '../schemas/list-query.ts';

/** SPEC §5: a stakeholder is an individual or a business; the create form's formType is one of these. */
export const stakeholderKindSchema = z.enum(['INDIVIDUAL', 'BUSINESS']);
export type StakeholderKind = z.infer<typeof stakeholderKindSchema>;

export const stakeholderRoleSchema = z.enum(['customer', 'supplier']);

/** A stakeholder as the API answers it; `displayName` is the person's full name or the business's name. */
export const stakeholderSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  kind: stakeholderKindSchema,
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  ...businessIdsShape,
  isCustomer: z.boolean(),
  isSupplier: z.boolean(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** Integer Rials; null when no limit is set. */
  creditLimit: z.number().int().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  ...recordTimesShape,
});
export type Stakeholder = z.infer<typeof stakeholderSchema>;

/** Whether a not-yet-valid input already has these fields as booleans (so a cross-field check can run early). */
function hasBooleans(value: unknown, ...fields: string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'boolean')
  );
}

const optionalText = (max: number) => z.string().trim().max(max, { error: 'TOO_LONG' }).optional();
const personName = displayName(z.string().trim().min(1, { error: 'REQUIRED' }).max(60, { error: 'TOO_LONG' }));

const commonFields = {
  /** Left out on create: the next free code of the company is given. */
  code: recordCodeSchema.optional(),
  isCustomer: z.boolean(),
  isSupplier: z.boolean(),
  mobile: mobileSchema.optional(),
  phone: phoneSchema.optional(),
  email: emailSchema.optional(),
  province: optionalText(40),
  city: optionalText(40),
  address: optionalText(400),
  postalCode: postalCodeSchema.optional(),
  creditLimit: rialsSchema.optional(),
  notes: optionalText(1000),
  active: z.boolean().default(true),
};

const individualInputSchema = z.object({
  kind: z.literal('INDIVIDUAL'),
  firstName: personName,
  lastName: personName,
  nationalId: personNationalIdSchema.optional(),
  ...commonFields,
});

const businessInputSchema = z.object({
  kind: z.literal('BUSINESS'),
  businessName: displayName(
    z
      .string()
      .trim()
      .min(1, { error: 'REQUIRED', abort: true })
      .min(2, { error: 'NAME_TOO_SHORT' })
      .max(120, { error: 'TOO_LONG' }),
  ),
  ...businessIdsInputShape,
  ...commonFields,
});

/**
 * What a create or an edit sends; the one statement of a stakeholder's field rules, used by the SPA's form and by
 * the mock API alike. Optional fields are left out, not sent empty.
 */
export const stakeholderInputSchema = z
  .discriminatedUnion('kind', [individualInputSchema, businessInputSchema])
  .refine((input) => input.isCustomer || input.isSupplier, {
    error: 'ROLE_REQUIRED',
    path: ['isCustomer'],
    // Said with the other fields' errors, not only once they are fixed: it needs just the two role flags.
    when: ({ value }) => hasBooleans(value, 'isCustomer', 'isSupplier'),
  });
export type StakeholderInput = z.input<typeof stakeholderInputSchema>;

export const stakeholderSortFields = ['code', 'displayName', 'kind', 'mobile', 'creditLimit', 'createdAt'] as const;

export const stakeholderListQuerySchema = listQuerySchema(stakeholderSortFields, '-createdAt', {
  kind: stakeholderKindSchema.optional(),
  role: stakeholderRoleSchema.optional(),
  active: booleanQuerySchema.optional(),
});
export type StakeholderListQuery = z.input<typeof stakeholderListQuerySchema>;

const stakeholdersPath = '/api/v1/companies/:companyId/stakeholders';

const nextCode = nextCodeEndpoint(
  'Stakeholder',
  stakeholdersPath,
  'The code a new stakeholder of the company would get (the create form shows it).',
);

const records = companyRecordEndpoints({
  names: ['Stakeholder', 'Stakeholders'],
  path: stakeholdersPath,
  record: stakeholderSchema,
  input: stakeholderInputSchema,
  list: {
    summary: "One page of the company's stakeholders: search (name, code, mobile), filters (kind, role, active), sort.",
    query: stakeholderListQuerySchema,
    response: pageEnvelope(stakeholderSchema),
  },
  get: "One of the company's stakeholders; another company's id is 404.",
  create: 'Adds a stakeholder (201); a code or national id the company already has is 409.',
  update: 'Replaces a stakeholder’s fields; a code or national id another stakeholder of the company has is 409.',
  remove: {
    summary: 'Deletes a stakeholder, or archives it (active false) when other records refer to it.',
  },
});

export const stakeholderEndpoints = { ...records, nextCode };
