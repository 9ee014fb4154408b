import { sql } from 'drizzle-orm';
import { blob, check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companies } from './companies.ts';
import { keyedBy, timestamp } from './columns.ts';

export const documentLanguages = ['fa', 'en'] as const;
export const logoMimeTypes = ['image/png', 'image/jpeg'] as const;

/**
 * What a company prints on its documents beside the fields of `companies` (name, national id, economic code, phone,
 * address): its registration number, postal code, the language documents are printed in, and its logo — the image
 * bytes themselves, a PNG or JPEG of at most 1 MB and 256 px a side (the contract's limits, held by the CHECKs), served by the profile's logo endpoint. One row per
 * company once anything is saved; none reads as the defaults.
 */
export const companyProfiles = sqliteTable(
  'company_profiles',
  {
    companyId: keyedBy('company_id', () => companies.id),
    registrationNumber: text('registration_number'),
    /** Iran Post's ten digits. */
    postalCode: text('postal_code'),
    documentLanguage: text('document_language', { enum: documentLanguages }).notNull().default('fa'),
    logoMimeType: text('logo_mime_type', { enum: logoMimeTypes }),
    logoData: blob('logo_data', { mode: 'buffer' }),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    logoUpdatedAt: text('logo_updated_at'),
    updatedAt: timestamp('updated_at'),
  },
  (table) => [
    check(
      'company_profiles_postal_code',
      sql`${table.postalCode} is null or (length(${table.postalCode}) = 10 and ${table.postalCode} not glob '*[^0-9]*')`,
    ),
    check(
      'company_profiles_logo_whole',
      sql`(${table.logoData} is null) = (${table.logoMimeType} is null) and (${table.logoData} is null) = (${table.logoWidth} is null)`,
    ),
    check('company_profiles_logo_size', sql`${table.logoData} is null or length(${table.logoData}) <= 1048576`),
    check(
      'company_profiles_logo_pixels',
      sql`${table.logoWidth} is null or (${table.logoWidth} between 1 and 256 and ${table.logoHeight} between 1 and 256)`,
    ),
  ],
);

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;
