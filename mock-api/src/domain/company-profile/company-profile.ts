import {
  type CompanyLogoImage,
  type CompanyProfile,
  type CompanyProfileInput,
  logoMaxBytes,
  logoMaxPixels,
} from '@daftar/contracts/endpoints/company-profile';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import { companies } from '@daftar/db/schema/companies';
import { type CompanyProfileRow, companyProfiles } from '@daftar/db/schema/company-profile';
import { DomainError } from '../errors.ts';
import { readLogoImage } from './logo-image.ts';

/** The profile's own row, or none yet (every field then reads empty). */
export function findProfileRow(db: Queryable, companyId: number): CompanyProfileRow | undefined {
  return db.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId)).get();
}

/** The company's identity (its `companies` row) beside its profile row: what a printed document shows. */
export function getCompanyProfile(db: Queryable, companyId: number): CompanyProfile {
  const company = db.select().from(companies).where(eq(companies.id, companyId)).get();
  if (!company) throw new DomainError('not-found', 'COMPANY_NOT_FOUND');
  const profile = findProfileRow(db, companyId);
  const logo =
    profile?.logoMimeType && profile.logoWidth && profile.logoHeight && profile.logoUpdatedAt
      ? {
          mimeType: profile.logoMimeType,
          width: profile.logoWidth,
          height: profile.logoHeight,
          updatedAt: profile.logoUpdatedAt,
        }
      : null;
  return {
    companyId,
    name: company.name,
    nationalId: company.nationalId,
    economicCode: company.economicCode,
    registrationNumber: profile?.registrationNumber ?? null,
    phone: company.phone,
    address: company.address,
    postalCode: profile?.postalCode ?? null,
    logo,
  };
}

/** Writes some of the profile row's columns, creating the row on the first save. */
export function upsertProfile(
  tx: Queryable,
  companyId: number,
  values: Partial<Omit<typeof companyProfiles.$inferInsert, 'companyId'>>,
): void {
  const set = { ...values, updatedAt: new Date().toISOString() };
  tx.insert(companyProfiles)
    .values({ companyId, ...set })
    .onConflictDoUpdate({ target: companyProfiles.companyId, set })
    .run();
}

/** PUT: every field from the input (one left out is cleared); the logo and the document language stay. */
export function updateCompanyProfile(db: Db, companyId: number, input: CompanyProfileInput): CompanyProfile {
  return db.transaction((tx) => {
    tx.update(companies)
      .set({
        name: input.name,
        nationalId: input.nationalId || null,
        economicCode: input.economicCode || null,
        phone: input.phone || null,
        address: input.address || null,
      })
      .where(eq(companies.id, companyId))
      .run();
    upsertProfile(tx, companyId, {
      registrationNumber: input.registrationNumber || null,
      postalCode: input.postalCode || null,
    });
    return getCompanyProfile(tx, companyId);
  });
}

const logoRefused = (message: 'LOGO_NOT_AN_IMAGE' | 'LOGO_TOO_LARGE') =>
  new DomainError('invalid', message, [{ path: 'body.dataUrl', message }]);

/**
 * Stores the uploaded logo. The bytes decide: a PNG or JPEG (whatever the data URL claims), at most 1 MB, at most
 * 256 px a side (the SPA shrinks larger pictures before sending); anything else is 400 and nothing is written.
 */
export function updateCompanyLogo(db: Db, companyId: number, dataUrl: string): CompanyProfile {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const image = readLogoImage(bytes);
  if (!image) throw logoRefused('LOGO_NOT_AN_IMAGE');
  if (bytes.length > logoMaxBytes || image.width > logoMaxPixels || image.height > logoMaxPixels)
    throw logoRefused('LOGO_TOO_LARGE');
  if (image.width < 1 || image.height < 1) throw logoRefused('LOGO_NOT_AN_IMAGE');
  return db.transaction((tx) => {
    upsertProfile(tx, companyId, {
      logoMimeType: image.mimeType,
      logoData: bytes,
      logoWidth: image.width,
      logoHeight: image.height,
      logoUpdatedAt: new Date().toISOString(),
    });
    return getCompanyProfile(tx, companyId);
  });
}

export function removeCompanyLogo(db: Db, companyId: number): CompanyProfile {
  return db.transaction((tx) => {
    upsertProfile(tx, companyId, {
      logoMimeType: null,
      logoData: null,
      logoWidth: null,
      logoHeight: null,
      logoUpdatedAt: null,
    });
    return getCompanyProfile(tx, companyId);
  });
}

/** The logo as a data URL, ready for an `<img>` on a screen or a printed document; 404 when there is none. */
export function getCompanyLogo(db: Queryable, companyId: number): CompanyLogoImage {
  const row = findProfileRow(db, companyId);
  if (!row?.logoData || !row.logoMimeType || !row.logoWidth || !row.logoHeight || !row.logoUpdatedAt)
    throw new DomainError('not-found', 'LOGO_NOT_FOUND');
  return {
    mimeType: row.logoMimeType,
    width: row.logoWidth,
    height: row.logoHeight,
    updatedAt: row.logoUpdatedAt,
    dataUrl: `data:${row.logoMimeType};base64,${row.logoData.toString('base64')}`,
  };
}
