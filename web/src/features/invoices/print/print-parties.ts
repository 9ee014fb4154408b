import type { CompanyProfile } from '@daftar/contracts/endpoints/company-profile';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';

/** A seller's or buyer's block on a printout: the name and what identifies it to the tax office and the post. */
export interface PrintParty {
  name: string;
  facts: { key: string; value: string; id: string }[];
  address: string | null;
}

function partyOf(name: string, fields: [string, string | null, string][], address: string | null): PrintParty {
  const facts = fields.flatMap(([key, value, id]) => (value ? [{ key, value, id }] : []));
  return { name, facts, address };
}

/** The company as its profile prints it (a blank block if the profile could not be read). */
export function companyParty(profile: CompanyProfile | undefined): PrintParty {
  if (!profile) return partyOf('', [], null);
  return partyOf(
    profile.name,
    [
      ['WEB_PRINT_LEGAL_NATIONAL_ID', profile.nationalId, 'national-id'],
      ['WEB_PRINT_ECONOMIC_CODE', profile.economicCode, 'economic-code'],
      ['WEB_PRINT_REGISTRATION_NUMBER', profile.registrationNumber, 'registration-number'],
      ['WEB_PRINT_POSTAL_CODE', profile.postalCode, 'postal-code'],
      ['WEB_PRINT_PHONE', profile.phone, 'phone'],
    ],
    profile.address,
  );
}

/**
 * The invoice's customer or supplier: from their record when it could be read, else the name and code the invoice
 * carries (a printout never waits on, nor fails for, the party's details).
 */
export function stakeholderParty(
  invoice: Invoice,
  stakeholder: Stakeholder | undefined,
  separator: string,
): PrintParty {
  if (!stakeholder) {
    return partyOf(invoice.stakeholderName, [], null);
  }
  // A business's شناسه ملی has 11 digits, a person's کد ملی 10: each under its own name.
  const nationalIdKey = stakeholder.kind === 'BUSINESS' ? 'WEB_PRINT_LEGAL_NATIONAL_ID' : 'WEB_PRINT_NATIONAL_ID';
  const place = [stakeholder.province, stakeholder.city, stakeholder.address].filter(Boolean).join(separator);
  return partyOf(
    stakeholder.displayName,
    [
      [nationalIdKey, stakeholder.nationalId, 'national-id'],
      ['WEB_PRINT_ECONOMIC_CODE', stakeholder.economicCode, 'economic-code'],
      ['WEB_PRINT_REGISTRATION_NUMBER', stakeholder.registrationNumber, 'registration-number'],
      ['WEB_PRINT_POSTAL_CODE', stakeholder.postalCode, 'postal-code'],
      ['WEB_PRINT_PHONE', stakeholder.phone ?? stakeholder.mobile, 'phone'],
    ],
    place || null,
  );
}
