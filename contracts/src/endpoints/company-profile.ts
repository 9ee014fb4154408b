import { z } from 'zod';
import { readReplaceEndpoints, userEndpoint } from '../endpoint-groups.ts';
import { itemEnvelope } from '../envelope.ts';
import { isoDateTimeSchema, languageSchema } from '../schemas/common.ts';
import { displayName } from '../schemas/display-name.ts';
import { businessIdsInputShape, businessIdsShape, phoneSchema, postalCodeSchema } from '../schemas/iran-ids.ts';
import { companyParamsSchema } from '../schemas/list-query.ts';
import { amountAndYearStartInputShape, amountAndYearStartShape } from './accounting-common.ts';
import { moadianMemoryIdInputSchema } from './invoice-settings-schemas.ts';

/** The logo's kinds and limits (issue 18): a PNG or JPEG file of at most 1 MB, kept at most 256 px a side. */
export const logoMimeTypes = ['image/png', 'image/jpeg'] as const;
export const logoMaxBytes = 1_048_576;
export const logoMaxPixels = 256;

export const companyLogoSchema = z.object({
  mimeType: z.enum(logoMimeTypes),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  updatedAt: isoDateTimeSchema,
});

/** What the company prints on its documents: its identity, its address and whether it has a logo. */
export const companyProfileSchema = z.object({
  companyId: z.number().int().positive(),
  name: z.string(),
  ...businessIdsShape,
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** Null until a logo is uploaded; the image itself is the logo endpoint's answer. */
  logo: companyLogoSchema.nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** An edit of the profile: every field from the form; an optional field left out is cleared. */
export const companyProfileInputSchema = z.object({
  name: displayName(z.string().trim().min(2, { error: 'NAME_TOO_SHORT' }).max(120, { error: 'TOO_LONG' })),
  ...businessIdsInputShape,
  phone: phoneSchema.optional(),
  address: z.string().trim().max(400, { error: 'TOO_LONG' }).optional(),
  postalCode: postalCodeSchema.optional(),
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;

/**
 * An upload: the image as a data URL, already shrunk by the SPA (the API's bodies are JSON and at most 1 MB). The
 * server reads the bytes themselves: a PNG or JPEG whatever the URL says, at most 1 MB and 256 px a side.
 */
export const companyLogoInputSchema = z.object({
  dataUrl: z
    .string()
    .max(1_500_000, { error: 'LOGO_TOO_LARGE' })
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, { error: 'LOGO_NOT_AN_IMAGE' }),
});
export type CompanyLogoInput = z.infer<typeof companyLogoInputSchema>;

/** The logo as printed documents and the screens show it: an `<img src>`-ready data URL. */
export const companyLogoImageSchema = companyLogoSchema.extend({ dataUrl: z.string() });
export type CompanyLogoImage = z.infer<typeof companyLogoImageSchema>;

const prefix = z
  .string({ error: 'INVALID_PREFIX' })
  .trim()
  .max(10, { error: 'TOO_LONG' })
  .regex(/^[\p{L}\p{N}/-]*$/u, { error: 'INVALID_PREFIX' });

/**
 * The company's settings on one screen. Each lives where its area reads it — the amount unit and the fiscal-year
 * start in the accounting settings, the invoice prefixes in the invoice settings, the document language in the
 * profile — and this call reads and writes those same rows (one source, no copy).
 */
export const companySettingsSchema = z.object({
  documentLanguage: languageSchema,
  ...amountAndYearStartShape,
  sellPrefix: z.string(),
  purchasePrefix: z.string(),
  estimatePrefix: z.string(),
  /** The company's memory id in the tax system (Moadian), kept with the invoice settings; null until set. */
  moadianMemoryId: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const companySettingsInputSchema = z.object({
  documentLanguage: z.enum(['fa', 'en'], { error: 'INVALID_DOCUMENT_LANGUAGE' }),
  ...amountAndYearStartInputShape,
  sellPrefix: prefix,
  purchasePrefix: prefix,
  estimatePrefix: prefix,
  moadianMemoryId: moadianMemoryIdInputSchema,
});
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;

const profilePath = '/api/v1/companies/:companyId/profile';
const logoPath = `${profilePath}/logo`;
const settingsPath = '/api/v1/companies/:companyId/company-settings';

const profile = readReplaceEndpoints({
  names: ['getCompanyProfile', 'updateCompanyProfile'],
  path: profilePath,
  record: companyProfileSchema,
  input: companyProfileInputSchema,
  get: "The company's printed identity: name, ids, registration number, phone, address, postal code, logo.",
  update: 'Replaces the profile’s fields (the logo is kept); a bad national id or postal code is 400.',
});
const settings = readReplaceEndpoints({
  names: ['getCompanySettings', 'updateCompanySettings'],
  path: settingsPath,
  record: companySettingsSchema,
  input: companySettingsInputSchema,
  get: 'Document language, amount unit, fiscal-year start and invoice number prefixes, from their own rows.',
  update: 'Writes the accounting settings, the invoice prefixes and the document language in one transaction.',
});

export const companyProfileEndpoints = {
  ...profile,
  getLogo: userEndpoint.get('getCompanyLogo', logoPath, {
    summary: 'The logo as a data URL with its type and size; 404 LOGO_NOT_FOUND when there is none.',
    params: companyParamsSchema,
    response: itemEnvelope(companyLogoImageSchema),
  }),
  updateLogo: userEndpoint.put('updateCompanyLogo', logoPath, {
    summary: 'Stores a PNG or JPEG logo of at most 1 MB and 256 px a side (400 otherwise); answers the profile.',
    params: companyParamsSchema,
    body: companyLogoInputSchema,
    response: itemEnvelope(companyProfileSchema),
  }),
  removeLogo: userEndpoint.delete('removeCompanyLogo', logoPath, {
    summary: 'Removes the logo; answers the profile.',
    params: companyParamsSchema,
    response: itemEnvelope(companyProfileSchema),
  }),
  getSettings: settings.get,
  updateSettings: settings.update,
};
